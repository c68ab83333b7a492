// The spec cache's store as IndexedDB behaves where it matters to the tests: values are stored and read as
// structured clones. `map` lets a test look at or tamper with what was stored.
import type { CacheStore } from '../src/ui/workers/specCache';

export function memoryCacheStore(): CacheStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => Promise.resolve(map.has(key) ? structuredClone(map.get(key)) : undefined),
    set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
    del: (key) => Promise.resolve(void map.delete(key)),
    keys: () => Promise.resolve([...map.keys()]),
  };
}
