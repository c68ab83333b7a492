import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { pyodideAssets } from './scripts/vite-pyodide-assets.ts';
import { catalogWorkerEarly } from './scripts/vite-catalog-worker-early.ts';
import { sharedTokenizer } from './scripts/vite-shared-tokenizer.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { oauthClientDocument } from './scripts/vite-oauth-client.ts';
import { isolationHeaders } from './src/serviceWorker/isolation.ts';

// BASE_PATH lets the static build live under a sub-path (e.g. GitHub Pages: /code-mode-playground/).
const base = process.env.BASE_PATH ?? '/';
// The dev and preview servers send the cross-origin isolation headers themselves; NO_ISOLATION_HEADERS=1 serves
// like a static host that cannot (then only the service worker adds them: e2e/deploy.spec.ts).
const headers = process.env.NO_ISOLATION_HEADERS ? {} : isolationHeaders();

export default defineConfig({
  base,
  plugins: [react(), pyodideAssets(), catalogWorkerEarly(), sharedTokenizer({ emit: true }), serviceWorker(), oauthClientDocument()],
  // ASCII-only output: a script with one non-ASCII character is decoded and parsed as two-byte text.
  worker: { format: 'es', plugins: () => [sharedTokenizer({ emit: false })], rollupOptions: { output: { charset: 'ascii' } } },
  build: {
    target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        // Test-only page for the sandbox's e2e checks and the bench (not product UI): built only when they ask.
        ...(process.env.WITH_TEST_PAGES ? { 'sandbox-harness': fileURLToPath(new URL('./sandbox-harness.html', import.meta.url)) } : {}),
      },
      output: { charset: 'ascii' },
    },
  },
  server: { port: 5173, headers },
  preview: { port: 4173, headers },
});
