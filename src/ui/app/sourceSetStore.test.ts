import { describe, expect, it } from 'vitest';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { newEntry } from './apiSet';
import { SourceSetStore } from './sourceSetStore';

const spec = (title: string, origin: string): LoadedSummary => ({
  title, url: `${origin}/openapi.json`, servers: [{ url: `${origin}/v1` }], allowlist: [{ origin, pathPrefix: '/v1' }], securitySchemes: [], mock: { allowlist: [], baseUrl: '' },
}) as unknown as LoadedSummary;
const alpha = newEntry('a1', 'alpha', spec('Alpha', 'https://a.example'));
const beta = newEntry('b1', 'beta', spec('Beta', 'https://b.example'), { mock: true });
const gamma = newEntry('c1', 'gamma', spec('Gamma', 'https://c.example'));

function loaded(): SourceSetStore {
  const store = new SourceSetStore();
  store.reset(alpha);
  store.add(beta);
  store.add(gamma);
  return store;
}

describe('the source-set store', () => {
  it('tells its subscribers of every change, and a load replaces the whole set', () => {
    const store = new SourceSetStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.reset(alpha);
    store.add(beta);
    expect(store.getSnapshot()).toMatchObject({ generation: 1, firstLoad: 1 });
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual(['a1', 'b1']);
    store.reset(gamma);
    expect(store.getSnapshot()).toMatchObject({ generation: 2, firstLoad: 2 });
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual(['c1']);
    unsubscribe();
    store.add(alpha);
    expect(calls).toBe(3);
  });

  it('removing the first source is removing entry 0: the next is first with its own settings, the removed one refused by name', () => {
    const store = loaded();
    expect(store.remove('a1')?.shortName).toBe('alpha');
    const { entries, removed, firstLoad, generation } = store.getSnapshot();
    expect(entries.map((e) => e.shortName)).toEqual(['beta', 'gamma']);
    expect(entries[0]?.settings.mock).toBe(true);
    expect(removed).toEqual([{ name: 'alpha', allowlist: [{ origin: 'https://a.example', pathPrefix: '/v1' }] }]);
    expect({ firstLoad, generation }).toEqual({ firstLoad: 2, generation: 1 });
    store.remove('c1');
    expect(store.getSnapshot().firstLoad).toBe(2);
    expect(store.remove('b1')).toBeNull();
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual(['b1']);
  });

  it('renames with the checks of the list, replaces in place with the name and settings kept, updates one entry\'s settings', () => {
    const store = loaded();
    expect(store.renamed('b1', 'alpha')).toEqual({ ok: false, error: 'Another API is already called alpha' });
    store.rename('b1', 'bee');
    store.replace('b1', { id: 'b2', summary: spec('Beta 2', 'https://b.example') });
    store.update('c1', { proxy: true });
    const [, b, c] = store.getSnapshot().entries;
    expect(b).toMatchObject({ id: 'b2', shortName: 'bee', summary: { title: 'Beta 2' }, settings: { mock: true } });
    expect(c?.settings.proxy).toBe(true);
    const before = store.getSnapshot();
    store.update('gone', { proxy: true });
    expect(store.getSnapshot()).toBe(before);
  });
});
