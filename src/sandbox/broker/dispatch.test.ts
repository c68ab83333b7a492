import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequest, SandboxApi, SandboxConfig } from '../contract';
import { apisOf, attributeRequest, baseUrlsOf, createBroker } from './dispatch';

interface Hit { method: string; url: string; headers: http.IncomingHttpHeaders }

const hits: Hit[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => (hits.length = 0));

/** Two APIs on one host: `alpha` under /alpha with an API key header, `beta` under /beta with a bearer token. */
function twoApis(extra: Partial<Record<'alpha' | 'beta', Partial<SandboxApi>>> = {}): SandboxApi[] {
  const alpha = { origin: base, pathPrefix: '/alpha' };
  const beta = { origin: base, pathPrefix: '/beta' };
  return [
    { name: 'alpha', allowlist: [alpha], baseUrl: `${base}/alpha`, auth: { headers: { 'X-Api-Key': 'alpha-key' }, servers: [alpha] }, ...extra.alpha },
    { name: 'beta', allowlist: [beta], baseUrl: `${base}/beta`, auth: { headers: { Authorization: 'Bearer beta-token' }, servers: [beta] }, ...extra.beta },
  ];
}

const configOf = (apis: SandboxApi[], more: Partial<SandboxConfig> = {}): SandboxConfig => ({ ...apis[0]!, apis, ...more });

describe('attributeRequest', () => {
  const apis = [
    { allowlist: [{ origin: 'https://api.example.com', pathPrefix: '/' }] },
    { allowlist: [{ origin: 'https://api.example.com', pathPrefix: '/v2' }] },
    { allowlist: [{ origin: 'https://other.example.com', pathPrefix: '/' }, { origin: 'https://api.example.com', pathPrefix: '/v2' }] },
  ];

  it('gives a request to the API with the longest matching path prefix, whatever the order', () => {
    expect(attributeRequest('https://api.example.com/v2/users', apis)).toBe(1);
    expect(attributeRequest('https://api.example.com/v2/users', [apis[1]!, apis[0]!])).toBe(0);
    expect(attributeRequest('https://api.example.com/v1/users', apis)).toBe(0);
    expect(attributeRequest('https://api.example.com/v2x', apis)).toBe(0);
    expect(attributeRequest('https://other.example.com/x', apis)).toBe(2);
  });

  it('refuses what no API allows, including path tricks that would reach another prefix', () => {
    expect(attributeRequest('https://evil.example.com/v2', apis)).toBe(-1);
    expect(attributeRequest('https://api.example.com/v2/..;/admin', [apis[1]!])).toBe(-1);
  });
});

