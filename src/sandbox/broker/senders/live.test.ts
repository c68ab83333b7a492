import { describe, expect, it, vi } from 'vitest';
import type { OneApiConfig } from '../../contract';
import { createBroker } from '../dispatch';

// A failed fetch as the browser reports it: a bare TypeError, whether the port was refused or nothing answered.
function failing(origin: string, proxy?: OneApiConfig['proxy']) {
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const config: OneApiConfig = { allowlist: [{ origin, pathPrefix: '/' }], baseUrl: origin, ...(proxy ? { proxy } : {}) };
  return createBroker(config, { fetch, pageProtocol: 'http:' });
}

describe('a live request the browser refused', () => {
  it('names a port browsers block (a bad port) and what to do, instead of "down or CORS"', async () => {
    const { reply } = await failing('http://127.0.0.1:6000').request({ method: 'GET', url: 'http://127.0.0.1:6000/things', headers: {} });
    expect(!reply.ok && reply.error).toMatch(/refuses to connect to port 6000 at all \(127\.0\.0\.1:6000\).*another port/);
  });

  it('through a CORS proxy the port that counts is the proxy\'s, which the browser fetches', async () => {
    const viaProxy = failing('http://127.0.0.1:6000', { template: 'http://127.0.0.1:8080/?url={url}', sendCredentials: false });
    const { reply } = await viaProxy.request({ method: 'GET', url: 'http://127.0.0.1:6000/things', headers: {} });
    expect(!reply.ok && reply.error).toMatch(/through the CORS proxy/);
    const blockedProxy = failing('http://127.0.0.1:8081', { template: 'http://127.0.0.1:6667/?url={url}', sendCredentials: false });
    const second = await blockedProxy.request({ method: 'GET', url: 'http://127.0.0.1:8081/things', headers: {} });
    expect(!second.reply.ok && second.reply.error).toMatch(/port 6667/);
  });
});
