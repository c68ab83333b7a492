import { describe, expect, it } from 'vitest';
import { BAD_PORTS, blockedPort, isBadPort } from './badPorts';

// Node's fetch implements the standard's list: a bad port fails with "bad port"; any other reaches this dispatcher,
// which refuses to send (nothing touches the network).
const notSent = { dispatch: () => { throw new Error('not sent'); } };
async function nodeRefuses(port: number): Promise<boolean> {
  const err = await fetch(`http://127.0.0.1:${port}/`, { dispatcher: notSent } as RequestInit).then(() => null, (e: unknown) => e);
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
  if (cause !== 'bad port' && cause !== 'not sent') throw new Error(`unexpected: ${cause}`);
  return cause === 'bad port';
}

describe('the Fetch standard\'s bad ports', () => {
  it('is the list Node\'s fetch refuses: every port on it, and none of its neighbours off it', async () => {
    const neighbours = [...new Set(BAD_PORTS.flatMap((p) => [p - 1, p + 1]))].filter((p) => p > 0 && !isBadPort(p));
    const checked = [...BAD_PORTS, ...neighbours, 80, 443, 3000, 4031, 8080];
    const refused = await Promise.all(checked.map(nodeRefuses));
    expect(checked.filter((_, i) => refused[i])).toEqual([...BAD_PORTS]);
  });

  it('finds the blocked port in an http(s) URL; no port written (80, 443), other schemes or no URL are not blocked', () => {
    expect(blockedPort('http://127.0.0.1:6000/mcp')).toBe(6000);
    expect(blockedPort(new URL('https://mcp.example.com:5060/'))).toBe(5060);
    expect(blockedPort('http://localhost:10080')).toBe(10080);
    expect(blockedPort('http://127.0.0.1:6670/mcp')).toBeUndefined();
    expect(blockedPort('https://mcp.example.com/mcp')).toBeUndefined();
    expect(blockedPort('ws://127.0.0.1:6000/')).toBeUndefined();
    expect(blockedPort('not a url')).toBeUndefined();
  });
});
