// The browser's cache of indexed specs (IndexedDB): the same bytes from the same place, opened by the same app version,
// re-open with their stored index and summary instead of being parsed and indexed first. The spec itself is not stored
// (copying its object graph out of IndexedDB costs as much as JSON.parse: GitHub's spec 287 vs 304 ms CPU): it is
// parsed again after the API is searchable. An optimization only: any failure to read or write falls back to loading.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { restoreCatalog, type Catalog, type CatalogSnapshot } from '../../core/catalog';
import { hashText, textMayHaveExternalRefs, type SpecText } from '../../core/openapi';
import { isPackedSummary, packSummary, unpackSummary, type PackedSummary, type StoredSummary } from './packedSummary';

/** Where records live: IndexedDB in the browser, a structured-clone Map in tests. */
export interface CacheStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
}

export type { StoredSummary } from './packedSummary';

interface CacheRecord {
  catalog: CatalogSnapshot;
  summary: PackedSummary;
  /** The text may refer to other files, which can change under the same bytes: parse before trusting the summary. */
  parseFirst: boolean;
  savedAt: number;
}

/** A stored spec re-opened: its catalog searches at once and waits for Catalog.attachSpec for the rest. */
export interface CachedSpec {
  catalog: Catalog;
  summary: StoredSummary;
  parseFirst: boolean;
}

export interface SpecCache {
  /** The catalog and summary of `text` when this text was indexed by this app version, else null. */
  read: (text: SpecText) => Promise<CachedSpec | null>;
  /** Whether a record of this build may be of a spec from this place (then its text can wait: see LoadSpecOptions.decodeLater). */
  mayHave: (source: string) => Promise<boolean>;
  /** Stores the catalog's index and the summary. Never throws: false when it could not. */
  write: (text: SpecText, catalog: Catalog, summary: StoredSummary) => Promise<boolean>;
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

/** Of the bytes as fetched when there are (hashed as they arrived), else of the text. */
const hashOf = (text: SpecText): string => text.hash ?? hashText(text.text);

/** The records' layout: part of every key, so records of another layout are neither read nor kept. */
const FORMAT = 'summary-columns';

const isRecord = (v: unknown): v is CacheRecord =>
  typeof v === 'object' && v !== null && 'catalog' in v && typeof (v as CacheRecord).savedAt === 'number' && isPackedSummary((v as CacheRecord).summary);

/** `appVersion`: changes with every build of the parsing and indexing code (the worker script's hashed URL). */
export function createSpecCache(options: { appVersion: string; store: CacheStore; maxRecords?: number }): SpecCache {
  const { store, appVersion } = options;
  const prefix = `${appVersion}\n${FORMAT}\n`;
  // The place matters as well as the bytes: relative server URLs resolve against it.
  const keyOf = (text: SpecText) => `${prefix}${text.url ?? text.source}\n${hashOf(text)}`;

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
    mayHave: async (source) => {
      try {
        return (await store.keys()).some((k) => k.startsWith(`${prefix}${source}\n`));
      } catch {
        return false;
      }
    },
    read: async (text) => {
      try {
        const record = await store.get(keyOf(text));
        return isRecord(record) ? { catalog: restoreCatalog(record.catalog), summary: unpackSummary(record.summary), parseFirst: record.parseFirst } : null;
      } catch {
        return null;
      }
    },
    write: async (text, catalog, summary) => {
      try {
        const key = keyOf(text);
        const snapshot = catalog.snapshot();
        const packed = packSummary(summary);
        if (!snapshot || !packed) return false;
        const record: CacheRecord = { catalog: snapshot, summary: packed, parseFirst: textMayHaveExternalRefs(text.text), savedAt: Date.now() };
        await store.set(key, record);
        await prune(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}
