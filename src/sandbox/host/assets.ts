// Fetches the self-hosted Pyodide core once per page (from our own origin, under the site base) and keeps it
// as Blobs: every sandbox gets them by reference, so the sandbox itself needs no network access at all.
import { PYODIDE_DIR } from 'virtual:cmp-sandbox-worker';
import type { SandboxAssets } from '../contract';

let cached: Promise<SandboxAssets> | null = null;

export function pyodideBaseUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}${PYODIDE_DIR}`, location.href).href;
}

async function fetchBlob(url: string, type: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  const bytes = await res.arrayBuffer();
  return new Blob([bytes], { type });
}

async function fetchAll(onProgress: (detail: string) => void): Promise<SandboxAssets> {
  const base = pyodideBaseUrl();
  onProgress('Downloading Python (≈12 MB, once)');
  const [pyodideMjs, asmMjs, wasm, stdlib, lockJson] = await Promise.all([
    fetchBlob(`${base}pyodide.mjs`, 'text/javascript'),
    fetchBlob(`${base}pyodide.asm.mjs`, 'text/javascript'),
    fetchBlob(`${base}pyodide.asm.wasm`, 'application/wasm'),
    fetchBlob(`${base}python_stdlib.zip`, 'application/zip'),
    fetch(`${base}pyodide-lock.json`).then((r) => {
      if (!r.ok) throw new Error(`Could not load ${base}pyodide-lock.json: HTTP ${r.status}`);
      return r.text();
    }),
  ]);
  return { pyodideMjs, asmMjs, wasm, stdlib, lockJson };
}

/** Starts (or joins) the one download of the Pyodide assets; a failed download is retried on the next call. */
export function loadAssets(onProgress: (detail: string) => void = () => undefined): Promise<SandboxAssets> {
  if (!cached) {
    cached = fetchAll(onProgress);
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}