describe('createBroker with several APIs', () => {
  it('sends each API only its own credentials and names the API in the log', async () => {
    const broker = createBroker(configOf(twoApis()));
    const a = await broker.request({ method: 'GET', url: `${base}/alpha/items`, headers: {} });
    const b = await broker.request({ method: 'GET', url: `${base}/beta/items`, headers: {} });
    expect(a.reply.ok && b.reply.ok).toBe(true);
    expect(a.log).toMatchObject({ api: 'alpha', allowed: true, status: 200 });
    expect(b.log).toMatchObject({ api: 'beta', allowed: true, status: 200 });
    expect(hits[0]?.headers['x-api-key']).toBe('alpha-key');
    expect(hits[0]?.headers.authorization).toBeUndefined();
    expect(hits[1]?.headers.authorization).toBe('Bearer beta-token');
    expect(hits[1]?.headers['x-api-key']).toBeUndefined();
  });

  it('never hands an API credentials confirmed only for another, even on a shared entry', async () => {
    const shared = { origin: base, pathPrefix: '/' };
    const apis: SandboxApi[] = [
      { name: 'first', allowlist: [shared], baseUrl: base },
      { name: 'second', allowlist: [shared], baseUrl: base, auth: { headers: { 'X-Api-Key': 'second-key' }, servers: [shared] } },
    ];
    const out = await createBroker(configOf(apis)).request({ method: 'GET', url: `${base}/x`, headers: {} });
    expect(out.log.api).toBe('first');
    expect(hits[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('denies other servers with the union of the allowed bases, naming no API', async () => {
    const out = await createBroker(configOf(twoApis())).request({ method: 'GET', url: `${base}/gamma`, headers: {} });
    expect(out.reply.ok).toBe(false);
    expect(!out.reply.ok && out.reply.error).toContain(`${base}/alpha, ${base}/beta`);
    expect(out.log.api).toBeUndefined();
    expect(hits).toHaveLength(0);
  });

  it('answers a mocked API from its spec while the other is called live', async () => {
    const mocked: string[] = [];
    const mock = (req: { url: string }) => {
      mocked.push(req.url);
      return Promise.resolve({ status: 200, statusText: 'OK', headers: [] as Array<[string, string]>, body: new TextEncoder().encode('{}'), note: 'GET /items' });
    };
    const broker = createBroker(configOf(twoApis({ alpha: { mock } })));
    const a = await broker.request({ method: 'GET', url: `${base}/alpha/items`, headers: {} });
    const b = await broker.request({ method: 'GET', url: `${base}/beta/items`, headers: {} });
    expect(a.log).toMatchObject({ api: 'alpha', source: 'mock' });
    expect(b.log).toMatchObject({ api: 'beta', source: 'live' });
    expect(mocked).toEqual([`${base}/alpha/items`]);
    expect(hits.map((h) => h.url)).toEqual(['/beta/items']);
  });

  it('asks about a write with the name of the API it goes to', async () => {
    const asked: ApprovalRequest[] = [];
    const approve = (req: ApprovalRequest) => {
      asked.push(req);
      return Promise.resolve('allow' as const);
    };
    const broker = createBroker(configOf(twoApis(), { requests: { policy: 'ask', approve } }));
    await broker.request({ method: 'POST', url: `${base}/beta/items`, headers: {}, body: '{"a":1}' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ api: 'beta', method: 'POST' });
    expect(JSON.stringify(asked[0])).not.toContain('beta-token');
  });

  it('names no API when only one is loaded (approvals and the log look as before)', async () => {
    const asked: ApprovalRequest[] = [];
    const approve = (req: ApprovalRequest) => {
      asked.push(req);
      return Promise.resolve('allow' as const);
    };
    const out = await createBroker(configOf(twoApis().slice(0, 1), { requests: { policy: 'ask', approve } }))
      .request({ method: 'POST', url: `${base}/alpha/items`, headers: {}, body: '{}' });
    expect(out.log.status).toBe(200);
    expect(out.log.api).toBeUndefined();
    expect(asked[0]?.api).toBeUndefined();
    expect(hits[0]?.headers['x-api-key']).toBe('alpha-key');
  });

  it('refuses a removed API by name, sending nothing', async () => {
    const [alpha, beta] = twoApis();
    const broker = createBroker(configOf([alpha!], { removed: [{ name: 'beta', allowlist: beta!.allowlist }] }));
    const out = await broker.request({ method: 'GET', url: `${base}/beta/items`, headers: {} });
    expect(out.reply.ok).toBe(false);
    expect(!out.reply.ok && out.reply.error).toMatch(/the API beta was removed/);
    expect(out.log).toMatchObject({ allowed: false, status: null });
    expect(hits).toHaveLength(0);
  });
});

describe('apisOf and baseUrlsOf', () => {
  it('reads one API from the config fields and several from apis, in order', () => {
    const single: SandboxConfig = { name: 'one', allowlist: [], baseUrl: 'https://one.example' };
    expect(apisOf(single)).toEqual([{ name: 'one', allowlist: [], baseUrl: 'https://one.example' }]);
    expect(baseUrlsOf(single)).toEqual([['one', 'https://one.example']]);
    expect(baseUrlsOf(configOf(twoApis()))).toEqual([['alpha', `${base}/alpha`], ['beta', `${base}/beta`]]);
    expect(baseUrlsOf({ allowlist: [], baseUrl: 'https://x.example' })).toEqual([]);
  });
});
