// Cross-origin isolation: the headers that give the page (and the sandbox iframe that asks for it) SharedArrayBuffer,
// which the Python sandbox needs where the browser has no WebAssembly JSPI. COEP `credentialless` by default: the
// page's own fetches are all CORS (specs, LLM APIs, the proxy), which neither value blocks, but the spec loader's
// `no-cors` probe (it tells "blocked by CORS" from "unreachable") only passes under `credentialless`. Safari knows
// only `require-corp`: a page that stays unisolated switches to it once (isolationReload.ts), kept in Cache Storage.
// Set by the dev/preview servers (vite.config.ts) and, on static hosts, by the service worker (sw.ts).
export type CoepValue = 'credentialless' | 'require-corp';

export const DEFAULT_COEP: CoepValue = 'credentialless';

/** Cache and key (under the site's scope) holding the COEP value when it is not the default. */
export const COEP_CACHE = 'cmp-isolation';
export const COEP_KEY = '__cmp-coep';

export function isolationHeaders(coep: CoepValue = DEFAULT_COEP): Record<string, string> {
  return { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': coep };
}

/** The same response with the isolation headers added (opaque responses cannot carry headers: returned as is). */
export function withIsolationHeaders(response: Response, coep: CoepValue): Response {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(isolationHeaders(coep))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const asCoep = (text: string | null | undefined): CoepValue => (text === 'require-corp' ? 'require-corp' : DEFAULT_COEP);

/** The page's own URLs (any query string) that a navigation gets the cached index.html for, under `scope`. */
export function appNavigationPattern(scope: string): RegExp {
  const path = new URL(scope).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${path}(?:index\\.html)?(?:\\?.*)?$`);
}
