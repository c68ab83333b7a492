// The sandbox iframe's document: a strict CSP and the relay (host/relay.ts), which starts the worker from a blob:
// URL (so the worker inherits the CSP) and stands between it and the page's MessagePort.
// A classic worker: Chromium refuses module workers from blob: URLs in an opaque origin; import() inside works.
import { MESSAGE_LIMITS, SYNC_BUFFER } from '../limits';
import { relayMain } from './relay';

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

export function frameDocument(nonce: string): string {
  // The relay is a real function (typed, linted) whose source is the iframe's only script; `</` is escaped in it.
  const script = `(${relayMain.toString()})(${JSON.stringify(MESSAGE_LIMITS)}, ${JSON.stringify(SYNC_BUFFER)});`;
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${sandboxCsp(nonce)}">` +
    `</head><body><script nonce="${nonce}">${script.replace(/<\//g, '<\\/')}</script></body></html>`
  );
}
