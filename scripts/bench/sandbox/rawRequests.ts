// Per-request time inside the sandbox as a user's browser has it: the built playground in a plain Chromium with no
// DevTools client, running request_timing.py (the bench server injects a script that presses Run).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BREWERY_SPEC_URL } from '../../../e2e/servers/ports';
import { openAndAwaitReport } from '../browser-spec/rawLoad';
import { startStaticServer } from '../browser-spec/staticServer';
import { median } from './pageTiming';
import { programText } from './native';
import { BASE_PATH } from './servers';
import { BENCH_APP_DIR } from '../appBuild';

export interface RawRequestTiming {
  /** Median of requests.get() as timed by the script. */
  sandboxMs: number;
  perPathMs: Record<string, number>;
  /** Median fetch time in the page broker for the same requests. */
  brokerMs: number;
  /** The browser's floor: the same requests as bare fetches from the same page (median of per-path medians). */
  pageFetchMs: number;
  pageFetchPerPathMs: Record<string, number>;
}

interface RunnerReport {
  status: string | null;
  result: string | null;
  error: string | null;
  brokerMs: number[];
  pageFetchMs: Record<string, number> | null;
}

/** Serves the benchmarks' build (appBuild.ts, made by ensureApp) and runs the timing program twice; the second run counts. */
export async function measureRawRequests(executable: string, flags: string[]): Promise<RawRequestTiming> {
  const site = await startStaticServer({ app: BENCH_APP_DIR, appBase: BASE_PATH, bench: mkdtempSync(join(tmpdir(), 'cmp-bench-static-')) });
  try {
    const code = Buffer.from(programText('request_timing.py'), 'utf8').toString('base64url');
    const target = `${site.origin}${BASE_PATH}?view=playground&spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${code}&bench-run=2`;
    const report = (await openAndAwaitReport(executable, flags, site, target, 180_000)) as RunnerReport;
    if (report.status !== 'ok' || report.result === null) throw new Error(`request_timing.py failed in the sandbox: ${report.error ?? report.status}`);
    const result = JSON.parse(report.result) as { medianMs: number; perPathMs: Record<string, number> };
    if (!report.pageFetchMs) throw new Error('the bench runner did not time the bare page fetches');
    return {
      sandboxMs: result.medianMs, perPathMs: result.perPathMs, brokerMs: median(report.brokerMs),
      pageFetchMs: median(Object.values(report.pageFetchMs)), pageFetchPerPathMs: report.pageFetchMs,
    };
  } finally {
    await site.close();
  }
}
