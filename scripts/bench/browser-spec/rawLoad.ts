// Spec ready time as a user sees it: a plain headless Chromium with no DevTools client attached (Playwright's
// network instrumentation copies every response body, adding 300-500 ms to a 13 MB download). Each run is a fresh
// browser and profile (cold caches); the page opens after a pause because Chromium's own start-up work (its
// omnibox UI renderer) keeps the cores busy for a few seconds (3 s was measured too short). The probe in the page reports over HTTP.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageProbe } from './pageProbe';
import type { StaticServer } from './staticServer';

export interface RawLoadRun {
  loadToReadyMs: number;
  navToReadyMs: number;
  longTaskMaxMs: number;
}

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

export async function measureRawLoads(
  executable: string, flags: string[], site: StaticServer, appUrl: string, specUrl: string, runs: number, timeoutMs: number,
): Promise<RawLoadRun[]> {
  const out: RawLoadRun[] = [];
  for (let i = 0; i < runs; i++) out.push(await oneLoad(executable, flags, site, appUrl, specUrl, timeoutMs));
  return out;
}

async function oneLoad(
  executable: string, flags: string[], site: StaticServer, appUrl: string, specUrl: string, timeoutMs: number,
): Promise<RawLoadRun> {
  const profile = mkdtempSync(join(tmpdir(), 'cmp-bench-'));
  const target = `${appUrl}?bench-probe=1&spec=${encodeURIComponent(specUrl)}`;
  const settle = `${site.origin}/bench/settle.html?ms=${SETTLE_MS}&to=${encodeURIComponent(target)}`;
  const report = site.nextReport();
  // Own process group, so the renderers and helpers go down with the browser.
  const browser = spawn(executable, [...flags, `--user-data-dir=${profile}`, settle], { stdio: 'ignore', detached: true });
  const exited = new Promise<'exited'>((ok) => browser.once('exit', () => ok('exited')));
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<'timeout'>((ok) => (timer = setTimeout(() => ok('timeout'), timeoutMs)));
    const outcome = await Promise.race([report, exited, timedOut]);
    if (outcome === 'exited') throw new Error('Chromium exited before the app reported');
    if (outcome === 'timeout') throw new Error(`no report from the app within ${timeoutMs} ms`);
    const probe = outcome as PageProbe;
    if (probe.failed !== null) throw new Error(`the app reported a load error: ${probe.failed}`);
    const ready = probe.ready ?? NaN;
    const start = probe.loadStart ?? NaN;
    const during = probe.longTasks.filter((t) => t.start + t.duration >= start && t.start <= ready);
    return {
      loadToReadyMs: Math.round(ready - start),
      navToReadyMs: Math.round(ready),
      longTaskMaxMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
    };
  } finally {
    clearTimeout(timer);
    if (browser.exitCode === null && browser.signalCode === null && browser.pid !== undefined) process.kill(-browser.pid);
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
