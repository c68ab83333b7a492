import { describe, expect, it } from 'vitest';
import type { AllowEntry } from '../../core/spec/types';
import { checkAllowed, describeAllowlist } from './allowlist';

const brewery: AllowEntry = { origin: 'http://127.0.0.1:4011', pathPrefix: '/' };
const api: AllowEntry = { origin: 'https://api.example.com', pathPrefix: '/v1' };
const list = [brewery, api];

const allowed = (url: string) => checkAllowed(url, list).ok;
const reason = (url: string) => {
  const d = checkAllowed(url, list);
  return d.ok ? 'ALLOWED' : d.reason;
};

describe('checkAllowed: what passes', () => {
  it.each([
    'http://127.0.0.1:4011/breweries',
    'http://127.0.0.1:4011/breweries?by_city=san%20diego&per_page=200',
    'http://127.0.0.1:4011/',
    'http://127.0.0.1:4011',
    'https://api.example.com/v1',
    'https://api.example.com/v1/',
    'https://api.example.com/v1/pets/12',
    'https://API.Example.com/v1/pets',
    'https://api.example.com:443/v1/pets',
    'https://api.example.com/v1/projects/group%2Fproject',
    'https://api.example.com/v1/a.b/file.json',
    // The parser canonicalizes IPv4 spellings: this IS 127.0.0.1, so it is the same allowed server.
    'http://2130706433:4011/breweries',
  ])('%s', (url) => expect(reason(url)).toBe('ALLOWED'));

  it('returns the parsed URL and the matching entry', () => {
    const d = checkAllowed('https://api.example.com/v1/x?y=1', list);
    expect(d.ok && d.entry).toEqual(api);
    expect(d.ok && d.url.href).toBe('https://api.example.com/v1/x?y=1');
  });
});

