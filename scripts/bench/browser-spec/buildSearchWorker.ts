// Bundles searchWorker.ts (the app's catalog service + a timing loop) into one ES module for a Chromium worker.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const SEARCH_WORKER_FILE = 'search-worker.js';

/** Builds into outDir and returns it; minified like the app build (target es2022). */
export async function buildSearchWorker(outDir: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL('./searchWorker.ts', import.meta.url)),
        formats: ['es'],
        fileName: () => SEARCH_WORKER_FILE,
      },
    },
  });
  return outDir;
}
