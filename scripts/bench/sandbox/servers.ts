// What the sandbox benchmark needs running: the brewery stand-in and the built app under vite preview.
// Reuses servers that already answer (e.g. left by a Playwright run) and stops only what it started. The app is the
// benchmarks' own build (appBuild.ts), never dist/.
import { spawn, type ChildProcess } from 'node:child_process';
import { startBreweryServer } from '../../../e2e/servers/brewery';
import { BREWERY_ORIGIN } from '../../../e2e/servers/ports';
import { BENCH_APP_BASE, BENCH_APP_DIR, ensureAppBuild } from '../appBuild';

export const BASE_PATH = BENCH_APP_BASE;
const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4199);

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface Started {
  url: string;
  note: string;
  stop: () => Promise<void>;
}

export async function ensureBrewery(): Promise<Started> {
  if (await answers(`${BREWERY_ORIGIN}/health`)) {
    return { url: BREWERY_ORIGIN, note: 'reused running stand-in', stop: () => Promise.resolve() };
  }
  const s = await startBreweryServer();
  return { url: s.url, note: 'started in-process', stop: () => s.close() };
}

async function waitFor(url: string, ms: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite preview did not answer at ${url} within ${ms} ms`);
}

export async function ensureApp(): Promise<Started> {
  const fromEnv = process.env.BENCH_APP_URL;
  if (fromEnv) return { url: fromEnv, note: 'BENCH_APP_URL', stop: () => Promise.resolve() };
  const note = ensureAppBuild();
  const url = `http://127.0.0.1:${PREVIEW_PORT}${BASE_PATH}`;
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort', '--base', BASE_PATH, '--outDir', BENCH_APP_DIR], {
    stdio: 'ignore', env: { ...process.env, BASE_PATH }, detached: true,
  });
  await waitFor(url, 30_000, child);
  return {
    url,
    note: `${note}, vite preview on :${PREVIEW_PORT}`,
    stop: async () => {
      // npx spawns vite as a child: end the whole process group we created, and nothing else.
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
    },
  };
}