describe('checkAllowed: hosts, ports and schemes', () => {
  it.each([
    ['other host', 'http://127.0.0.2:4012/breweries', 'not an allowed server'],
    ['other port', 'http://127.0.0.1:4012/breweries', 'not an allowed server'],
    ['default port instead of 4011', 'http://127.0.0.1/breweries', 'not an allowed server'],
    ['https instead of http', 'https://127.0.0.1:4011/breweries', 'not an allowed server'],
    ['http instead of https', 'http://api.example.com/v1/pets', 'not an allowed server'],
    ['suffix host', 'https://api.example.com.evil.com/v1/pets', 'not an allowed server'],
    ['prefix host', 'https://evilapi.example.com/v1/pets', 'not an allowed server'],
    ['subdomain', 'https://x.api.example.com/v1/pets', 'not an allowed server'],
    ['trailing-dot host', 'https://api.example.com./v1/pets', 'ends with a dot'],
    ['trailing-dot IPv4 (the parser would drop the dot)', 'http://127.0.0.1.:4011/breweries', 'ends with a dot'],
    ['trailing-dot IPv4 without port', 'http://127.0.0.1./breweries', 'ends with a dot'],
    ['localhost alias', 'http://localhost:4011/breweries', 'not an allowed server'],
    ['decimal spelling of another IP', 'http://2130706434:4011/breweries', 'not an allowed server'],
    ['hex spelling of another IP', 'http://0x7f000002:4011/breweries', 'not an allowed server'],
    ['IPv6 loopback', 'http://[::1]:4011/breweries', 'not an allowed server'],
    ['ftp scheme', 'ftp://127.0.0.1:4011/x', 'scheme ftp: is not allowed'],
    ['javascript scheme', 'javascript:alert(1)', 'scheme javascript: is not allowed'],
    ['data scheme', 'data:text/plain,hi', 'scheme data: is not allowed'],
    ['relative URL', '/breweries', 'not an absolute URL'],
    ['scheme-relative URL', '//127.0.0.1:4011/breweries', 'not an absolute URL'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));
});

describe('checkAllowed: userinfo, backslashes, whitespace', () => {
  it.each([
    ['userinfo to the allowed host', 'http://user:pass@127.0.0.1:4011/breweries', 'credentials'],
    ['userinfo hiding another host', 'http://127.0.0.1:4011@127.0.0.2:4012/x', 'credentials'],
    ['empty userinfo', 'http://@127.0.0.1:4011/breweries', 'credentials'],
    ['backslash authority trick', 'http://127.0.0.2:4012\\@127.0.0.1:4011/x', 'backslash'],
    ['backslash in path', 'http://127.0.0.1:4011/a\\..\\b', 'backslash'],
    ['backslash as slash', 'https:\\\\api.example.com\\v1\\pets', 'backslash'],
    ['newline in host', 'http://127.0.0.1:40\n11/x', 'whitespace'],
    ['tab in path', 'https://api.example.com/v\t1/pets', 'whitespace'],
    ['space', 'http://127.0.0.1:4011/a b', 'whitespace'],
    ['NUL', 'http://127.0.0.1:4011/a\u0000', 'whitespace'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));
});

describe('checkAllowed: path prefix and dot segments', () => {
  it.each([
    ['sibling of the prefix', 'https://api.example.com/v2/pets', 'outside the allowed path prefix'],
    ['prefix as a string prefix only', 'https://api.example.com/v10/pets', 'outside the allowed path prefix'],
    ['root outside the prefix', 'https://api.example.com/', 'outside the allowed path prefix'],
    ['.. out of the prefix', 'https://api.example.com/v1/../admin', 'segments'],
    ['.. inside the prefix', 'https://api.example.com/v1/pets/../owners', 'segments'],
    ['encoded ..', 'https://api.example.com/v1/%2e%2e/admin', 'segments'],
    ['upper-case encoded ..', 'https://api.example.com/v1/%2E%2E/admin', 'segments'],
    ['mixed encoded ..', 'https://api.example.com/v1/.%2e/admin', 'segments'],
    ['double-encoded ..', 'https://api.example.com/v1/%252e%252e/admin', 'segments'],
    ['encoded slash with ..', 'https://api.example.com/v1/x%2f..%2f..%2fadmin', 'segments'],
    ['encoded backslash with ..', 'https://api.example.com/v1/x%5c..%5cadmin', 'segments'],
    ['single dot segment', 'http://127.0.0.1:4011/./breweries', 'segments'],
    ['.. at the root of an open server', 'http://127.0.0.1:4011/../etc/passwd', 'segments'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));

  it('dots inside names are fine', () => {
    expect(allowed('https://api.example.com/v1/..hidden')).toBe(true);
    expect(allowed('https://api.example.com/v1/file..json')).toBe(true);
  });

  it('dot segments in the query string are not path segments', () => {
    expect(allowed('http://127.0.0.1:4011/breweries?path=../x')).toBe(true);
  });
});

describe('checkAllowed: allowlist entries', () => {
  it('an empty allowlist refuses everything', () => {
    expect(checkAllowed('http://127.0.0.1:4011/breweries', []).ok).toBe(false);
  });

  it('normalizes entries with trailing slashes, upper case and default ports', () => {
    const entries: AllowEntry[] = [{ origin: 'HTTPS://Api.Example.com:443', pathPrefix: '/v1/' }];
    expect(checkAllowed('https://api.example.com/v1/pets', entries).ok).toBe(true);
    expect(checkAllowed('https://api.example.com/v2/pets', entries).ok).toBe(false);
  });

  it('ignores malformed entries instead of throwing', () => {
    const entries: AllowEntry[] = [{ origin: 'not a url', pathPrefix: '/' }, brewery];
    expect(checkAllowed('http://127.0.0.1:4011/x', entries).ok).toBe(true);
  });

  it('picks among several prefixes on the same origin', () => {
    const entries: AllowEntry[] = [
      { origin: 'https://h.example', pathPrefix: '/a' },
      { origin: 'https://h.example', pathPrefix: '/b/c' },
    ];
    expect(checkAllowed('https://h.example/b/c/d', entries).ok).toBe(true);
    expect(checkAllowed('https://h.example/b/d', entries).ok).toBe(false);
  });
});

describe('describeAllowlist', () => {
  it('lists base URLs', () => {
    expect(describeAllowlist(list)).toBe('http://127.0.0.1:4011, https://api.example.com/v1');
  });
  it('says when there is none', () => {
    expect(describeAllowlist([])).toContain('none');
  });
});
