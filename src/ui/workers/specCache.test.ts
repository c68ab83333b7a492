import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryCacheStore } from '../../../test-support/memoryCacheStore';
import { fixtureText } from '../../../test-support/specFixtures';
import { createCatalog } from '../../core/catalog';
import * as openapi from '../../core/openapi';
import { createCatalogService } from './catalogService';
import type { CatalogWorkerApi } from './catalogProtocol';
import { storedSummary } from './openSpec';
import { createSpecCache, type CacheStore } from './specCache';

// Counts parses: a spec opened from the cache is searchable before its document is parsed.
vi.mock('../../core/openapi', async (original) => {
  const actual = await original<typeof import('../../core/openapi')>();
  return { ...actual, loadSpecText: vi.fn(actual.loadSpecText) };
});
// Test files share one module graph (isolate: false): openSpec, loaded by an earlier file with the real parser, is
// loaded again for this file with the mock, and the mock is gone for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('../../core/openapi');
  vi.resetModules();
});
const parses = vi.mocked(openapi.loadSpecText);

const memoryStore = memoryCacheStore;

const brewery = fixtureText('openbrewerydb.openapi.yaml');
const petstore = fixtureText('petstore3.openapi.yaml');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
// Writes and the background parse finish on their own time: on a loaded CI machine, past vi.waitFor's default 1 s.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 30_000 });

async function open(store: CacheStore, appVersion: string, text: string) {
  const service = createCatalogService({ cache: createSpecCache({ appVersion, store }) });
  const outcome = await service.load({ kind: 'text', text, name: 'spec.yaml' });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return { service, outcome };
}

async function loadWith(store: CacheStore, appVersion: string, text: string) {
  const opened = await open(store, appVersion, text);
  await settle();
  return opened;
}

/** Everything the page and the model read after a load, but the timings. */
async function outcomes(service: CatalogWorkerApi, summary: object, names: string[]) {
  const { timings: _t, ...rest } = summary as { timings: unknown };
  // 'the': no term, so Orama's own search (its term frequencies are filled in on a restored index).
  const searches = await Promise.all(['find by id', 'create a new one', 'search by city', 'zzz', 'the'].flatMap((q) =>
    (['brief', 'detailed', 'full'] as const).map((detail) => service.search(q, { detail }))));
  const tagged = await Promise.all(['the', 'find by id'].map((q) => service.search(q, { tags: ['pet', 'breweries'] })));
  const snippets = await Promise.all(names.map((n) => service.operationSnippet(n)));
  const specJson = await service.specJson();
  return {
    summary: rest,
    searches,
    tagged,
    tags: await service.listTags(),
    schemas: await Promise.all((['brief', 'detailed', 'full'] as const).map((d) => service.getSchema(names, d))),
    classic: await service.classicTools(),
    tokens: await service.contextTokens(),
    tools: await service.toolDefinitions(),
    snippets,
    specJson: specJson.ok ? specJson.specs : specJson,
  };
}

describe('the spec cache', () => {
  it.each([['brewery', brewery, ['searchBreweries', 'getBreweryById']], ['petstore', petstore, ['addPet', 'findPetsByStatus', 'placeOrder']]])(
    "re-opens %s searchable from its stored index and summary before parsing it, and answers everything as a cold load does", async (_name, text, names) => {
      const store = memoryStore();
      const cold = await loadWith(store, 'v1', text);
      expect(cold.outcome.summary.timings.cached).toBeUndefined();
      await eventually(() => expect(store.map.size).toBe(1));
      const coldSearch = await cold.service.search('find by id');
      parses.mockClear();
      const warm = await open(store, 'v1', text);
      expect(warm.outcome.summary.timings.cached).toBe(true);
      expect(await warm.service.search('find by id')).toEqual(coldSearch);
      expect(parses).not.toHaveBeenCalled();
      expect(await outcomes(warm.service, warm.outcome.summary, names)).toEqual(await outcomes(cold.service, cold.outcome.summary, names));
      expect(parses).toHaveBeenCalledTimes(1);
    });

  it('parses the spec in the background once no load is running', async () => {
    const store = memoryStore();
    await loadWith(store, 'v1', brewery);
    await eventually(() => expect(store.map.size).toBe(1));
    parses.mockClear();
    await open(store, 'v1', brewery);
    expect(parses).not.toHaveBeenCalled();
    await eventually(() => expect(parses).toHaveBeenCalledTimes(1));
  });

  it('re-indexes other bytes, and everything under another app version (dropping the old version\'s records)', async () => {
    const store = memoryStore();
    await loadWith(store, 'v1', brewery);
    const edited = await loadWith(store, 'v1', brewery.replace('Open Brewery DB', 'Open Brewery DB (edited)'));
    expect(edited.outcome.summary.timings.cached).toBeUndefined();
    expect(edited.outcome.summary.title).toBe('Open Brewery DB (edited)');
    await eventually(() => expect(store.map.size).toBe(2));
    const upgraded = await loadWith(store, 'v2', brewery);
    expect(upgraded.outcome.summary.timings.cached).toBeUndefined();
    await eventually(() => expect([...store.map.keys()].every((k) => k.startsWith('v2\n'))).toBe(true));
    expect((await loadWith(store, 'v2', brewery)).outcome.summary.timings.cached).toBe(true);
  });

  it('keeps at most maxRecords, the newest', async () => {
    const store = memoryStore();
    const cache = createSpecCache({ appVersion: 'v1', store, maxRecords: 2 });
    for (const n of [1, 2, 3]) {
      const read = await openapi.readSpecText({ kind: 'text', text: brewery.replace('Open Brewery DB', `Brewery ${n}`), name: 'b' });
      const spec = await openapi.loadSpecText(read);
      expect(await cache.write(read, await createCatalog(spec), storedSummary(spec))).toBe(true);
    }
    expect(store.map.size).toBe(2);
  });

  it('indexes the parsed spec again when the stored index does not line up with it, and stores that one', async () => {
    const store = memoryStore();
    const cold = await loadWith(store, 'v1', brewery);
    await eventually(() => expect(store.map.size).toBe(1));
    const [key, record] = [...store.map][0] as [string, { catalog: { entries: { strings: { name: string } } } }];
    const names = record.catalog.entries.strings;
    names.name = `renamed${names.name.slice(names.name.indexOf('\0'))}`;
    const warm = await open(store, 'v1', brewery);
    expect(await warm.service.getSchema(['searchBreweries'], 'full')).toEqual(await cold.service.getSchema(['searchBreweries'], 'full'));
    expect(await warm.service.search('list breweries')).toEqual(await cold.service.search('list breweries'));
    await eventually(() => expect((store.map.get(key) as typeof record).catalog.entries.strings.name).not.toMatch(/^renamed/));
  });
});
