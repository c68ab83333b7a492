// Starts Pyodide from Blobs handed over by the page: the sandbox's CSP forbids all network access, so the
// loader's few fetches are answered from memory and its modules are imported from blob: URLs.
import type { SandboxAssets } from '../contract';

/** Minimal view of the Pyodide API we use (the package's own .d.ts cannot be bundled into the worker). */
export interface PyodideLike {
  runPythonAsync: (code: string, options?: { globals?: unknown }) => Promise<unknown>;
  registerJsModule: (name: string, module: object) => void;
  setStdout: (options: { write: (buf: Uint8Array) => number }) => void;
  setStderr: (options: { write: (buf: Uint8Array) => number }) => void;
  FS: { mkdirTree: (path: string) => void; writeFile: (path: string, data: string) => void };
  pyimport: (name: string) => unknown;
  /** Private Pyodide API: only on an interpreter loaded with `_makeSnapshot: true`. */
  makeMemorySnapshot: () => Uint8Array;
  _module?: { HEAPU8?: Uint8Array };
  /** Private Pyodide API: `on_fatal` is called when the interpreter fails fatally (it can no longer be used). */
  _api?: { on_fatal?: (err: unknown) => void };
}

/** Cold boot that may be snapshotted, or a restore of such a snapshot. */
export type StartMode = { makeSnapshot: true } | { snapshot: Promise<Uint8Array> };

type LoadPyodide = (options: Record<string, unknown>) => Promise<PyodideLike>;

/** A URL that is never fetched: the loader's requests for it are answered from the handed-over Blobs. */
const INDEX_URL = 'https://pyodide.invalid/';
export const SHIM_DIR = '/lib/cmp';

export async function startPyodide(assets: SandboxAssets, pythonFiles: Record<string, string>, mode: StartMode): Promise<PyodideLike> {
  const served = new Map<string, () => Response>([
    [`${INDEX_URL}pyodide.asm.wasm`, () => new Response(assets.wasm, { headers: { 'Content-Type': 'application/wasm' } })],
    [`${INDEX_URL}python_stdlib.zip`, () => new Response(assets.stdlib)],
  ]);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = served.get(url);
    return answer ? Promise.resolve(answer()) : realFetch(input, init);
  };
  const mjsUrl = URL.createObjectURL(assets.pyodideMjs);
  const asmUrl = URL.createObjectURL(assets.asmMjs);
  try {
    const loader = (await import(/* @vite-ignore */ mjsUrl)) as { loadPyodide: LoadPyodide };
    const asm = (await import(/* @vite-ignore */ asmUrl)) as { default: unknown };
    const pyodide = await loader.loadPyodide({
      indexURL: INDEX_URL,
      lockFileContents: assets.lockJson,
      packageBaseUrl: INDEX_URL,
      createPyodideModule: asm.default,
      stdout: () => undefined,
      stderr: () => undefined,
      env: { HOME: '/home/pyodide' },
      ...('snapshot' in mode ? { _loadSnapshot: await mode.snapshot } : { _makeSnapshot: true }),
    });
    // The file system is not part of a memory snapshot: every interpreter gets the shim files written anew.
    installPythonFiles(pyodide, pythonFiles);
    return pyodide;
  } finally {
    globalThis.fetch = realFetch;
    URL.revokeObjectURL(mjsUrl);
    URL.revokeObjectURL(asmUrl);
  }
}

function installPythonFiles(pyodide: PyodideLike, files: Record<string, string>): void {
  for (const [rel, source] of Object.entries(files)) {
    if (!/^[a-z_][a-z0-9_/]*\.py$/.test(rel) || rel.includes('..')) continue;
    const full = `${SHIM_DIR}/${rel}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, source);
  }
}
