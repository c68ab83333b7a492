// Every fixed port the e2e servers listen on must be one a browser may fetch: the Fetch standard refuses its "bad
// ports" (4045, 6000, 6665…) before sending anything, and Chromium fails such a request with net::ERR_UNSAFE_PORT.
// Node's fetch implements the same list: a bad port fails with "bad port", any other reaches the dispatcher given here,
// which refuses to send (nothing touches the network).
import { describe, expect, it } from 'vitest';
import config from '../playwright.config';
import * as ports from '../e2e/servers/ports';

const notSent = { dispatch: () => { throw new Error('not sent'); } };

/** Why fetch refused the port before sending anything ("bad port"), or null when it would have sent the request. */
async function refusal(port: number): Promise<string | null> {
  const init = { dispatcher: notSent } as RequestInit;
  const err = await fetch(`http://127.0.0.1:${port}/`, init).then(() => null, (e: unknown) => e);
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
  return cause === 'not sent' ? null : cause;
}

const declared = Object.entries(ports).flatMap(([name, value]) => {
  if (typeof value === 'number' && /PORT/.test(name)) return [[name, value] as const];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (typeof v === 'number' ? [[`${name}.${k}`, v] as const] : []));
  return [];
});
const servers = [config.webServer ?? []].flat().flatMap((s) => (s.url ? [[s.url, Number(new URL(s.url).port)] as const] : []));

describe('e2e server ports', () => {
  it('finds the ports (ports.ts and playwright.config.ts)', () => {
    expect(declared.length).toBeGreaterThan(5);
    expect(servers.length).toBeGreaterThan(3);
  });

  it.each([...declared, ...servers])('%s (%i) is a port a browser may fetch', async (_name, port) => {
    expect(await refusal(port)).toBeNull();
  });
});
