// The service worker (vite-plugin-pwa, injectManifest with our own src/serviceWorker/sw.ts): precaches the app shell,
// its chunks and the Pyodide core, and adds the cross-origin isolation headers to what it serves. Scoped to the site
// base, whatever it is (/ or any sub-path).
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

export function serviceWorker(): PluginOption {
  return VitePWA({
    // The app registers `<base>sw.js` itself once the page is quiet (src/ui/serviceWorkerRegistration.ts).
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,mjs,wasm,zip,json,yaml}'],
      // The sandbox e2e harness is a test page, not part of the app.
      globIgnores: ['**/sandbox-harness*'],
      // pyodide.asm.wasm is 9.6 MB.
      maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
      // Hashed chunk names and the versioned Pyodide folder change whenever their content does: no cache-busting query.
      dontCacheBustURLsMatching: /(?:\/assets\/[^/]+-[\w-]{8}\.\w+|\/pyodide\/\d[\d.]*\/[^/]+)$/,
      rollupFormat: 'iife',
    },
  });
}
