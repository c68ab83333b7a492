// The browser's cache of indexed specs (IndexedDB): the same bytes from the same place, opened by the same app version,
// re-open with their stored index instead of being indexed again. Only the index is stored: the spec itself is parsed
// again, because copying its object graph out of IndexedDB costs as much as JSON.parse (measured: GitHub's spec
// 287 ms CPU from a structured clone vs 304 ms to parse and normalize). An optimization only: any failure to read or
// write it falls back to indexing.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { restoreCatalog, type Catalog, type CatalogSnapshot } from '../../core/catalog';
import type { LoadedSpec, SpecText } from '../../core/openapi';

/** Where records live: IndexedDB in the browser, a structured-clone Map in tests. */
export interface CacheStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
}

interface CacheRecord {
  catalog: CatalogSnapshot;
  savedAt: number;
}

export interface SpecCache {
  /** The catalog of `spec` (loaded from `text`) when this text was indexed by this app version, else null. */
  read: (text: SpecText, spec: LoadedSpec) => Promise<Catalog | null>;
  /** Stores the catalog's index. Never throws: false when it could not. */
  write: (text: SpecText, catalog: Catalog) => Promise<boolean>;
}

/** Records kept, newest first: Graph's stored index is about 30 MB. */
export const MAX_RECORDS = 8;

export function idbCacheStore(): CacheStore {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('code-mode-playground-specs', 'indexed'));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    keys: async () => (await keys(db())).map(String),
  };
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const isRecord = (v: unknown): v is CacheRecord =>
  typeof v === 'object' && v !== null && 'catalog' in v && typeof (v as CacheRecord).savedAt === 'number';

/** `appVersion`: changes with every build of the parsing and indexing code (the worker script's hashed URL). */
export function createSpecCache(options: { appVersion: string; store: CacheStore; maxRecords?: number }): SpecCache {
  const { store, appVersion } = options;
  const prefix = `${appVersion}\n`;
  // The place matters as well as the bytes: relative server URLs resolve against it.
  const keyOf = async (text: SpecText) => `${prefix}${text.url ?? text.source}\n${await sha256(text.text)}`;

  async function prune(kept: string): Promise<void> {
    const all = await store.keys();
    const stale = all.filter((k) => !k.startsWith(prefix));
    const ours = all.filter((k) => k.startsWith(prefix) && k !== kept);
    const dated = await Promise.all(ours.map(async (k) => {
      const r = await store.get(k);
      return { k, at: isRecord(r) ? r.savedAt : 0 };
    }));
    dated.sort((a, b) => b.at - a.at);
    const over = dated.slice(Math.max(0, (options.maxRecords ?? MAX_RECORDS) - 1)).map((d) => d.k);
    await Promise.all([...stale, ...over].map((k) => store.del(k)));
  }

  return {
    read: async (text, spec) => {
      try {
        const record = await store.get(await keyOf(text));
        return isRecord(record) ? restoreCatalog(spec, record.catalog) : null;
      } catch {
        return null;
      }
    },
    write: async (text, catalog) => {
      try {
        const key = await keyOf(text);
        const record: CacheRecord = { catalog: catalog.snapshot(), savedAt: Date.now() };
        await store.set(key, record);
        await prune(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}
