// The service worker (built by vite-plugin-pwa, injectManifest): precaches the app shell, its chunks and the Pyodide
// core, so a repeat visit needs no network for them, and adds the cross-origin isolation headers to everything it
// serves, which static hosts (GitHub Pages) cannot set: a controlled page then has SharedArrayBuffer, the Python
// sandbox's path where the browser has no JSPI. Scoped to the site base, whatever it is (/ or any sub-path).
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { COEP_CACHE, COEP_KEY, DEFAULT_COEP, appNavigationPattern, asCoep, withIsolationHeaders, type CoepValue } from './isolation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

async function readCoep(): Promise<CoepValue> {
  try {
    const hit = await (await caches.open(COEP_CACHE)).match(new URL(COEP_KEY, self.registration.scope).href);
    return asCoep(hit ? await hit.text() : null);
  } catch {
    return DEFAULT_COEP;
  }
}

// Read again at each navigation (the page may have switched it just before reloading); its subresources and workers
// get the same value, which a dedicated worker's script must match.
let coep = readCoep();
addPlugins([{
  handlerWillRespond: async ({ request, response }) => {
    if (request.mode === 'navigate') coep = readCoep();
    return withIsolationHeaders(response, await coep);
  },
}]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every navigation to the app itself (any query string: spec, code, view…) gets the cached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [appNavigationPattern(self.registration.scope)] }));
void self.skipWaiting();
clientsClaim();
