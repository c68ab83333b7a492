// One cold load of a large spec in the real app (the benchmarks' build, fresh browser context): `?spec=` navigation →
// spec ready, peak heap of page + catalog worker, and main-thread long tasks while the worker loads and indexes.
import type { Browser } from 'playwright-core';
import { HeapSampler, type HeapPeaks } from './heapSampler';
import { PAGE_PROBE_SCRIPT, type PageProbe } from './pageProbe';

export interface PageLoadResult {
  /** Navigation start → title and operations shown (includes app boot). */
  navToReadyMs: number;
  /** Load progress first shown → ready: fetch, parse, index and token count in the worker, then render. */
  loadToReadyMs: number;
  operationsShown: number;
  heap: HeapPeaks;
  longTasks: number;
  longTaskMaxMs: number;
  longTaskTotalMs: number;
}

export async function measurePageLoad(browser: Browser, appUrl: string, specUrl: string, timeoutMs: number): Promise<PageLoadResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PAGE_PROBE_SCRIPT });
    const heap = await HeapSampler.attach(page);
    heap.start();
    await page.goto(`${appUrl}?spec=${encodeURIComponent(specUrl)}`);
    const handle = await page.waitForFunction(
      () => {
        const p = (window as unknown as { __benchProbe?: PageProbe }).__benchProbe;
        return p && (p.ready !== null || p.failed !== null) ? p : null;
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    );
    const probe = (await handle.jsonValue()) as PageProbe;
    const peaks = await heap.stop();
    if (probe.failed !== null) throw new Error(`the app reported a load error: ${probe.failed}`);
    const ready = probe.ready ?? NaN;
    const start = probe.loadStart ?? 0;
    const during = probe.longTasks.filter((t) => t.start + t.duration >= start && t.start <= ready);
    const heading = (await page.locator('.operation-list h2').first().textContent()) ?? '';
    return {
      navToReadyMs: Math.round(ready),
      loadToReadyMs: Math.round(ready - start),
      operationsShown: Number(/\((\d+)\)/.exec(heading)?.[1] ?? NaN),
      heap: peaks,
      longTasks: during.length,
      longTaskMaxMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
      longTaskTotalMs: Math.round(during.reduce((a, t) => a + t.duration, 0)),
    };
  } finally {
    await context.close();
  }
}
