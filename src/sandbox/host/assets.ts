// Fetches the self-hosted Pyodide core once per page (from our own origin, under the site base) and keeps it
// as Blobs: every sandbox gets them by reference, so the sandbox itself needs no network access at all.
import { PYODIDE_DIR, STDLIB_ZIP } from 'virtual:cmp-sandbox-worker';
import type { SandboxAssets } from '../contract';

let cached: Promise<SandboxAssets> | null = null;

export function pyodideBaseUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}${PYODIDE_DIR}`, location.href).href;
}

/** fetch() rejects with a bare "Failed to fetch": say which file. */
async function fetchOk(url: string, started: Promise<Response> | null): Promise<Response> {
  let res: Response;
  try {
    res = await (started ?? fetch(url));
  } catch (err) {
    throw new Error(`Could not load ${url}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  return res;
}

async function fetchBlob(url: string, started: Promise<Response> | null, type: string): Promise<Blob> {
  const res = await fetchOk(url, started);
  // A Blob straight from the response stays out of the page's JS heap (no 15 MB copy); re-typed by reference.
  return new Blob([await res.blob()], { type });
}

export type Prefetched = (file: string) => Promise<Response> | null;

async function fetchAll(onProgress: (detail: string) => void, prefetched: Prefetched): Promise<SandboxAssets> {
  const base = pyodideBaseUrl();
  onProgress('Downloading Python (≈15 MB, once)');
  const blob = (file: string, type: string) => fetchBlob(`${base}${file}`, prefetched(file), type);
  const [pyodideMjs, asmMjs, wasm, stdlib, lockJson] = await Promise.all([
    blob('pyodide.mjs', 'text/javascript'),
    blob('pyodide.asm.mjs', 'text/javascript'),
    blob('pyodide.asm.wasm', 'application/wasm'),
    blob(STDLIB_ZIP, 'application/zip'),
    fetchOk(`${base}pyodide-lock.json`, prefetched('pyodide-lock.json')).then((r) => r.text()),
  ]);
  return { pyodideMjs, asmMjs, wasm, stdlib, lockJson };
}

/**
 * Starts (or joins) the one download of the Pyodide assets, taking over downloads the page already started; a
 * failed download is retried on the next call (then from scratch).
 */
export function loadAssets(onProgress: (detail: string) => void = () => undefined, prefetched: Prefetched = () => null): Promise<SandboxAssets> {
  if (!cached) {
    cached = fetchAll(onProgress, prefetched);
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

/** Downloads the Pyodide files ahead of any sandbox, compiling nothing; the first sandbox joins it. False on failure. */
export function prefetchPythonFiles(prefetched: Prefetched = () => null): Promise<boolean> {
  return loadAssets(() => undefined, prefetched).then(() => true, () => false);
}
