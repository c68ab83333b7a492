import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../sandbox';
import type { ToolHook } from './sandboxConfig';
import type { CatalogClient } from '../hooks/useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { addServer, setServerVariable } from '../../core/openapi';
import { NO_SERVER_CHOICE } from '../../core/openapi';
import { entryEnvironment, firstRemovalNote, linkedApis, linkedServerSettings, newEntry, removedApi, withRemoved, type SourceEntry } from './apiSet';

const summary = {
  title: 'Beta API', url: 'https://b.example/openapi.json', source: 'https://b.example/openapi.json',
  servers: [{ url: 'https://b.example/v1', level: 'document' }, { url: 'https://eu.b.example/v1', level: 'document' }],
  allowlist: [{ origin: 'https://b.example', pathPrefix: '/v1' }, { origin: 'https://eu.b.example', pathPrefix: '/v1' }],
  securitySchemes: [{ key: 'bearer', type: 'http', scheme: 'bearer' }],
  mock: { allowlist: [], baseUrl: '' },
} as unknown as LoadedSummary;

/** A source added beside the first, with a link's server when its spec declares it. */
const added = (id: string, name: string, s: LoadedSummary, linkServer?: string, mcp?: SourceEntry['mcp']): SourceEntry =>
  newEntry(id, name, s, linkedServerSettings(s, linkServer, false), mcp);
const further = (e: SourceEntry, catalog: CatalogClient | null, proxy: Parameters<typeof entryEnvironment>[3]) => entryEnvironment(e, false, catalog, proxy);
const set = (e: SourceEntry, change: Partial<SourceEntry['settings']>): SourceEntry => ({ ...e, settings: { ...e.settings, ...change } });

