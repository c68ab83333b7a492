// The browser's cache of parsed and indexed specs (IndexedDB): the same bytes from the same place, opened by the same
// app version, re-open from their stored form instead of being parsed and indexed again. An optimization only: any
// failure to read or write it falls back to loading the spec.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { restoreCatalog, type Catalog, type CatalogSnapshot } from '../../core/catalog';
import { restoreSpec, snapshotSpec, type LoadedSpec, type SpecSnapshot, type SpecText } from '../../core/openapi';

/** Where records live: IndexedDB in the browser, a structured-clone Map in tests. */
export interface CacheStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
}

interface CacheRecord {
  spec: SpecSnapshot;
  catalog: CatalogSnapshot;
  savedAt: number;
}

export interface SpecCache {
  /** The spec and its catalog when this text was stored by this app version, else null. */
  read: (text: SpecText) => Promise<{ spec: LoadedSpec; catalog: Catalog } | null>;
  /** Stores them (false when the spec cannot be stored, e.g. it has external $refs). Never throws. */
  write: (text: SpecText, spec: LoadedSpec, catalog: Catalog) => Promise<boolean>;
}

/** Records kept, newest first: Graph's stored form is tens of MB. */
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
  typeof v === 'object' && v !== null && 'spec' in v && 'catalog' in v && typeof (v as CacheRecord).savedAt === 'number';

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
    read: async (text) => {
      try {
        const record = await store.get(await keyOf(text));
        if (!isRecord(record)) return null;
        const spec = restoreSpec(record.spec);
        return { spec, catalog: restoreCatalog(spec, record.catalog) };
      } catch {
        return null;
      }
    },
    write: async (text, spec, catalog) => {
      try {
        const snapshot = snapshotSpec(spec);
        if (!snapshot) return false;
        const key = await keyOf(text);
        // One value: the catalog's entries keep pointing at the spec's operations when read back.
        const record: CacheRecord = { spec: snapshot, catalog: catalog.snapshot(), savedAt: Date.now() };
        await store.set(key, record);
        await prune(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}
