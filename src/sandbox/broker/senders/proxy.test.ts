import { describe, expect, it, vi } from 'vitest';
import type { OneApiConfig } from '../../contract';
import { createBroker } from '../dispatch';
import { proxyProblem } from '../../../core/proxy';

const API = 'https://api.example.com';
const PROXY = 'https://proxy.example.net/fetch?url={url}';

function setup(proxy: OneApiConfig['proxy'], fail = false) {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), headers: new Headers(init?.headers) });
    return fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('{}'));
  });
  const config: OneApiConfig = {
    allowlist: [{ origin: API, pathPrefix: '/v1' }], baseUrl: `${API}/v1`,
    auth: { headers: { Authorization: 'Bearer s3cret' }, query: { key: 'k3y' }, servers: [{ origin: API, pathPrefix: '/v1' }] },
    ...(proxy ? { proxy } : {}),
  };
  return { broker: createBroker(config, { fetch, pageProtocol: 'https:' }), calls };
}

describe('CORS proxy', () => {
  it('validates the template', () => {
    expect(proxyProblem(PROXY)).toBeNull();
    expect(proxyProblem('https://proxy.example.net/')).toMatch(/\{url\}/);
    expect(proxyProblem('proxy/{url}')).toMatch(/absolute/);
    expect(proxyProblem('ftp://p/{url}')).toMatch(/http/);
  });

  it('checks the allowlist on the target, then fetches through the proxy without credentials unless ticked', async () => {
    const { broker, calls } = setup({ template: PROXY, sendCredentials: false });
    expect((await broker.request({ method: 'GET', url: `${API}/admin`, headers: {} })).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect((await broker.request({ method: 'GET', url: 'https://proxy.example.net/fetch?url=x', headers: {} })).reply).toMatchObject({ ok: false, kind: 'denied' });
    const { reply, log } = await broker.request({ method: 'GET', url: `${API}/v1/things?q=1`, headers: { Accept: 'application/json' } });
    expect(reply).toMatchObject({ ok: true, url: `${API}/v1/things?q=1` });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://proxy.example.net/fetch?url=${encodeURIComponent(`${API}/v1/things?q=1`)}`);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(log.reason).toBe('via the CORS proxy https://proxy.example.net (without the API credentials)');
  });

  it('sends the credentials through the proxy when the user ticked the box', async () => {
    const { broker, calls } = setup({ template: PROXY, sendCredentials: true });
    await broker.request({ method: 'GET', url: `${API}/v1/things`, headers: {} });
    expect(calls[0]?.url).toBe(`https://proxy.example.net/fetch?url=${encodeURIComponent(`${API}/v1/things?key=k3y`)}`);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer s3cret');
  });

  it('a failed live request names mock mode and the proxy setting; through a proxy it names the proxy', async () => {
    const live = await setup(undefined, true).broker.request({ method: 'GET', url: `${API}/v1/things`, headers: {} });
    expect(!live.reply.ok && live.reply.error).toMatch(/CORS.*Mock from spec.*CORS proxy/);
    const proxied = await setup({ template: PROXY, sendCredentials: false }, true).broker.request({ method: 'GET', url: `${API}/v1/things`, headers: {} });
    expect(!proxied.reply.ok && proxied.reply.error).toMatch(/through the CORS proxy https:\/\/proxy\.example\.net/);
  });
});
