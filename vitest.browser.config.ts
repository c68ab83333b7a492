// Browser-mode unit tests (src/**/*.browser.test.ts): the sandbox host in headless system Chromium, with the same
// flags as e2e and Pyodide served from our origin by the same Vite plugin as the app.
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags.ts';
import { pyodideAssets } from './scripts/vite-pyodide-assets.ts';
import { isolationHeaders } from './src/serviceWorker/isolation.ts';

// $CHROMIUM_PATH, the system Chromium, else Playwright's own download, as the e2e runner picks it (plain JS without
// types, so imported by URL; the URL is the file's own because Vite bundles this config elsewhere first).
const finder = (await import(new URL('./scripts/find-chromium.mjs', import.meta.url).href)) as { findChromium: () => Promise<{ path: string } | null> };
const executablePath = (await finder.findChromium())?.path;

export default defineConfig({
  plugins: [pyodideAssets()],
  server: { headers: isolationHeaders() },
  test: {
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      // Nothing visual to look at: a failure's message says it all.
      screenshotFailures: false,
      provider: playwright({ launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
