import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../sandbox';
import type { ToolHook } from './sandboxConfig';
import type { CatalogClient } from '../hooks/useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { addServer, setServerVariable } from '../../core/openapi';
import { activeSources, extraEnvironment, linkedApis, newExtraApi, promotion, promotionNote, renameProblem, withRemoved } from './apiSet';

const summary = {
  title: 'Beta API', url: 'https://b.example/openapi.json', source: 'https://b.example/openapi.json',
  servers: [{ url: 'https://b.example/v1', level: 'document' }, { url: 'https://eu.b.example/v1', level: 'document' }],
  allowlist: [{ origin: 'https://b.example', pathPrefix: '/v1' }, { origin: 'https://eu.b.example', pathPrefix: '/v1' }],
  securitySchemes: [{ key: 'bearer', type: 'http', scheme: 'bearer' }],
  mock: { allowlist: [], baseUrl: '' },
} as unknown as LoadedSummary;

describe('apiSet', () => {
  it('takes a link\'s server for a new API when its spec declares it, and writes it back only when not the first', () => {
    const plain = newExtraApi('b1', 'beta', summary);
    expect(linkedApis([plain])).toEqual({ moreSpecs: ['https://b.example/openapi.json'], apiServers: null });
    const eu = newExtraApi('b1', 'beta', summary, 'https://eu.b.example/v1');
    expect(extraEnvironment(eu, null, null).summary.servers[0]?.url).toBe('https://eu.b.example/v1');
    expect(linkedApis([eu])).toEqual({ moreSpecs: ['https://b.example/openapi.json'], apiServers: { beta: 'https://eu.b.example/v1' } });
    expect(linkedApis([])).toEqual({ moreSpecs: null, apiServers: null });
  });

  it('sends a further API to its filled-in template or a server added by hand, credentials to its document-level ones only', () => {
    const regional = {
      ...summary,
      servers: [{ url: 'https://us.r.example/v1', template: 'https://{region}.r.example/v1', level: 'document', variables: { region: { default: 'us', enum: ['us', 'eu'] } } }],
      allowlist: [{ origin: 'https://us.r.example', pathPrefix: '/v1' }],
    } as unknown as LoadedSummary;
    const fromLink = newExtraApi('r1', 'regional', regional, 'https://eu.r.example/v1');
    expect(fromLink.choice.values).toEqual({ 'https://{region}.r.example/v1': { region: 'eu' } });
    const api = { ...newExtraApi('r1', 'regional', regional), credentials: { bearer: 'tok' } };
    const eu = extraEnvironment({ ...api, choice: setServerVariable(api.choice, 'https://{region}.r.example/v1', 'region', 'eu') }, null, null);
    expect(eu.summary.servers[0]?.url).toBe('https://eu.r.example/v1');
    expect(eu.summary.allowlist).toEqual([{ origin: 'https://eu.r.example', pathPrefix: '/v1' }]);
    expect(eu.targetAuth.servers).toEqual([{ origin: 'https://eu.r.example', pathPrefix: '/v1' }]);
    const added = { ...api, choice: addServer(api.choice, 'https://staging.r.example/v2') };
    const env = extraEnvironment(added, null, null);
    expect(env.summary.servers.map((s) => s.url)).toEqual(['https://staging.r.example/v2', 'https://us.r.example/v1']);
    expect(env.summary.allowlist).toContainEqual({ origin: 'https://staging.r.example', pathPrefix: '/v2' });
    expect(env.targetAuth.servers).toEqual([{ origin: 'https://us.r.example', pathPrefix: '/v1' }]);
    expect(linkedApis([added]).apiServers).toEqual({ regional: 'https://staging.r.example/v2' });
  });

  it('gives each API its own credentials, and in mock mode asks the catalog for that API by id', async () => {
    const api = { ...newExtraApi('b1', 'beta', summary), credentials: { bearer: 'tok' } };
    const live = extraEnvironment(api, null, { template: 'https://p.example/?u={url}', sendCredentials: false });
    expect(live.targetAuth.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(live.proxy).toBeNull();
    const asked: Array<[MockRequest, unknown, unknown]> = [];
    const catalog = { mockResponse: (req: MockRequest, servers: unknown, id: unknown) => (asked.push([req, servers, id]), Promise.resolve(null)) } as unknown as CatalogClient;
    const mocked = extraEnvironment({ ...api, mock: true, proxy: true }, catalog, { template: 'https://p.example/?u={url}', sendCredentials: false });
    expect(mocked.proxy).not.toBeNull();
    await mocked.mock?.({ method: 'GET', url: 'https://b.example/v1/x', headers: {} });
    expect(asked[0]?.[2]).toBe('b1');
  });

  it('gives an MCP server its tool hook only: no server choice from a link, no credentials, mock or proxy, not a spec link', () => {
    const tools: ToolHook = { annotations: () => undefined, list: () => [], call: () => Promise.resolve({ ok: false, kind: 'network', error: 'x' }) };
    const mcpSummary = { ...summary, url: undefined, securitySchemes: [] } as unknown as LoadedSummary;
    const api = { ...newExtraApi('m1', 'weather', mcpSummary, 'https://eu.b.example/v1', { url: 'http://127.0.0.1:4031/mcp', tools }), mock: true, proxy: true };
    const catalog = { mockResponse: () => Promise.reject(new Error('never asked')) } as unknown as CatalogClient;
    expect(extraEnvironment(api, catalog, { template: 'https://p.example/?u={url}', sendCredentials: true })).toEqual({
      name: 'weather', summary: mcpSummary, targetAuth: {}, mock: null, proxy: null, tools, mcpUrl: 'http://127.0.0.1:4031/mcp',
    });
    expect(linkedApis([api])).toEqual({ moreSpecs: null, apiServers: null });
  });

  it('checks a rename against the other APIs\' names, the first included', () => {
    const first = { id: 'a1', shortName: 'alpha' };
    const extras = [newExtraApi('b1', 'beta', summary)];
    expect(activeSources(first, extras)).toEqual([{ id: 'a1', shortName: 'alpha' }, { id: 'b1', shortName: 'beta' }]);
    expect(renameProblem('b1', 'alpha', first, extras)).toMatch(/already called alpha/);
    expect(renameProblem('b1', 'beta', first, extras)).toBeNull();
    expect(renameProblem('a1', 'Not Valid', first, extras)).toMatch(/lower-case/);
  });

  it('removing the first API promotes the next with its own state, keeps the rest in order and records the first by name', () => {
    const allow = [{ origin: 'https://a.example', pathPrefix: '/v1' }];
    expect(promotion('alpha', allow, [])).toBeNull();
    const eu = { ...newExtraApi('b1', 'beta', summary, 'https://eu.b.example/v1'), credentials: { bearer: 'tok' }, mock: true };
    const gamma = newExtraApi('c1', 'gamma', { ...summary, title: 'Gamma' });
    const moved = promotion('alpha', allow, [eu, gamma]);
    expect(moved?.next).toBe(eu);
    expect(moved?.rest).toEqual([gamma]);
    expect(moved?.gone).toEqual({ name: 'alpha', allowlist: allow });
    expect(linkedApis(moved?.rest ?? [])).toEqual({ moreSpecs: ['https://b.example/openapi.json'], apiServers: null });
    const again = { name: 'alpha', allowlist: [{ origin: 'https://eu.a.example', pathPrefix: '' }] };
    expect(withRemoved([{ name: 'alpha', allowlist: allow }, { name: 'delta', allowlist: [] }], again)).toEqual([{ name: 'delta', allowlist: [] }, again]);
  });

  it('names the proxy when the promoted API had it off while the first API\'s proxy is on', () => {
    const beta = newExtraApi('b1', 'beta', summary);
    expect(promotionNote(beta, false)).toBeNull();
    expect(promotionNote({ ...beta, proxy: true }, true)).toBeNull();
    expect(promotionNote(beta, true)).toMatch(/^beta is now the first API, so its live requests go through the CORS proxy/);
  });
});
