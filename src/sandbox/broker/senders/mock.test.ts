import { describe, expect, it, vi } from 'vitest';
import type { MockHook, OneApiConfig } from '../../contract';
import { createBroker } from '../dispatch';

const BASE = 'http://api.example.com/v1';

function setup(extra: Partial<OneApiConfig> = {}) {
  const fetch = vi.fn(() => Promise.resolve(new Response('live')));
  const mock = vi.fn<MockHook>((req) => Promise.resolve({
    status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], note: 'mock: listItems (sample)',
    body: new TextEncoder().encode(JSON.stringify({ echoed: req.url, headers: req.headers })),
  }));
  const config: OneApiConfig = {
    allowlist: [{ origin: 'http://api.example.com', pathPrefix: '/v1' }], baseUrl: BASE, mock,
    auth: { headers: { Authorization: 'Bearer secret' }, servers: [{ origin: 'http://api.example.com', pathPrefix: '/v1' }] },
    ...extra,
  };
  return { broker: createBroker(config, { fetch, pageProtocol: 'https:' }), fetch, mock };
}

describe('broker in mock mode', () => {
  it('answers allowed requests from the mock, without network, credentials or the mixed-content refusal', async () => {
    const { broker, fetch, mock } = setup();
    const { reply, log } = await broker.request({ method: 'GET', url: `${BASE}/items`, headers: { Accept: 'application/json' } });
    expect(reply).toMatchObject({ ok: true, status: 200, url: `${BASE}/items` });
    expect(log).toMatchObject({ source: 'mock', allowed: true, status: 200, reason: 'mock: listItems (sample)' });
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.stringify(mock.mock.calls)).not.toContain('secret');
  });

  it('still applies the allowlist and the request policy first', async () => {
    const { broker, mock } = setup({ requests: { policy: 'read-only' } });
    expect((await broker.request({ method: 'GET', url: 'http://api.example.com/admin', headers: {} })).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect((await broker.request({ method: 'POST', url: `${BASE}/items`, headers: {}, body: '{}' })).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(mock).not.toHaveBeenCalled();
  });

  it('a failing mock is a failed request, never a throw', async () => {
    const { broker } = setup({ mock: () => Promise.reject(new Error('worker gone')) });
    const { reply } = await broker.request({ method: 'GET', url: `${BASE}/items`, headers: {} });
    expect(reply).toMatchObject({ ok: false, kind: 'network', error: 'Mock mode could not answer: worker gone' });
  });
});
