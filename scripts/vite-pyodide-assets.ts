// Vite plugin: serves the Pyodide core from our own origin (dev/preview/build, any base path) and provides the
// sandbox worker as a self-contained code string (`virtual:cmp-sandbox-worker`), because the worker is started
// from a blob: URL inside an opaque-origin iframe and so cannot import anything from the dev server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { EARLY_PYODIDE_GLOBAL } from '../src/ui/app/earlyPyodide.ts';
import { compiledStdlib, PYODIDE_PACKAGE_DIR as pyodideDir, PYODIDE_VERSION, STDLIB_ZIP } from './pyodide-stdlib/stdlibZip.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workerEntry = path.join(root, 'src/sandbox/worker/entry.ts');

/** Files of the core distribution the sandbox needs (no wheels); the stdlib zip is ours (with bytecode, named by hash). */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', STDLIB_ZIP, 'pyodide-lock.json'];
export { STDLIB_ZIP };
/** Assets live under `<base>pyodide/<version>/` so a new version never meets a stale cache. */
export const PYODIDE_DIR = `pyodide/${PYODIDE_VERSION}/`;

const VIRTUAL_ID = 'virtual:cmp-sandbox-worker';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

const contentTypes: Record<string, string> = {
  '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.zip': 'application/zip', '.json': 'application/json',
};

async function bundleWorker(): Promise<{ code: string; files: string[] }> {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({ input: workerEntry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const chunk = output.find((o) => o.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('sandbox worker bundle produced no chunk');
    return { code: chunk.code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  } finally {
    await bundle.close();
  }
}

/**
 * Inline script for index.html: on a playground link (`view=playground`, or `code` and no view: link.ts's
 * linkedView) where Python can start at once, the Pyodide files start downloading while the app's own chunks load;
 * the sandbox takes these fetches over (src/ui/app/earlyPyodide.ts). On a repeat visit (a service worker controls the
 * page) they are read from Cache Storage itself, which its precache filled (any revision query: ignoreSearch): a Blob
 * of the entry in about 3 ms, where the worker's answer streamed 15 MB through its thread (0.65 s on a busy visit).
 * Not <link rel=preload>: Chromium failed to hand the 9.6 MB wasm's preloaded body to fetch() about every other
 * visit ("Failed to fetch").
 */
export function prefetchScript(dir: string): string {
  return `try{const p=new URLSearchParams(location.search),v=p.get("view");` +
    `if((v==="playground"||(!v&&p.get("code")))&&(typeof WebAssembly.Suspending==="function"||self.crossOriginIsolated===true)` +
    `){const c=navigator.serviceWorker&&navigator.serviceWorker.controller&&typeof caches==="object";` +
    `const s={};for(const f of ${JSON.stringify(PYODIDE_FILES)}){const u=${JSON.stringify(dir)}+f;` +
    `const r=c?caches.match(u,{ignoreSearch:true}).then((h)=>h||fetch(u),()=>fetch(u)):fetch(u);r.catch(()=>{});s[f]=r}` +
    `window.${EARLY_PYODIDE_GLOBAL}=s}}catch{}`;
}

export function pyodideAssets(): Plugin {
  let base = '/';
  return {
    name: 'cmp-pyodide-assets',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.filename.endsWith('/index.html')) return undefined;
        // After <meta charset> (which must stay in the first 1,024 bytes); still parsed long before the app's module runs.
        return [{ tag: 'script', injectTo: 'head', children: prefetchScript(`${base}${PYODIDE_DIR}`) }];
      },
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { code, files } = await bundleWorker();
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};\nexport const PYODIDE_DIR = ${JSON.stringify(PYODIDE_DIR)};\nexport const STDLIB_ZIP = ${JSON.stringify(STDLIB_ZIP)};\n`;
    },
    configureServer(server) {
      const prefix = `${base}${PYODIDE_DIR}`;
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const name = url.slice(prefix.length);
        if (!PYODIDE_FILES.includes(name)) return next();
        res.setHeader('Content-Type', contentTypes[path.extname(name)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (name !== STDLIB_ZIP) return void res.end(readFileSync(path.join(pyodideDir, name)));
        compiledStdlib().then((bytes) => res.end(bytes), (err: unknown) => next(err));
      });
    },
    async generateBundle() {
      for (const name of PYODIDE_FILES) {
        const source = name === STDLIB_ZIP ? await compiledStdlib() : readFileSync(path.join(pyodideDir, name));
        this.emitFile({ type: 'asset', fileName: `${PYODIDE_DIR}${name}`, source });
      }
    },
  };
}
