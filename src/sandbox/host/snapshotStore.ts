// Keeps the pool's memory snapshot across visits in the page's Cache Storage, so a repeat visit restores an
// interpreter instead of booting one cold. The snapshot is the one the pool makes before any user code runs; its
// key is a hash of everything inside it (Pyodide version, stdlib zip, worker code, Python shim, JSPI or not), so a
// new build never meets an old snapshot. A SHA-256 digest of its bytes is kept in another cache. The snapshot is
// handed out at once, unread, as a Blob of the cache entry, with `matched`: whether its bytes have that digest,
// checked off the page's thread while the worker starts; the worker restores it only once that says yes
// (snapshotCodec.ts). An entry without a digest, or whose bytes do not match, is dropped (a cold boot makes a new
// one) and the page gets a note. It is kept without its zero pages (snapshotCodec.ts).
// The sandbox (opaque origin) has no storage at all: only the page reads and writes it.
import workerCode, { PYODIDE_DIR, STDLIB_ZIP } from 'virtual:cmp-sandbox-worker';
import { PYTHON_FILES } from './pythonFiles';
import { packSnapshot, snapshotDigest, SNAPSHOT_PAGES } from '../snapshotCodec';

/**
 * The stored snapshot, unread, and whether its bytes match the digest kept beside it (false also when they cannot be
 * read), or null (none, no Cache Storage, any failure) with a note when one was there but was dropped.
 */
export type StoredSnapshot = { snapshot: Blob; matched: Promise<boolean> } | { snapshot: null; note?: string };

export interface SnapshotStore {
  /** The stored snapshot for this build, with its digest check under way. */
  load: () => Promise<StoredSnapshot>;
  save: (snapshot: Blob) => Promise<void>;
  /** Forgets a snapshot that failed to restore or did not match its digest. */
  clear: () => Promise<void>;
}

const CACHE = 'cmp-pyodide-snapshot';
/** The digests, apart from the snapshots: a rewritten snapshot entry does not bring its own digest along. */
const DIGEST_CACHE = 'cmp-pyodide-snapshot-digest';

export const MISMATCH_NOTE = 'The Python snapshot kept from an earlier visit did not match its SHA-256 digest (changed or unverifiable): it was dropped, Python started cold and made a new one.';

export const noSnapshotStore: SnapshotStore = {
  load: () => Promise.resolve({ snapshot: null }),
  save: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

async function keyUrl(): Promise<string> {
  // An interpreter snapshotted without JSPI cannot switch stacks when restored with it (and the browser may change).
  const jspi = typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function';
  // The interpreter caches the stdlib zip's directory (file offsets): a snapshot never meets another zip.
  const content = new TextEncoder().encode(JSON.stringify([PYODIDE_DIR, STDLIB_ZIP, workerCode, PYTHON_FILES, jspi, SNAPSHOT_PAGES]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', content));
  const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return new URL(`${import.meta.env.BASE_URL}__cmp-snapshot/${hex}`, location.href).href;
}

async function dropAll(): Promise<void> {
  await caches.delete(CACHE);
  await caches.delete(DIGEST_CACHE);
}

/** Cache Storage exists only in secure contexts (https, localhost); elsewhere nothing is kept. */
export function cacheSnapshotStore(): SnapshotStore {
  if (typeof caches === 'undefined' || !globalThis.isSecureContext) return noSnapshotStore;
  const key = keyUrl();
  return {
    load: async () => {
      try {
        const url = await key;
        const hit = await (await caches.open(CACHE)).match(url);
        if (!hit) return { snapshot: null };
        const expected = await (await caches.open(DIGEST_CACHE)).match(url);
        const digest = expected ? await expected.text() : '';
        if (/^[0-9a-f]{64}$/.test(digest)) {
          // A Blob of the entry, by reference: the check and the worker read the same immutable bytes.
          const snapshot = new Blob([await hit.blob()], { type: SNAPSHOT_PAGES });
          const matched = snapshot.arrayBuffer().then(snapshotDigest).then((d) => d === digest, () => false);
          return { snapshot, matched };
        }
        await dropAll();
        return { snapshot: null, note: MISMATCH_NOTE };
      } catch {
        return { snapshot: null };
      }
    },
    save: async (snapshot) => {
      try {
        const kept = await packSnapshot(snapshot);
        const [cache, digests, url, digest] = await Promise.all([caches.open(CACHE), caches.open(DIGEST_CACHE), key, kept.arrayBuffer().then(snapshotDigest)]);
        // One snapshot per origin: older builds' entries go.
        for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
        for (const old of await digests.keys()) if (old.url !== url) await digests.delete(old);
        await cache.put(url, new Response(kept, { headers: { 'Content-Type': SNAPSHOT_PAGES } }));
        await digests.put(url, new Response(digest, { headers: { 'Content-Type': 'text/plain' } }));
      } catch {
        // Quota or storage errors only cost the next visit its fast start.
      }
    },
    clear: async () => {
      try {
        await dropAll();
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}
