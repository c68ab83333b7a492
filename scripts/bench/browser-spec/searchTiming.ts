// Search latency in Chromium: the app's catalog service in a dedicated worker (bench bundle), timed inside the
// worker (pure search) and from the page (round trip incl. postMessage + structured clone, what the UI waits on).
import type { Browser, Page } from 'playwright-core';
import type { BenchRequest } from './searchWorker';
import { HeapSampler, type HeapPeaks } from './heapSampler';

export interface SearchTimingResult {
  workerLoadMs: number;
  timings: { loadMs: number; indexMs: number; tokensMs: number };
  workerHeap: HeapPeaks;
  inWorker: number[];
  /** The same timing over whole task sentences (names, several steps: the lookup and step paths of search). */
  inWorkerTasks: number[];
  roundTrip: number[];
  top: string[];
}

/** One request to the bench worker, its reply (throws on a failed one). */
export async function ask(page: Page, req: BenchRequest): Promise<Record<string, unknown>> {
  const reply = await page.evaluate(
    (r) => new Promise<Record<string, unknown>>((ok) => {
      const w = (window as unknown as { __w: Worker }).__w;
      w.onmessage = (e: MessageEvent<Record<string, unknown>>) => ok(e.data);
      w.postMessage(r);
    }),
    req,
  );
  if (reply.ok !== true) throw new Error(`search worker: ${String(reply.error)}`);
  return reply;
}

export async function measureSearch(
  browser: Browser, origin: string, specUrl: string, queries: string[], probe: string, rounds: number, taskQueries: string[] = [],
): Promise<SearchTimingResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const heap = await HeapSampler.attach(page);
    await page.goto(`${origin}/bench/harness.html`);
    await page.evaluate(() => {
      (window as unknown as { __w: Worker }).__w = new Worker('/bench/search-worker.js', { type: 'module' });
    });
    heap.start();
    const loaded = await ask(page, { type: 'load', url: specUrl });
    const workerHeap = await heap.stop();
    const timed = await ask(page, { type: 'time-search', queries, rounds, limit: 20 });
    const timedTasks = taskQueries.length > 0 ? await ask(page, { type: 'time-search', queries: taskQueries, rounds, limit: 20 }) : { times: [] };
    const roundTrip = await page.evaluate(
      async ({ qs, n }) => {
        const w = (window as unknown as { __w: Worker }).__w;
        const out: number[] = [];
        for (let r = 0; r < n; r++) {
          for (const query of qs) {
            const s = performance.now();
            await new Promise((ok) => {
              w.onmessage = ok;
              w.postMessage({ type: 'search', query, limit: 20 });
            });
            out.push(performance.now() - s);
          }
        }
        return out;
      },
      { qs: queries, n: rounds },
    );
    const top = await ask(page, { type: 'search', query: probe, limit: 20 });
    return {
      workerLoadMs: Number(loaded.ms),
      timings: loaded.timings as SearchTimingResult['timings'],
      workerHeap,
      inWorker: timed.times as number[],
      inWorkerTasks: timedTasks.times as number[],
      roundTrip,
      top: top.top as string[],
    };
  } finally {
    await context.close();
  }
}
