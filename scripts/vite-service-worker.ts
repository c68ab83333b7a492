// The service worker (vite-plugin-pwa / Workbox generateSW): precaches the app shell, its chunks and the Pyodide
// core, so a repeat visit needs no network for them. Scoped to the site base, whatever it is (/ or any sub-path).
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function serviceWorker(base: string): PluginOption {
  return VitePWA({
    // A deferred <script> registers `<base>sw.js` with scope `<base>` after the page has parsed.
    injectRegister: 'script-defer',
    registerType: 'autoUpdate',
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,mjs,wasm,zip,json,yaml}'],
      // The sandbox e2e harness is a test page, not part of the app.
      globIgnores: ['**/sandbox-harness*'],
      // pyodide.asm.wasm is 9.6 MB.
      maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
      // Hashed chunk names and the versioned Pyodide folder change whenever their content does: no cache-busting query.
      dontCacheBustURLsMatching: /(?:\/assets\/[^/]+-[\w-]{8}\.\w+|\/pyodide\/\d[\d.]*\/[^/]+)$/,
      // Every navigation to the app itself (any query string: spec, code, view…) gets the cached index.html.
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [new RegExp(`^${escapeRegExp(base)}(?:index\\.html)?(?:\\?.*)?$`)],
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
    },
  });
}
