// In-page timing of playground runs: clicks happen and are timed inside the page (performance.now), so
// Playwright's round trips are not counted.
import type { Page } from 'playwright-core';

export interface TimedRun {
  /** Click on Run → result rendered (run button enabled again). */
  uiMs: number;
  /** durationMs as reported by the sandbox (shown in the result header). */
  sandboxMs: number | null;
  status: string | null;
  /** ms column of the network log, per request. */
  requestMs: number[];
}

/** Clicks Run (or Stop, then Run once the stopped run has ended) and resolves when the run finished: elapsed ms. */
function clickRunAndWait(opts: { stopFirst: boolean }): Promise<number> {
  const run = document.querySelector<HTMLButtonElement>('[data-testid="run-button"]');
  const stop = document.querySelector<HTMLButtonElement>('[data-testid="stop-run-button"]');
  if (!run || !stop) return Promise.reject(new Error('playground buttons not found'));
  return new Promise((resolve) => {
    let finished = 0;
    const target = opts.stopFirst ? 2 : 1;
    const t0 = performance.now();
    const obs = new MutationObserver((records) => {
      for (const r of records) {
        if (r.oldValue === null) continue; // `disabled` was added: a run started
        finished++;
        if (finished === 1 && opts.stopFirst) run.click();
        if (finished === target) {
          obs.disconnect();
          resolve(performance.now() - t0);
        }
      }
    });
    obs.observe(run, { attributes: true, attributeFilter: ['disabled'], attributeOldValue: true });
    if (opts.stopFirst) stop.click();
    else run.click();
  });
}

async function readPanel(page: Page): Promise<Omit<TimedRun, 'uiMs'>> {
  return page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('[data-testid="run-result"]');
    const header = panel?.querySelector('.run-result-header')?.textContent ?? '';
    const ms = /([\d.]+)\s*ms/.exec(header);
    const rows = [...document.querySelectorAll('[data-testid="network-log-entry"]')];
    return {
      sandboxMs: ms ? Number(ms[1]) : null,
      status: panel?.dataset.status ?? null,
      requestMs: rows.map((r) => Number(r.querySelectorAll('td')[3]?.textContent ?? 'NaN')),
    };
  });
}

export async function timedRun(page: Page): Promise<TimedRun> {
  const uiMs = await page.evaluate(clickRunAndWait, { stopFirst: false });
  return { uiMs, ...(await readPanel(page)) };
}

/** With a run in progress: Stop, then Run the code already in the editor; time until that run finished. */
export async function timedStopThenRun(page: Page): Promise<TimedRun> {
  const uiMs = await page.evaluate(clickRunAndWait, { stopFirst: true });
  return { uiMs, ...(await readPanel(page)) };
}

export async function startRunNoWait(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="run-button"]')?.click());
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
