// The service worker (built by vite-plugin-pwa, injectManifest): precaches the app shell, its chunks and the Pyodide
// core, so a repeat visit needs no network for them, and adds the cross-origin isolation headers to everything it
// serves, which static hosts (GitHub Pages) cannot set: a controlled page then has SharedArrayBuffer, the Python
// sandbox's path where the browser has no JSPI. Scoped to the site base, whatever it is (/ or any sub-path).
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { appNavigationPattern, withIsolationHeaders } from './isolation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

addPlugins([{ handlerWillRespond: ({ response }) => Promise.resolve(withIsolationHeaders(response)) }]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every navigation to the app itself (any query string: spec, code, view…) gets the cached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [appNavigationPattern(self.registration.scope)] }));
void self.skipWaiting();
clientsClaim();
