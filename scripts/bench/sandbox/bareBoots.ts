// Reference boots for the first-result bench, each in a fresh context: Pyodide's own loader in a plain worker, and
// the same loader where our sandbox runs it (a sandboxed srcdoc iframe with the sandbox's CSP, its files handed in
// as Blobs because that CSP allows no network). The gap between the two is what the isolation itself costs.
import type { BrowserContext } from 'playwright-core';
import { sandboxCsp } from '../../../src/sandbox/host/frameDocument';
import { PYODIDE_DIR, PYODIDE_FILES, STDLIB_ZIP } from '../../vite-pyodide-assets';

/** Where a bare boot loads Pyodide from: a folder and the name of its stdlib zip in it. */
export interface PyodideSource {
  index: string;
  stdlib: string;
}

/** The app's own files (its stdlib zip carries bytecode). */
export const appPyodide = (app: string): PyodideSource => ({ index: new URL(PYODIDE_DIR, app).href, stdlib: STDLIB_ZIP });
/** The npm package's files as shipped (stockPyodide.ts). */
export const stockPyodide = (origin: string): PyodideSource => ({ index: origin, stdlib: 'python_stdlib.zip' });

/** A worker on the files' own origin that loads pyodide.mjs and runs 1+1: worker start → result (ms). */
export async function bareBoot(context: BrowserContext, from: PyodideSource): Promise<number> {
  const page = await context.newPage();
  // Any same-origin document that starts nothing itself.
  await page.goto(`${from.index}pyodide-lock.json`);
  return page.evaluate(({ index, stdlib }) => new Promise<number>((resolve, reject) => {
    const source = `import(${JSON.stringify(`${index}pyodide.mjs`)}).then(async (m) => {
      const py = await m.loadPyodide({ indexURL: ${JSON.stringify(index)}, stdLibURL: ${JSON.stringify(index + stdlib)} });
      postMessage(py.runPython('1+1'));
    }).catch((e) => postMessage('error: ' + e));`;
    const t0 = performance.now();
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
    worker.onmessage = (e: MessageEvent) => (e.data === 2 ? resolve(performance.now() - t0) : reject(new Error(String(e.data))));
  }), from);
}

/**
 * The same boot as the sandbox isolates it: download to Blobs → iframe → classic blob: worker → 1+1 (ms). With
 * `restore`, a first such boot makes a memory snapshot (untimed), and the time is that of a second iframe and worker
 * restoring it from Blobs already in the page: what a repeat visit cannot go below in this isolation.
 */
export async function sandboxedBareBoot(context: BrowserContext, app: string, restore = false): Promise<number> {
  const page = await context.newPage();
  const index = new URL(PYODIDE_DIR, app).href;
  await page.goto(`${index}pyodide-lock.json`);
  return page.evaluate(([index, files, csp, stdlib, restore]) => new Promise<number>((resolve, reject) => {
    let t0 = performance.now();
    const worker = `onmessage = async (e) => {
      const b = e.data;
      const served = { "pyodide.asm.wasm": () => new Response(b["pyodide.asm.wasm"], { headers: { "Content-Type": "application/wasm" } }), "python_stdlib.zip": () => new Response(b[${JSON.stringify(stdlib)}]) };
      const realFetch = fetch;
      fetch = (u, i) => { const f = served[String(u).split("/").pop()]; return f ? Promise.resolve(f()) : realFetch(u, i); };
      try {
        const m = await import(URL.createObjectURL(b["pyodide.mjs"]));
        const asm = await import(URL.createObjectURL(b["pyodide.asm.mjs"]));
        const snap = b.snapshot ? { _loadSnapshot: new Uint8Array(await b.snapshot.arrayBuffer()) } : b.make ? { _makeSnapshot: true } : {};
        const py = await m.loadPyodide({ indexURL: "https://pyodide.invalid/", lockFileContents: await b["pyodide-lock.json"].text(), createPyodideModule: asm.default, ...snap });
        const two = py.runPython("1+1");
        postMessage(b.make ? { snapshot: new Blob([py.makeMemorySnapshot()]) } : two);
      } catch (err) { postMessage("error: " + err); }
    };`;
    const relay = `onmessage = (e) => { const w = new Worker(URL.createObjectURL(new Blob([e.data.worker], { type: "text/javascript" }))); w.onmessage = (m) => parent.postMessage({ done: m.data }, "*"); w.postMessage(e.data.blobs); }; parent.postMessage({ ready: 1 }, "*");`;
    // Member assignments, not named functions: tsx would wrap those in a helper the page does not have.
    const fns: { boot?: (blobs: Record<string, unknown>) => void; onMessage?: (e: MessageEvent<{ ready?: number; done?: unknown }>) => void } = {};
    fns.boot = (blobs) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('allow', 'cross-origin-isolated');
      frame.style.display = 'none';
      frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}"><script nonce="bench">${relay}</script>`;
      fns.onMessage = (e) => {
        if (e.source !== frame.contentWindow) return;
        const done = e.data.done as { snapshot?: Blob } | number | undefined;
        if (e.data.ready) frame.contentWindow?.postMessage({ worker, blobs }, '*');
        else if (done === 2) resolve(performance.now() - t0);
        else if (typeof done === 'object' && done.snapshot instanceof Blob) {
          if (fns.onMessage) window.removeEventListener('message', fns.onMessage);
          // Read into the page first: a Blob made in the iframe's worker cannot be read once that frame is gone.
          void done.snapshot.arrayBuffer().then((bytes) => {
            frame.remove();
            t0 = performance.now();
            fns.boot?.({ ...blobs, make: false, snapshot: new Blob([bytes]) });
          }, reject);
        } else if (done !== undefined) reject(new Error(JSON.stringify(done)));
      };
      window.addEventListener('message', fns.onMessage);
      document.body.appendChild(frame);
    };
    void Promise.all(files.map(async (f) => [f, new Blob([await (await fetch(index + f)).blob()], { type: f.endsWith('js') ? 'text/javascript' : '' })] as const))
      .then((pairs) => fns.boot?.({ ...Object.fromEntries(pairs), make: restore }));
  }), [index, PYODIDE_FILES, sandboxCsp('bench'), STDLIB_ZIP, restore] as const);
}
