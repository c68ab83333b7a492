// Search latency over several APIs loaded together in Chromium (issue 49): the app's catalog service in the bench
// worker loads the set, times the set's first search after load, then every query of the rounds inside the worker.
import type { Browser } from 'playwright-core';
import { ask } from './searchTiming';

export interface SetSearchResult {
  loadMs: number;
  firstSearchMs: number;
  apis: string[];
  inWorker: number[];
}

export async function measureSetSearch(browser: Browser, origin: string, specUrls: string[], queries: string[], probe: string, rounds: number): Promise<SetSearchResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/bench/harness.html`);
    await page.evaluate(() => {
      (window as unknown as { __w: Worker }).__w = new Worker('/bench/search-worker.js', { type: 'module' });
    });
    const loaded = await ask(page, { type: 'load-set', urls: specUrls, probe });
    const timed = await ask(page, { type: 'time-search', queries, rounds, limit: 20 });
    return { loadMs: Number(loaded.ms), firstSearchMs: Number(loaded.firstSearchMs), apis: loaded.apis as string[], inWorker: timed.times as number[] };
  } finally {
    await context.close();
  }
}
