import { describe, expect, it, vi } from 'vitest';
import { fixtureText } from '../../../test-support/specFixtures';
import { createCatalog } from '../../core/catalog';
import { loadSpec, readSpecText } from '../../core/openapi';
import { createCatalogService } from './catalogService';
import { createSpecCache, type CacheStore } from './specCache';

/** IndexedDB's behaviour that matters here: values are stored and read as structured clones. */
function memoryStore(): CacheStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => Promise.resolve(map.has(key) ? structuredClone(map.get(key)) : undefined),
    set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
    del: (key) => Promise.resolve(void map.delete(key)),
    keys: () => Promise.resolve([...map.keys()]),
  };
}

const brewery = fixtureText('openbrewerydb.openapi.yaml');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function loadWith(store: CacheStore, appVersion: string, text: string) {
  const service = createCatalogService({ cache: createSpecCache({ appVersion, store }) });
  const outcome = await service.load({ kind: 'text', text, name: 'obdb.yaml' });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  await settle();
  return { service, outcome };
}

describe('the spec cache', () => {
  it("re-opens a spec's index stored before (same bytes, same app version) instead of indexing again, answering the same", async () => {
    const store = memoryStore();
    const cold = await loadWith(store, 'v1', brewery);
    expect(cold.outcome.summary.timings.cached).toBeUndefined();
    await vi.waitFor(() => expect(store.map.size).toBe(1));
    const warm = await loadWith(store, 'v1', brewery);
    expect(warm.outcome.summary.timings.cached).toBe(true);
    const { timings: _a, ...coldSummary } = cold.outcome.summary;
    const { timings: _b, ...warmSummary } = warm.outcome.summary;
    expect(warmSummary).toEqual(coldSummary);
    for (const q of ['search breweries by city', 'random', 'zzz']) expect(await warm.service.search(q)).toEqual(await cold.service.search(q));
    expect(await warm.service.getSchema(['searchBreweries'], 'full')).toEqual(await cold.service.getSchema(['searchBreweries'], 'full'));
    expect(await warm.service.classicTools()).toEqual(await cold.service.classicTools());
    expect(await warm.service.contextTokens()).toEqual(await cold.service.contextTokens());
  });

  it('re-indexes other bytes, and everything under another app version (dropping the old version\'s records)', async () => {
    const store = memoryStore();
    await loadWith(store, 'v1', brewery);
    const edited = await loadWith(store, 'v1', brewery.replace('Open Brewery DB', 'Open Brewery DB (edited)'));
    expect(edited.outcome.summary.timings.cached).toBeUndefined();
    expect(edited.outcome.summary.title).toBe('Open Brewery DB (edited)');
    await vi.waitFor(() => expect(store.map.size).toBe(2));
    const upgraded = await loadWith(store, 'v2', brewery);
    expect(upgraded.outcome.summary.timings.cached).toBeUndefined();
    await vi.waitFor(() => expect([...store.map.keys()].every((k) => k.startsWith('v2\n'))).toBe(true));
    expect((await loadWith(store, 'v2', brewery)).outcome.summary.timings.cached).toBe(true);
  });

  it('keeps at most maxRecords, the newest', async () => {
    const store = memoryStore();
    const cache = createSpecCache({ appVersion: 'v1', store, maxRecords: 2 });
    for (const n of [1, 2, 3]) {
      const read = await readSpecText({ kind: 'text', text: brewery.replace('Open Brewery DB', `Brewery ${n}`), name: 'b' });
      const spec = await loadSpec({ kind: 'text', text: read.text, name: 'b' });
      expect(await cache.write(read, await createCatalog(spec))).toBe(true);
    }
    expect(store.map.size).toBe(2);
  });

  it('indexes again when the stored index does not line up with the spec', async () => {
    const store = memoryStore();
    const cache = createSpecCache({ appVersion: 'v1', store });
    const read = await readSpecText({ kind: 'text', text: brewery, name: 'b' });
    const spec = await loadSpec({ kind: 'text', text: brewery, name: 'b' });
    expect(await cache.write(read, await createCatalog(spec))).toBe(true);
    expect(await cache.read(read, spec)).not.toBeNull();
    expect(await cache.read(read, { ...spec, operations: spec.operations.slice(1) })).toBeNull();
  });
});
