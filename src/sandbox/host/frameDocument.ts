// The sandbox iframe's document: a strict CSP and a tiny bootstrap that starts the worker from a blob: URL
// (so the worker inherits the CSP) and hands it the page's MessagePort. Nothing else runs in the iframe.
// A classic worker: Chromium refuses module workers from blob: URLs in an opaque origin; import() inside works.

/**
 * No network (connect-src 'none'): Pyodide arrives as Blobs from the page. Scripts only from blob: URLs made
 * inside the sandbox, plus this bootstrap by nonce; 'wasm-unsafe-eval' for WebAssembly, never 'unsafe-eval'.
 */
export function sandboxCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' blob: 'wasm-unsafe-eval'`,
    'worker-src blob:',
    "connect-src 'none'",
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const bootstrap = `
onmessage = (e) => {
  const d = e.data;
  if (e.source !== parent || !d || d.t !== 'cmp-start' || typeof d.code !== 'string' || !e.ports[0]) return;
  onmessage = null;
  const fail = (m) => parent.postMessage({ t: 'cmp-frame-error', message: String(m).slice(0, 500) }, '*');
  try {
    const url = URL.createObjectURL(new Blob([d.code], { type: 'text/javascript' }));
    const w = new Worker(url, { name: 'cmp-sandbox' });
    let reported = false;
    w.onerror = (ev) => { if (!reported) { reported = true; fail(ev.message || 'worker error'); } };
    w.onmessage = null;
    w.postMessage({ t: 'port' }, [e.ports[0]]);
  } catch (err) { fail(err); }
};
parent.postMessage({ t: 'cmp-frame-ready' }, '*');
`;

export function frameDocument(nonce: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${sandboxCsp(nonce)}">` +
    `</head><body><script nonce="${nonce}">${bootstrap}</script></body></html>`
  );
}
