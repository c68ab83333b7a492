// The benchmarks' own production build of the app (base /cmp/, test pages included), in node_modules/.cache: never
// dist/, which `npm run preview` serves at / and e2e runs rebuild for themselves (issue 53: a bench left dist/ built
// for a sub-path, and preview then served a blank page). Rebuilt when any file under src/ or public/ is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_APP_BASE = '/cmp/';
/** Absolute path of the build, ending in a slash. */
export const BENCH_APP_DIR = ROOT + 'node_modules/.cache/bench-app/';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds BENCH_APP_DIR unless it is newer than src/ and public/ (BENCH_REBUILD=1 forces it); says which. */
export function ensureAppBuild(): string {
  const index = BENCH_APP_DIR + 'index.html';
  const fresh = existsSync(index) && statSync(index).mtimeMs > Math.max(newestMtime(ROOT + 'src'), newestMtime(ROOT + 'public'));
  if (fresh && !process.env.BENCH_REBUILD) return `reused ${BENCH_APP_DIR}`;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', BENCH_APP_DIR, '--emptyOutDir'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, BASE_PATH: BENCH_APP_BASE, WITH_TEST_PAGES: '1' },
  });
  if (built.status !== 0) throw new Error('vite build failed');
  return `built ${BENCH_APP_DIR}`;
}
