// Cross-origin isolation: the headers that give the page (and the sandbox iframe that asks for it) SharedArrayBuffer,
// which the Python sandbox needs where the browser has no WebAssembly JSPI. `require-corp`, not `credentialless`:
// the page only makes CORS fetches (specs, LLM APIs, the proxy), which COEP never blocks, and Safari supports only
// `require-corp`. Set by the dev/preview servers (vite.config.ts) and, on static hosts, by the service worker.
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** The same response with the isolation headers added (opaque responses cannot carry headers: returned as is). */
export function withIsolationHeaders(response: Response): Response {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The page's own URLs (any query string) that a navigation gets the cached index.html for, under `scope`. */
export function appNavigationPattern(scope: string): RegExp {
  const path = new URL(scope).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${path}(?:index\\.html)?(?:\\?.*)?$`);
}
