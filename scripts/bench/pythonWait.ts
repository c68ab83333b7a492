// The two ways Python waits for a request, side by side in one Chromium: JSPI, and the SharedArrayBuffer bridge
// (the same Chromium as a browser without JSPI, e2e/fixtures/noJspi.ts). Per path, on the sandbox harness page:
// 50 sequential requests to the brewery stand-in timed inside Python (per-request ms), the 4.4 MB export (one
// reply in 5 chunks of the shared buffer), and a run without requests (start to result).
//   npm run bench -- python-wait
import type { Browser, Page } from 'playwright-core';
import type { PythonWait, RunResult } from '../../src/sandbox';
import type {} from '../../src/sandbox/harness/harness';
import { NO_JSPI } from '../../e2e/fixtures/noJspi';
import { BREWERY_BASE } from '../../e2e/servers/ports';
import { median, round } from './sandbox/pageTiming';
import { startBrowserBench } from './sandbox/browserBench';

const ROUNDS = Number(process.env.BENCH_PYTHON_WAIT_N ?? 5);
const REQUESTS = 50;
const SEQUENTIAL = [
  'import time', 't0 = time.perf_counter()', `for _ in range(${REQUESTS}):`,
  '    requests.get(BASE_URL + "/breweries/meta", params={"by_state": "Ohio"}).raise_for_status()',
  `result = (time.perf_counter() - t0) * 1000 / ${REQUESTS}`,
].join('\n');
const EXPORT = 'import time\nt0 = time.perf_counter()\nn = len(requests.get(BASE_URL + "/breweries/export").content)\nresult = [(time.perf_counter() - t0) * 1000, n]';

async function run(page: Page, code: string): Promise<RunResult> {
  const res = await page.evaluate((c) => window.__cmpSandbox!.handle.run(c), code);
  if (!res.ok) throw new Error(`bench run failed: ${res.error ?? ''}`);
  return res;
}

async function measure(browser: Browser, app: string, wait: PythonWait): Promise<Record<string, unknown>> {
  const context = await browser.newContext();
  if (wait === 'sab') await context.addInitScript(NO_JSPI);
  const page = await context.newPage();
  try {
    await page.goto(`${app}sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`);
    await page.waitForFunction(() => window.__cmpSandbox !== undefined);
    await page.evaluate(() => window.__cmpSandbox!.handle.ready);
    const got = await page.evaluate(() => window.__cmpSandbox!.handle.status().pythonWait);
    if (got !== wait) throw new Error(`expected the ${wait} path, the sandbox took ${String(got)}`);
    const perRequest: number[] = [];
    const exportMs: number[] = [];
    const trivial: number[] = [];
    await run(page, SEQUENTIAL);
    for (let i = 0; i < ROUNDS; i++) {
      await page.waitForFunction(() => window.__cmpSandbox!.handle.status().spareReady === true, null, { timeout: 60_000 });
      perRequest.push(Number((await run(page, SEQUENTIAL)).result));
      await page.waitForFunction(() => window.__cmpSandbox!.handle.status().spareReady === true, null, { timeout: 60_000 });
      exportMs.push(Number(((await run(page, EXPORT)).result as [number, number])[0]));
      await page.waitForFunction(() => window.__cmpSandbox!.handle.status().spareReady === true, null, { timeout: 60_000 });
      trivial.push((await run(page, 'result = 1 + 1')).durationMs);
    }
    return {
      perRequestMs: { median: round(median(perRequest), 2), all: perRequest.map((x) => round(x, 2)) },
      export4MbMs: { median: round(median(exportMs)), all: exportMs.map((x) => round(x)) },
      trivialRunMs: { median: round(median(trivial)), all: trivial },
    };
  } finally {
    await context.close();
  }
}

export async function runPythonWaitBench(): Promise<Record<string, unknown>> {
  const bench = await startBrowserBench();
  const { browser, app } = bench;
  try {
    const jspi = await measure(browser, app.url, 'jspi');
    const sab = await measure(browser, app.url, 'sab');
    const per = (r: Record<string, unknown>) => (r.perRequestMs as { median: number }).median;
    const big = (r: Record<string, unknown>) => (r.export4MbMs as { median: number }).median;
    return {
      environment: { chromium: bench.chromiumPath, app: app.note, rounds: ROUNDS, requestsPerRound: REQUESTS, ...bench.machine() },
      jspi, sab,
      sabOverJspi: { perRequest: round(per(sab) / per(jspi), 2), perRequestExtraMs: round(per(sab) - per(jspi), 2), export4Mb: round(big(sab) / big(jspi), 2) },
      note: 'times inside Python (time.perf_counter) around the requests; sab = the same Chromium with WebAssembly.Suspending removed (e2e/fixtures/noJspi.ts)',
    };
  } finally {
    await bench.close();
  }
}
