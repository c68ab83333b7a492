// Every fixed port the e2e servers listen on must be one a browser may fetch: the Fetch standard refuses its "bad
// ports" (4045, 6000, 6665…) before sending anything, and Chromium fails such a request with net::ERR_UNSAFE_PORT.
// The list is the page's own (src/core/net/badPorts.ts, itself checked against Node's fetch).
import { describe, expect, it } from 'vitest';
import config from '../playwright.config';
import * as ports from '../e2e/servers/ports';
import { isBadPort } from '../src/core/net';

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

  it.each([...declared, ...servers])('%s (%i) is a port a browser may fetch', (_name, port) => {
    expect(isBadPort(port)).toBe(false);
  });
});
