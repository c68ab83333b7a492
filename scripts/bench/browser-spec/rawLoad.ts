// Timings as a user sees them: a plain headless Chromium with no DevTools client attached (Playwright's network
// instrumentation copies every response body: +300-500 ms on a 13 MB download, ~+10 ms per small request).
// Each run is a fresh browser and profile (cold caches); the page opens after a pause because Chromium's own
// start-up work (its omnibox UI renderer) keeps the cores busy for a few seconds (3 s was measured too short).
// A script injected by the bench server (staticServer.ts) reports over HTTP.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageProbe } from './pageProbe';
import type { StaticServer } from './staticServer';

export interface RawLoadRun {
  loadToReadyMs: number;
  navToReadyMs: number;
}

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

export async function measureRawLoads(
  executable: string, flags: string[], site: StaticServer, appUrl: string, specUrl: string, runs: number, timeoutMs: number,
): Promise<RawLoadRun[]> {
  const out: RawLoadRun[] = [];
  for (let i = 0; i < runs; i++) {
    const target = `${appUrl}?bench-probe=1&spec=${encodeURIComponent(specUrl)}`;
    const probe = (await openAndAwaitReport(executable, flags, site, target, timeoutMs)) as PageProbe;
    if (probe.failed !== null) throw new Error(`the app reported a load error: ${probe.failed}`);
    const ready = probe.ready ?? NaN;
    out.push({ loadToReadyMs: Math.round(ready - (probe.loadStart ?? NaN)), navToReadyMs: Math.round(ready) });
  }
  return out;
}

/** Starts a fresh Chromium on `target` (after the settle pause) and resolves with what the page POSTs. */
export async function openAndAwaitReport(
  executable: string, flags: string[], site: StaticServer, target: string, timeoutMs: number,
): Promise<unknown> {
  const profile = mkdtempSync(join(tmpdir(), 'cmp-bench-'));
  const settle = `${site.origin}/bench/settle.html?ms=${SETTLE_MS}&to=${encodeURIComponent(target)}`;
  const report = site.nextReport();
  // Own process group, so the renderers and helpers go down with the browser.
  const browser = spawn(executable, [...flags, `--user-data-dir=${profile}`, settle], { stdio: 'ignore', detached: true });
  const exited = new Promise<'exited'>((ok) => browser.once('exit', () => ok('exited')));
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<'timeout'>((ok) => (timer = setTimeout(() => ok('timeout'), timeoutMs)));
    const outcome = await Promise.race([report, exited, timedOut]);
    if (outcome === 'exited') throw new Error('Chromium exited before the page reported');
    if (outcome === 'timeout') throw new Error(`no report from the page within ${timeoutMs} ms`);
    return outcome;
  } finally {
    clearTimeout(timer);
    if (browser.exitCode === null && browser.signalCode === null && browser.pid !== undefined) process.kill(-browser.pid);
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