describe('apiSet', () => {
  it('takes a link\'s server for a new API when its spec declares it, and writes it back only when not the first', () => {
    const plain = added('b1', 'beta', summary);
    expect(linkedApis([plain])).toEqual({ moreSpecs: ['https://b.example/openapi.json'], apiServers: null });
    const eu = added('b1', 'beta', summary, 'https://eu.b.example/v1');
    expect(further(eu, null, null).summary.servers[0]?.url).toBe('https://eu.b.example/v1');
    expect(linkedApis([eu])).toEqual({ moreSpecs: ['https://b.example/openapi.json'], apiServers: { beta: 'https://eu.b.example/v1' } });
    expect(linkedApis([])).toEqual({ moreSpecs: null, apiServers: null });
  });

  it('sends a further API to its filled-in template or a server added by hand, credentials to its document-level ones only', () => {
    const regional = {
      ...summary,
      servers: [{ url: 'https://us.r.example/v1', template: 'https://{region}.r.example/v1', level: 'document', variables: { region: { default: 'us', enum: ['us', 'eu'] } } }],
      allowlist: [{ origin: 'https://us.r.example', pathPrefix: '/v1' }],
    } as unknown as LoadedSummary;
    const fromLink = added('r1', 'regional', regional, 'https://eu.r.example/v1');
    expect(fromLink.settings.choice.values).toEqual({ 'https://{region}.r.example/v1': { region: 'eu' } });
    const api = set(added('r1', 'regional', regional), { credentials: { bearer: 'tok' } });
    const eu = further(set(api, { choice: setServerVariable(api.settings.choice, 'https://{region}.r.example/v1', 'region', 'eu') }), null, null);
    expect(eu.summary.servers[0]?.url).toBe('https://eu.r.example/v1');
    expect(eu.summary.allowlist).toEqual([{ origin: 'https://eu.r.example', pathPrefix: '/v1' }]);
    expect(eu.targetAuth.servers).toEqual([{ origin: 'https://eu.r.example', pathPrefix: '/v1' }]);
    const staged = set(api, { choice: addServer(api.settings.choice, 'https://staging.r.example/v2') });
    const env = further(staged, null, null);
    expect(env.summary.servers.map((s) => s.url)).toEqual(['https://staging.r.example/v2', 'https://us.r.example/v1']);
    expect(env.summary.allowlist).toContainEqual({ origin: 'https://staging.r.example', pathPrefix: '/v2' });
    expect(env.targetAuth.servers).toEqual([{ origin: 'https://us.r.example', pathPrefix: '/v1' }]);
    expect(linkedApis([staged]).apiServers).toEqual({ regional: 'https://staging.r.example/v2' });
  });

  it('gives each API its own credentials, and in mock mode asks the catalog for that API by id', async () => {
    const api = set(added('b1', 'beta', summary), { credentials: { bearer: 'tok' } });
    const live = further(api, null, { template: 'https://p.example/?u={url}', sendCredentials: false });
    expect(live.targetAuth.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(live.proxy).toBeNull();
    const asked: Array<[MockRequest, unknown, unknown]> = [];
    const catalog = { mockResponse: (req: MockRequest, servers: unknown, id: unknown) => (asked.push([req, servers, id]), Promise.resolve(null)) } as unknown as CatalogClient;
    const mocked = further(set(api, { mock: true, proxy: true }), catalog, { template: 'https://p.example/?u={url}', sendCredentials: false });
    expect(mocked.proxy).not.toBeNull();
    await mocked.mock?.({ method: 'GET', url: 'https://b.example/v1/x', headers: {} });
    expect(asked[0]?.[2]).toBe('b1');
  });

  it('gives an MCP server its tool hook only: no server choice from a link, no credentials, mock or proxy, not a spec link', () => {
    const tools: ToolHook = { annotations: () => undefined, list: () => [], call: () => Promise.resolve({ ok: false, kind: 'network', error: 'x' }) };
    const mcpSummary = { ...summary, url: undefined, securitySchemes: [] } as unknown as LoadedSummary;
    const api = set(added('m1', 'weather', mcpSummary, 'https://eu.b.example/v1', { url: 'http://127.0.0.1:4031/mcp', tools }), { mock: true, proxy: true });
    const catalog = { mockResponse: () => Promise.reject(new Error('never asked')) } as unknown as CatalogClient;
    expect(further(api, catalog, { template: 'https://p.example/?u={url}', sendCredentials: true })).toEqual({
      name: 'weather', summary: mcpSummary, targetAuth: {}, mock: null, proxy: null, tools, mcpUrl: 'http://127.0.0.1:4031/mcp',
    });
    expect(linkedApis([api])).toEqual({ moreSpecs: null, apiServers: null });
  });

  it('gives the first source the request settings\' proxy, the others theirs by their toggle', () => {
    const proxy = { template: 'https://p.example/?u={url}', sendCredentials: false };
    const beta = added('b1', 'beta', summary);
    expect(entryEnvironment(beta, true, null, proxy).proxy).toBe(proxy);
    expect(entryEnvironment(beta, false, null, proxy).proxy).toBeNull();
    expect(entryEnvironment(set(beta, { proxy: true }), false, null, proxy).proxy).toBe(proxy);
  });

  it('keeps a link\'s undeclared server pending for the first source only', () => {
    expect(linkedServerSettings(summary, 'https://other.example/v1', true)).toEqual({ choice: NO_SERVER_CHOICE, pending: 'https://other.example/v1' });
    expect(linkedServerSettings(summary, 'https://other.example/v1', false)).toEqual({ choice: NO_SERVER_CHOICE, pending: null });
    expect(linkedServerSettings(summary, undefined, true)).toEqual({ choice: NO_SERVER_CHOICE, pending: null });
  });

  it('records a removed source by name with its declared and chosen servers, a name removed again once', () => {
    const eu = set(added('b1', 'beta', summary), { choice: addServer(NO_SERVER_CHOICE, 'https://x.b.example/v1') });
    expect(removedApi(eu).allowlist).toEqual([...summary.allowlist, { origin: 'https://x.b.example', pathPrefix: '/v1' }]);
    const allow = [{ origin: 'https://a.example', pathPrefix: '/v1' }];
    const again = { name: 'alpha', allowlist: [{ origin: 'https://eu.a.example', pathPrefix: '' }] };
    expect(withRemoved([{ name: 'alpha', allowlist: allow }, { name: 'delta', allowlist: [] }], again)).toEqual([{ name: 'delta', allowlist: [] }, again]);
  });

  it('names the proxy when the new first source had it off while the request settings\' proxy is on', () => {
    const beta = added('b1', 'beta', summary);
    expect(firstRemovalNote(beta, false)).toBeNull();
    expect(firstRemovalNote(set(beta, { proxy: true }), true)).toBeNull();
    expect(firstRemovalNote(beta, true)).toMatch(/^beta is now the first API, so its live requests go through the CORS proxy/);
  });
});
