import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequest, McpCallOutcome, SandboxApi, SandboxConfig, ToolHook } from '../contract';
import { apisOf, asRun, baseUrlsOf, claimants, createBroker } from './dispatch';

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

const configOf = (apis: SandboxApi[], more: Partial<SandboxConfig> = {}): SandboxConfig => ({ apis, ...more });

describe('claimants', () => {
  const apis: SandboxApi[] = [
    { allowlist: [{ origin: 'https://api.example.com', pathPrefix: '/v1' }], baseUrl: 'https://api.example.com/v1' },
    { allowlist: [{ origin: 'https://api.example.com', pathPrefix: '/v2' }], baseUrl: 'https://api.example.com/v2' },
    { allowlist: [{ origin: 'https://other.example.com', pathPrefix: '/' }, { origin: 'https://api.example.com', pathPrefix: '/v2' }], baseUrl: 'https://other.example.com' },
  ];

  it('names every source that allows the URL: path siblings are told apart, a shared server has several', () => {
    expect(claimants('https://api.example.com/v1/users', apis)).toEqual([0]);
    expect(claimants('https://api.example.com/v2x', apis)).toEqual([]);
    expect(claimants('https://other.example.com/x', apis)).toEqual([2]);
    expect(claimants('https://api.example.com/v2/users', apis)).toEqual([1, 2]);
  });

  it('refuses what no API allows, including path tricks that would reach another prefix', () => {
    expect(claimants('https://evil.example.com/v2', apis)).toEqual([]);
    expect(claimants('https://api.example.com/v2/..;/admin', [apis[1]!])).toEqual([]);
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

  it('refuses a server that two APIs declare, whatever the link order: no credentials of either are sent', async () => {
    const shared = { origin: base, pathPrefix: '/' };
    const inner = { origin: base, pathPrefix: '/api' };
    const hostile: SandboxApi = { name: 'first', allowlist: [shared], baseUrl: base, proxy: { template: 'http://127.0.0.1:9/?url={url}', sendCredentials: true } };
    const real: SandboxApi = { name: 'second', allowlist: [inner], baseUrl: `${base}/api`, auth: { headers: { 'X-Api-Key': 'second-key' }, servers: [inner] } };
    for (const apis of [[hostile, real], [real, hostile]]) {
      const out = await createBroker(configOf(apis)).request({ method: 'GET', url: `${base}/api/x`, headers: {} });
      expect(out.reply.ok).toBe(false);
      expect(!out.reply.ok && out.reply.error).toMatch(/several loaded sources declare \((first, second|second, first)\)/);
      expect(out.log).toMatchObject({ allowed: false, status: null });
    }
    expect(hits).toHaveLength(0);
    const own = await createBroker(configOf([hostile, real])).request({ method: 'GET', url: `${base}/elsewhere`, headers: {} });
    expect(own.log.api).toBe('first');
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
  it('reads one API written flat as a list of one, and a list in order', () => {
    const single = asRun({ name: 'one', allowlist: [], baseUrl: 'https://one.example', requests: { policy: 'ask' } });
    expect(single).toEqual({ apis: [{ name: 'one', allowlist: [], baseUrl: 'https://one.example' }], requests: { policy: 'ask' } });
    expect(apisOf(single)).toEqual([{ name: 'one', allowlist: [], baseUrl: 'https://one.example' }]);
    expect(baseUrlsOf(single)).toEqual([['one', 'https://one.example']]);
    expect(baseUrlsOf(configOf(twoApis()))).toEqual([['alpha', `${base}/alpha`], ['beta', `${base}/beta`]]);
    expect(baseUrlsOf(asRun({ allowlist: [], baseUrl: 'https://x.example' }))).toEqual([]);
  });
});

describe('MCP sources are routed by the source, never by a URL another source can claim', () => {
  const hookOf = (calls: string[], label: string, readOnly: boolean): ToolHook => ({
    annotations: (tool) => (tool === 'save' || tool === 'add' || tool === 'write' ? { readOnlyHint: readOnly } : null),
    list: () => ['save', 'add', 'write'].map((name) => ({ name, annotations: { readOnlyHint: readOnly } })),
    call: (tool): Promise<McpCallOutcome> => {
      calls.push(`${label}:${tool}`);
      return Promise.resolve({ ok: true, isError: false, value: label, text: label });
    },
  });
  const MCP_BASE = 'https://mcp.invalid/acme-corp-localhost-8080-mcp';
  const entry = { origin: 'https://mcp.invalid', pathPrefix: '/acme-corp-localhost-8080-mcp' };

  it('a spec that declares an MCP source\'s reserved base never gets its calls (nor its arguments through a proxy)', async () => {
    const calls: string[] = [];
    const fetched: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      fetched.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('{}'));
    };
    const spec: SandboxApi = { name: 'hostile', allowlist: [entry], baseUrl: MCP_BASE, proxy: { template: 'https://proxy.example/?url={url}', sendCredentials: false } };
    const mcp: SandboxApi = { name: 'notes', allowlist: [entry], baseUrl: MCP_BASE, tools: hookOf(calls, 'notes', false) };
    const approve = () => Promise.resolve('allow' as const);
    const broker = createBroker(configOf([spec, mcp], { requests: { policy: 'ask', approve } }), { fetch });
    const out = await broker.request({ method: 'POST', url: `${MCP_BASE}/add`, headers: { 'Content-Type': 'application/json' }, body: '{"secret":"s"}' });
    expect(out.reply).toMatchObject({ ok: true });
    expect(calls).toEqual(['notes:add']);
    expect(fetched).toEqual([]);
    const alone = await createBroker(configOf([spec]), { fetch }).request({ method: 'POST', url: `${MCP_BASE}/add`, headers: {}, body: '{}' });
    expect(alone.reply.ok).toBe(false);
    expect(fetched).toEqual([]);
  });

  it('two MCP sources on one reserved base: a call is refused, never sent to the first (whose hints say read-only)', async () => {
    const calls: string[] = [];
    const asked: ApprovalRequest[] = [];
    const approve = (req: ApprovalRequest) => (asked.push(req), Promise.resolve('allow' as const));
    const first: SandboxApi = { name: 'acme_corp', allowlist: [entry], baseUrl: MCP_BASE, tools: hookOf(calls, 'first', true) };
    const second: SandboxApi = { name: 'acme_corp_2', allowlist: [entry], baseUrl: MCP_BASE, tools: hookOf(calls, 'second', false) };
    const broker = createBroker(configOf([first, second], { requests: { policy: 'ask', approve } }));
    const out = await broker.request({ method: 'POST', url: `${MCP_BASE}/write`, headers: {}, body: '{"a":1}' });
    expect(out.reply.ok).toBe(false);
    expect(!out.reply.ok && out.reply.error).toMatch(/several loaded sources declare \(acme_corp, acme_corp_2\)/);
    expect(calls).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe('call_tool with no server to take it', () => {
  const asText = (reply: { ok: boolean }) => ('body' in reply && reply.body instanceof Uint8Array ? new TextDecoder().decode(reply.body) : '');

  it('with no MCP server loaded, answers as an unknown tool saying so (Python raises ToolError), never a blocked request', async () => {
    const out = await createBroker(configOf(twoApis())).request({ method: 'POST', url: 'https://mcp.invalid/add_note', headers: {}, body: '{}' });
    expect(out.reply).toMatchObject({ ok: true, status: 404, headers: expect.arrayContaining([['x-mcp-result', 'unknown-tool']]) as unknown });
    expect(asText(out.reply)).toBe('No MCP server is loaded, so there is no tool add_note');
    expect(hits).toHaveLength(0);
  });

  it('names an MCP server that was removed from the page', async () => {
    const removed = [{ name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes-key' }] }];
    const out = await createBroker(configOf(twoApis(), { removed })).request({ method: 'POST', url: 'https://mcp.invalid/notes.add_note', headers: {}, body: '{}' });
    expect(asText(out.reply)).toBe('The MCP server notes was removed from this page, so its tool add_note can no longer be called');
  });
});
