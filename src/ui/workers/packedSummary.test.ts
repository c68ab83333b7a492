import { describe, expect, it } from 'vitest';
import { memoryCacheStore } from '../../../test-support/memoryCacheStore';
import { fixtureText } from '../../../test-support/specFixtures';
import { createCatalog } from '../../core/catalog';
import { loadSpecText, readSpecText } from '../../core/openapi';
import { storedSummary } from './openSpec';
import { isPackedSummary, packSummary, unpackSummary } from './packedSummary';
import { createSpecCache, type StoredSummary } from './specCache';

async function petstore() {
  const read = await readSpecText({ kind: 'text', text: fixtureText('petstore3.openapi.yaml'), name: 'petstore.yaml' });
  const spec = await loadSpecText(read);
  return { read, spec, summary: storedSummary(spec) };
}

const memoryStore = memoryCacheStore;

describe('packed summary', () => {
  it('reads back the same summary after a structured clone, operations as columns', async () => {
    const { summary } = await petstore();
    const edges: StoredSummary = {
      ...summary,
      operations: [
        ...summary.operations,
        { name: 'none', method: 'DELETE', path: '/x', summary: '', tags: [], deprecated: true },
        { name: 'two', method: 'GET', path: '/y/{id}', summary: 'Ünïcode ✓', tags: ['a b', ''], deprecated: false },
      ],
    };
    for (const s of [summary, edges, { ...summary, operations: [] }]) {
      const packed = packSummary(s);
      expect(packed && isPackedSummary(packed)).toBe(true);
      expect(typeof packed?.operations).toBe('object');
      expect(unpackSummary(structuredClone(packed as NonNullable<typeof packed>))).toEqual(s);
    }
  });

  it('declines values it could not read back', async () => {
    const { summary } = await petstore();
    const op = { name: 'a', method: 'GET' as const, path: '/a', summary: 'x', tags: ['t'], deprecated: false };
    for (const bad of [{ ...op, summary: 'a\u0000b' }, { ...op, tags: ['a\u0001b'] }, { ...op, tags: [''] }]) {
      expect(packSummary({ ...summary, operations: [bad] })).toBeNull();
    }
    expect(isPackedSummary(summary)).toBe(false);
  });

  it('does not read a record whose summary is not packed (another layout): the spec is indexed again', async () => {
    const { read, spec, summary } = await petstore();
    const store = memoryStore();
    const cache = createSpecCache({ appVersion: 'v1', store });
    expect(await cache.write(read, await createCatalog(spec), summary)).toBe(true);
    const [key, record] = [...store.map][0] as [string, { summary: unknown }];
    expect(isPackedSummary(record.summary)).toBe(true);
    expect((await cache.read(read))?.summary).toEqual(summary);
    store.map.set(key, { ...record, summary });
    expect(await cache.read(read)).toBeNull();
  });
});
