import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LoadPhase } from '../../core/openapi';
import { createCatalogService } from './catalogService';

const fixture = (name: string) => readFileSync(new URL(`../../core/openapi/__fixtures__/${name}`, import.meta.url), 'utf8');
const brewery = fixture('openbrewerydb.openapi.yaml');

function fakeFetch(routes: Record<string, () => Promise<Response> | Response>): typeof fetch {
  return ((input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const route = routes[url];
    return Promise.resolve(route ? route() : new Response('Not Found', { status: 404, statusText: 'Not Found' }));
  });
}

describe('catalog service (the catalog worker API)', () => {
  it('answers mock requests from the active spec, at its servers and at the reserved mock origin', async () => {
    const service = createCatalogService();
    await expect(service.mockResponse({ method: 'GET', url: 'https://api.openbrewerydb.org/v1/breweries', headers: {} }, [])).rejects.toThrow(/No spec/);
    const outcome = await service.load({ kind: 'text', text: brewery, name: 'obdb.yaml' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.summary.mock).toEqual({ baseUrl: 'https://api.openbrewerydb.org/v1', allowlist: outcome.summary.allowlist });
    const live = await service.mockResponse({ method: 'GET', url: 'https://api.openbrewerydb.org/v1/breweries/random', headers: {} }, outcome.summary.allowlist);
    expect(live.status).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(live.body))).toHaveProperty('id');
    const reserved = await service.mockResponse({ method: 'GET', url: 'https://mock.invalid/v1/nothing', headers: {} }, outcome.summary.allowlist);
    expect(reserved.status).toBe(404);
  });

  it('keeps mocked writes for the active spec until mockReset', async () => {
    const service = createCatalogService();
    await service.mockReset();
    const outcome = await service.load({ kind: 'text', text: fixture('petstore3.openapi.yaml'), name: 'petstore.yaml' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const base = outcome.summary.mock.baseUrl;
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await service.mockResponse({ method, url: `${base}${path}`, headers: { 'content-type': 'application/json' }, ...(body ? { body: new TextEncoder().encode(JSON.stringify(body)) } : {}) }, outcome.summary.mock.allowlist);
      return JSON.parse(new TextDecoder().decode(res.body)) as unknown;
    };
    const names = async () => ((await send('GET', '/pet/findByStatus?status=sold')) as Array<{ name: string }>).map((p) => p.name);
    await send('POST', '/pet', { name: 'Written', photoUrls: [], status: 'sold' });
    expect(await names()).toContain('Written');
    await service.mockReset();
    expect(await names()).not.toContain('Written');
  });


  it('loads a spec into a structured-clone-friendly summary with progress phases and token counts', async () => {
    const service = createCatalogService();
    const phases: LoadPhase[] = [];
    const outcome = await service.load({ kind: 'text', text: brewery, name: 'obdb.yaml' }, (p) => phases.push(p));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { summary } = outcome;
    expect(summary.title).toBe('Open Brewery DB');
    expect(summary.source).toBe('obdb.yaml');
    expect(summary.servers).toEqual([{ url: 'https://api.openbrewerydb.org/v1', level: 'document' }]);
    expect(summary.operations.map((o) => o.name).sort()).toEqual(
      ['getBreweriesMetadata', 'getRandomBrewery', 'getSingleBrewery', 'listBreweries', 'searchBreweries'],
    );
    expect(summary.operations.every((o) => o.method === 'GET')).toBe(true);
    expect(summary.tokens).toBeNull();
    const tokens = await service.contextTokens();
    expect(tokens.codeMode).toBeGreaterThan(0);
    expect(tokens.codeMode).toBeLessThanOrEqual(700);
    expect(tokens.classic).toBeGreaterThan(tokens.codeMode);
    expect(tokens.classicExact).toBe(true);
    expect(structuredClone(tokens)).toEqual(tokens);
    expect(phases).toEqual(expect.arrayContaining(['parsing', 'normalizing', 'indexing']));
    expect(phases.indexOf('parsing')).toBeLessThan(phases.indexOf('indexing'));
    expect(structuredClone(summary)).toEqual(summary);

    const search = await service.search('search breweries');
    expect(search.hits[0]?.name).toBe('searchBreweries');
    const schema = await service.getSchema(['searchBreweries'], 'detailed');
    expect(schema.found[0]?.text).toContain('/breweries/search');
  });

  it('keeps the previous spec when a later load fails, with a specific error', async () => {
    const service = createCatalogService({ fetch: fakeFetch({}) });
    expect((await service.load({ kind: 'text', text: brewery })).ok).toBe(true);

    const bad = await service.load({ kind: 'text', text: 'openapi: 3.0.0\ninfo: [oops\n' });
    expect(bad).toMatchObject({ ok: false, superseded: false, error: { kind: 'parse' } });
    if (!bad.ok && !bad.superseded) expect(bad.error.line).toBeGreaterThan(0);

    const missing = await service.load({ kind: 'url', url: 'https://example.test/nope.yaml' });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });

    expect((await service.search('random brewery')).hits[0]?.name).toBe('getRandomBrewery');
  });

  it('drops an older load that a newer one overtook', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const service = createCatalogService({
      fetch: fakeFetch({
        'https://slow.test/spec.yaml': async () => {
          await gate;
          return new Response(brewery, { headers: { 'content-type': 'application/yaml' } });
        },
      }),
    });
    const slow = service.load({ kind: 'url', url: 'https://slow.test/spec.yaml' });
    const fast = await service.load({ kind: 'text', text: fixture('petstore3.openapi.yaml') });
    release();
    expect(fast.ok).toBe(true);
    expect(await slow).toEqual({ ok: false, superseded: true });
    expect((await service.listTags()).map((t) => t.name)).toEqual(['pet', 'store', 'user']);
  });

  it('answers catalog calls before any load with a clear error', async () => {
    await expect(createCatalogService().search('x')).rejects.toThrow('No spec is loaded yet.');
    await expect(createCatalogService().contextTokens()).rejects.toThrow('No spec is loaded yet.');
  });
});
