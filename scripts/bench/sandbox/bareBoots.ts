// Reference boots for the first-result bench, each in a fresh context: Pyodide's own loader in a plain worker, and
// the same loader where our sandbox runs it (a sandboxed srcdoc iframe with the sandbox's CSP, its files handed in
// as Blobs because that CSP allows no network). The gap between the two is what the isolation itself costs.
import type { BrowserContext } from 'playwright-core';
import { sandboxCsp } from '../../../src/sandbox/host/frameDocument';
import { PYODIDE_DIR, PYODIDE_FILES } from '../../vite-pyodide-assets';

/** Any same-origin document that starts nothing itself. */
const blankPage = (app: string) => `${new URL(PYODIDE_DIR, app).href}pyodide-lock.json`;

/** A worker that loads pyodide.mjs from the app's origin and runs 1+1: worker start → result (ms). */
export async function bareBoot(context: BrowserContext, app: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(blankPage(app));
  const indexURL = new URL(PYODIDE_DIR, app).href;
  return page.evaluate((index) => new Promise<number>((resolve, reject) => {
    const source = `import(${JSON.stringify(`${index}pyodide.mjs`)}).then(async (m) => {
      const py = await m.loadPyodide({ indexURL: ${JSON.stringify(index)} });
      postMessage(py.runPython('1+1'));
    }).catch((e) => postMessage('error: ' + e));`;
    const t0 = performance.now();
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
    worker.onmessage = (e: MessageEvent) => (e.data === 2 ? resolve(performance.now() - t0) : reject(new Error(String(e.data))));
  }), indexURL);
}

/** The same boot as the sandbox isolates it: download to Blobs → iframe → classic blob: worker → 1+1 (ms). */
export async function sandboxedBareBoot(context: BrowserContext, app: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(blankPage(app));
  const index = new URL(PYODIDE_DIR, app).href;
  return page.evaluate(([index, files, csp]) => new Promise<number>((resolve, reject) => {
    const t0 = performance.now();
    const worker = `onmessage = async (e) => {
      const b = e.data;
      const served = { "pyodide.asm.wasm": () => new Response(b["pyodide.asm.wasm"], { headers: { "Content-Type": "application/wasm" } }), "python_stdlib.zip": () => new Response(b["python_stdlib.zip"]) };
      const realFetch = fetch;
      fetch = (u, i) => { const f = served[String(u).split("/").pop()]; return f ? Promise.resolve(f()) : realFetch(u, i); };
      try {
        const m = await import(URL.createObjectURL(b["pyodide.mjs"]));
        const asm = await import(URL.createObjectURL(b["pyodide.asm.mjs"]));
        const py = await m.loadPyodide({ indexURL: "https://pyodide.invalid/", lockFileContents: await b["pyodide-lock.json"].text(), createPyodideModule: asm.default });
        postMessage(py.runPython("1+1"));
      } catch (err) { postMessage("error: " + err); }
    };`;
    const relay = `onmessage = (e) => { const w = new Worker(URL.createObjectURL(new Blob([e.data.worker], { type: "text/javascript" }))); w.onmessage = (m) => parent.postMessage({ done: m.data }, "*"); w.postMessage(e.data.blobs); }; parent.postMessage({ ready: 1 }, "*");`;
    void Promise.all(files.map(async (f) => [f, new Blob([await (await fetch(index + f)).blob()], { type: f.endsWith('js') ? 'text/javascript' : '' })] as const)).then((pairs) => {
      const blobs = Object.fromEntries(pairs);
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('allow', 'cross-origin-isolated');
      frame.style.display = 'none';
      frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}"><script nonce="bench">${relay}</script>`;
      window.addEventListener('message', (e: MessageEvent<{ ready?: number; done?: unknown }>) => {
        if (e.data.ready) frame.contentWindow?.postMessage({ worker, blobs }, '*');
        else if (e.data.done === 2) resolve(performance.now() - t0);
        else if (e.data.done !== undefined) reject(new Error(JSON.stringify(e.data.done)));
      });
      document.body.appendChild(frame);
    });
  }), [index, PYODIDE_FILES, sandboxCsp('bench')] as const);
}
