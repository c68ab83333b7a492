import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test-support/specFixtures';
import { createCatalogService } from './catalogService';
import type { LoadOutcome } from './catalogProtocol';

const brewery = { kind: 'text', text: fixtureText('openbrewerydb.openapi.yaml'), name: 'obdb.yaml' } as const;
const petstore = { kind: 'text', text: fixtureText('petstore3.openapi.yaml'), name: 'petstore.yaml' } as const;
const xkcd = { kind: 'text', text: readFileSync(new URL('../../../test-support/shared-trimmed/specs/xkcd.openapi.json', import.meta.url), 'utf8'), name: 'xkcd.json' } as const;

function ok(outcome: LoadOutcome): Extract<LoadOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome;
}

describe('catalog service with several APIs', () => {
  it('adds APIs beside each other; search, schemas and tools span them; one API reads as before', async () => {
    const service = createCatalogService();
    const first = ok(await service.load(brewery));
    expect(first.shortName).toBe('open_brewery_db');
    const alone = await service.search('list breweries');
    expect(alone.hits[0]?.name).toBe('listBreweries');
    const aloneTokens = await service.contextTokens();
    expect(aloneTokens.perApi).toBeUndefined();

    const second = ok(await service.load(petstore, undefined, { add: true, slot: 'petstore' }));
    expect(await service.active()).toEqual([{ id: first.id, shortName: 'open_brewery_db' }, { id: second.id, shortName: second.shortName }]);
    const pets = await service.search('find pets by status');
    expect(pets.hits[0]).toMatchObject({ api: second.shortName, name: `${second.shortName}__findPetsByStatus` });
    const narrowed = await service.search('list', { api: 'open_brewery_db' });
    expect(narrowed.hits.every((h) => h.api === 'open_brewery_db')).toBe(true);
    expect((await service.getSchema([`${second.shortName}__findPetsByStatus`])).found[0]?.api).toBe(second.shortName);
    const tools = await service.classicTools();
    expect(tools.length).toBe(first.summary.operations.length + second.summary.operations.length);

    const tokens = await service.contextTokens();
    expect(tokens.perApi?.map((p) => p.shortName)).toEqual(['open_brewery_db', second.shortName]);
    expect(tokens.perApi?.[0]?.tokens.classic).toBe(aloneTokens.classic);
    const sum = (tokens.perApi ?? []).reduce((n, p) => n + p.tokens.classic, 0);
    // The union is every API's tools, their names a few tokens longer each.
    expect(tokens.classic).toBeGreaterThan(sum);
    expect(tokens.classic).toBeLessThan(sum + 10 * tools.length);
    expect(tokens.codeMode).toBeGreaterThan(aloneTokens.codeMode);
    expect(tokens.codeMode - aloneTokens.codeMode).toBeLessThan(150);
    const defs = await service.toolDefinitions();
    expect(defs.codeMode.systemPrompt).toContain(`- ${second.shortName}:`);
    expect(structuredClone(tokens)).toEqual(tokens);

    const snippet = await service.operationSnippet(`${second.shortName}__findPetsByStatus`);
    expect(snippet.ok && snippet.code).toContain(`BASE_URLS["${second.shortName}"]`);
    const client = await service.operationSnippet(`${second.shortName}__findPetsByStatus`, 'client');
    expect(client.ok && client.code).toContain(`\nfrom apis.${second.shortName} import find_pets_by_status\n`);
    expect(client.ok && client.code).toMatch(/^result = find_pets_by_status\(/m);
  });

  it('renames and reorders with setActive, refuses clashes, removes, and replaces one in place', async () => {
    const service = createCatalogService();
    const a = ok(await service.load(brewery, undefined, { add: true, slot: 'a' }));
    const b = ok(await service.load(xkcd, undefined, { add: true, slot: 'b' }));
    expect(await service.setActive([{ id: b.id, shortName: 'comics' }, { id: a.id, shortName: 'comics' }])).toMatchObject({ ok: false });
    expect(await service.setActive([{ id: b.id, shortName: 'comics' }, { id: a.id, shortName: 'beer' }])).toMatchObject({ ok: true });
    expect((await service.search('random brewery')).hits[0]?.name).toBe('beer__getRandomBrewery');
    const c = ok(await service.load(petstore, undefined, { replace: b.id }));
    expect((await service.active()).map((s) => s.id)).toEqual([c.id, a.id]);
    await service.remove(c.id);
    expect(await service.active()).toEqual([{ id: a.id, shortName: 'beer' }]);
    expect((await service.search('random brewery')).hits[0]?.name).toBe('getRandomBrewery');
    // No options: the load replaces the whole set (the single-API page).
    const d = ok(await service.load(petstore));
    expect((await service.active()).map((s) => s.id)).toEqual([d.id]);
  });

  it('supersedes a load only by a newer one in the same slot', async () => {
    const service = createCatalogService();
    const [x, y, z] = await Promise.all([
      service.load(brewery, undefined, { add: true, slot: 'one' }),
      service.load(petstore, undefined, { add: true, slot: 'one' }),
      service.load(xkcd, undefined, { add: true, slot: 'two' }),
    ]);
    expect(x).toEqual({ ok: false, superseded: true });
    expect(y.ok && z.ok).toBe(true);
    expect((await service.active()).length).toBe(2);
  });

  it('answers a mocked request from the source it is attributed to', async () => {
    const service = createCatalogService();
    const a = ok(await service.load(brewery, undefined, { add: true, slot: 'a' }));
    const b = ok(await service.load(petstore, undefined, { add: true, slot: 'b' }));
    const req = { method: 'GET', url: 'https://api.openbrewerydb.org/v1/breweries/random', headers: {} };
    expect((await service.mockResponse(req, a.summary.allowlist, a.id)).status).toBe(200);
    const other = await service.mockResponse(req, b.summary.allowlist, b.id);
    expect(other.status).not.toBe(200);
    await expect(service.mockResponse(req, [], 'gone')).rejects.toThrow(/No loaded API/);
  });
});
