// Keeps the pool's memory snapshot across visits in the page's Cache Storage, so a repeat visit restores an
// interpreter instead of booting one cold. The snapshot is the one the pool makes before any user code runs; its
// key is a hash of everything inside it (Pyodide version, stdlib zip, worker code, Python shim, JSPI or not), so a
// new build never meets an old snapshot. The sandbox (opaque origin) has no storage at all: only the page reads and
// writes it.
import workerCode, { PYODIDE_DIR, STDLIB_ZIP } from 'virtual:cmp-sandbox-worker';
import { PYTHON_FILES } from './pythonFiles';

export interface SnapshotStore {
  /** The stored snapshot for this build, or null (none, no Cache Storage, or any failure). */
  load: () => Promise<Blob | null>;
  save: (snapshot: Blob) => Promise<void>;
  /** Forgets a snapshot that failed to restore. */
  clear: () => Promise<void>;
}

const CACHE = 'cmp-pyodide-snapshot';

export const noSnapshotStore: SnapshotStore = {
  load: () => Promise.resolve(null),
  save: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

async function keyUrl(): Promise<string> {
  // An interpreter snapshotted without JSPI cannot switch stacks when restored with it (and the browser may change).
  const jspi = typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function';
  // The interpreter caches the stdlib zip's directory (file offsets): a snapshot never meets another zip.
  const content = new TextEncoder().encode(JSON.stringify([PYODIDE_DIR, STDLIB_ZIP, workerCode, PYTHON_FILES, jspi]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', content));
  const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return new URL(`${import.meta.env.BASE_URL}__cmp-snapshot/${hex}`, location.href).href;
}

/** Cache Storage exists only in secure contexts (https, localhost); elsewhere nothing is kept. */
export function cacheSnapshotStore(): SnapshotStore {
  if (typeof caches === 'undefined' || !globalThis.isSecureContext) return noSnapshotStore;
  const key = keyUrl();
  return {
    load: async () => {
      try {
        const hit = await (await caches.open(CACHE)).match(await key);
        return hit ? await hit.blob() : null;
      } catch {
        return null;
      }
    },
    save: async (snapshot) => {
      try {
        const cache = await caches.open(CACHE);
        const url = await key;
        // One snapshot per origin: older builds' entries go.
        for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
        await cache.put(url, new Response(snapshot, { headers: { 'Content-Type': 'application/octet-stream' } }));
      } catch {
        // Quota or storage errors only cost the next visit its fast start.
      }
    },
    clear: async () => {
      try {
        await caches.delete(CACHE);
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}
