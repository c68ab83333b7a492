import { describe, expect, it } from 'vitest';
import { serverWarnings, type ServerWarningKind } from './serverWarnings';
import type { ServerInfo } from './types';

const kinds = (server: ServerInfo, page = 'https:'): ServerWarningKind[] => serverWarnings(server, page).map((w) => w.kind);

describe('server warnings', () => {
  it.each<[string, ServerWarningKind[]]>([
    ['https://api.example.com/v1', []],
    ['https://127.0.0.1:4011', ['loopback']],
    ['https://127.255.0.9', ['loopback']],
    ['https://2130706433', ['loopback']],
    ['https://0x7f.1', ['loopback']],
    ['https://0177.0.0.1', ['loopback']],
    ['https://[::1]:8080/v1', ['loopback']],
    ['https://[::ffff:127.0.0.1]', ['loopback']],
    ['https://localhost', ['loopback']],
    ['https://LOCALHOST.', ['loopback']],
    ['https://api.localhost/v1', ['loopback']],
    ['https://localhost.example.com', []],
    ['https://10.1.2.3', ['private']],
    ['https://0xa000001', ['private']],
    ['https://172.16.0.1', ['private']],
    ['https://172.31.255.255', ['private']],
    ['https://172.32.0.1', []],
    ['https://172.15.0.1', []],
    ['https://192.168.1.1', ['private']],
    ['https://192.169.1.1', []],
    ['https://[fc00::1]', ['private']],
    ['https://[fd12:3456::1]', ['private']],
    ['https://[fe00::1]', []],
    ['https://[::ffff:10.0.0.1]', ['private']],
    ['https://169.254.169.254/latest', ['link-local']],
    ['https://[fe80::1]', ['link-local']],
    ['https://[febf::1]', ['link-local']],
    ['https://[fec0::1]', []],
    ['https://0.0.0.0:8000', ['unspecified']],
    ['https://0', ['unspecified']],
    ['https://[::]', ['unspecified']],
    ['https://[2001:db8::1]', []],
    ['https://8.8.8.8', []],
    ['http://api.example.com', ['insecure']],
    ['http://192.168.0.10', ['private', 'insecure']],
    ['http://127.0.0.1:4011', ['loopback']],
    ['http://localhost:8080', ['loopback']],
  ])('%s → %j (https page)', (url, expected) => {
    expect(kinds({ url })).toEqual(expected);
  });

  it('does not flag plain http when the page itself is http', () => {
    expect(kinds({ url: 'http://api.example.com' }, 'http:')).toEqual([]);
    expect(kinds({ url: 'http://api.example.com' }, 'https')).toEqual(['insecure']);
  });

  it('shows userinfo with the password masked, from the URL or from the resolved server', () => {
    const fromUrl = serverWarnings({ url: 'https://alice:s3cret@api.example.com/v1' }, 'https:');
    const fromSpec = serverWarnings({ url: 'https://api.example.com/v1', userinfo: 'alice:***' }, 'https:');
    for (const warnings of [fromUrl, fromSpec]) {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ kind: 'userinfo', url: 'https://alice:***@api.example.com/v1' });
      expect(warnings[0]?.message).toContain('requests go to https://api.example.com/v1 without them');
      expect(JSON.stringify(warnings)).not.toContain('s3cret');
    }
    expect(serverWarnings({ url: 'https://bob@10.0.0.1' }, 'http:').map((w) => [w.kind, w.url])).toEqual([
      ['private', 'https://bob@10.0.0.1'],
      ['userinfo', 'https://bob@10.0.0.1'],
    ]);
  });

  it('names the server in each message and ignores URLs it cannot parse', () => {
    expect(serverWarnings({ url: 'http://169.254.169.254' }, 'https:').map((w) => w.message)).toEqual([
      'http://169.254.169.254 points at a link-local address, where cloud metadata services and local devices answer.',
      expect.stringMatching(/^http:\/\/169\.254\.169\.254 uses plain http/),
    ]);
    expect(serverWarnings({ url: 'not a url' }, 'https:')).toEqual([]);
  });
});
