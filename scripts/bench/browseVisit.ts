// CPU of a visit that only browses: a fresh headless Chromium opens `?spec=<GitHub's spec>` (13 MB, 1,223
// operations) and, once the explorer shows it, browses for 10 s (searches, opens operations, switches schema levels)
// without touching anything that runs code. Measured: CPU seconds of the whole browser process tree (every process's
// user + system time from /proc, reaped children included) from before navigation to the end of the browse, so it
// counts the spec's load and index, any Python start, downloads and the service worker's precache alike. Then it waits
// until the browser is quiet (under 0.05 CPU-s per second, at most 120 s more): work the visit started (a Python boot,
// a precache) counts in full even where a busy machine slows it past the 10 s.
// BENCH_APP_URL measures another build (e.g. the one before a change) served elsewhere.
//   npm run bench -- browse-visit
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromiumFlags';
import { findChromium } from './chromium';
import { launchedChromiumPids, treeCpu, treeCpuSeconds } from './browse/procCpu';
import { median, round } from './sandbox/pageTiming';
import { ensureApp } from './sandbox/servers';
import { startSpecServer } from './specServer';
import { cpus, loadavg } from 'node:os';

const N = Number(process.env.BENCH_BROWSE_N ?? 3);
const BROWSE_MS = 10_000;
const SHARED = process.env.CMP_SHARED_DIR ?? '../shared';
const QUERIES = ['list repository issues', 'create a pull request', 'get the authenticated user', 'search code', 'list workflow runs'];

interface BrowseVisit {
  cpuSeconds: number;
  /** Of which: up to the spec shown in the explorer, and up to the end of the 10 s browse. */
  cpuToLoadedSeconds: number;
  cpuToBrowsedSeconds: number;
  /** End of the browse → quiet (ms). */
  settleMs: number;
  loadedMs: number;
  sandboxIframes: number;
  /** Pyodide files the page fetched (by name). */
  pyodideFetches: string[];
  /** CPU seconds during the visit by Chromium process type (renderer: the page, its workers and any sandbox). */
  byType: Record<string, number>;
}

/** DOM clicks, never the pointer: a pointer over "Try in playground" would be an intent to run code. */
const clickFirst = (page: Page, selector: string) => page.locator(selector).first().evaluate((el: HTMLElement) => el.click());

async function browse(page: Page): Promise<void> {
  const until = Date.now() + BROWSE_MS;
  for (let i = 0; Date.now() < until; i++) {
    await page.getByTestId('op-search-input').fill(QUERIES[i % QUERIES.length] as string);
    await page.getByTestId('op-search-result').first().waitFor();
    await clickFirst(page, '[data-testid=op-search-result]');
    await page.getByTestId('schema-text').waitFor();
    await clickFirst(page, `[data-testid=schema-tab-${i % 2 ? 'brief' : 'full'}]`);
    await page.waitForTimeout(Math.min(800, Math.max(0, until - Date.now())));
  }
}

/** Resolves once the tree used under 0.05 CPU-s in each of two consecutive seconds (or after 120 s). */
async function quiet(root: number): Promise<void> {
  const until = Date.now() + 120_000;
  let calm = 0;
  let last = treeCpuSeconds(root);
  while (calm < 2 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = treeCpuSeconds(root);
    calm = now - last < 0.05 ? calm + 1 : 0;
    last = now;
  }
}

async function oneVisit(executablePath: string, appUrl: string, specUrl: string): Promise<BrowseVisit> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const [root] = launchedChromiumPids();
    if (root === undefined) throw new Error('could not find the launched Chromium among this process\'s children');
    const page = await (await browser.newContext()).newPage();
    await page.goto('about:blank');
    const start = treeCpu(root);
    const t0 = Date.now();
    await page.goto(`${appUrl}?spec=${encodeURIComponent(specUrl)}`);
    await page.getByTestId('spec-title').filter({ hasText: 'GitHub' }).waitFor({ timeout: 120_000 });
    await page.getByTestId('tag-group').first().waitFor({ timeout: 120_000 });
    const loadedMs = Date.now() - t0;
    const loaded = treeCpuSeconds(root);
    await browse(page);
    const browsed = treeCpuSeconds(root);
    const settleStart = Date.now();
    await quiet(root);
    const settleMs = Date.now() - settleStart;
    const end = treeCpu(root);
    const byType: Record<string, number> = {};
    for (const [type, seconds] of Object.entries(end.byType)) byType[type] = round(seconds - (start.byType[type] ?? 0), 2);
    const facts = await page.evaluate(() => ({
      sandboxIframes: document.querySelectorAll('iframe[sandbox]').length,
      pyodideFetches: performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/pyodide/')).map((n) => n.slice(n.lastIndexOf('/') + 1)),
    }));
    return { cpuSeconds: end.total - start.total, cpuToLoadedSeconds: loaded - start.total, cpuToBrowsedSeconds: browsed - start.total, settleMs, loadedMs, byType, ...facts };
  } finally {
    await browser.close();
  }
}

export async function runBrowseVisitBench(): Promise<Record<string, unknown>> {
  const before = loadavg()[0] ?? NaN;
  const found = await findChromium();
  if (!found) throw new Error('No Chromium found (set CHROMIUM_PATH)');
  const app = await ensureApp();
  const specs = await startSpecServer({ specs: `${SHARED}/specs` });
  const visits: BrowseVisit[] = [];
  try {
    for (let i = 0; i < N; i++) visits.push(await oneVisit(found.path, app.url, specs.urlFor('specs', 'github.openapi.json')));
  } finally {
    await specs.close();
    await app.stop();
  }
  return {
    environment: { chromium: found.path, app: app.note, runs: N, cpus: cpus().length, loadAverage1m: { before: round(before, 2), after: round(loadavg()[0] ?? NaN, 2) } },
    cpuSeconds: { median: round(median(visits.map((v) => v.cpuSeconds)), 2), all: visits.map((v) => round(v.cpuSeconds, 2)) },
    cpuSecondsIn10sWindow: { median: round(median(visits.map((v) => v.cpuToBrowsedSeconds)), 2), all: visits.map((v) => round(v.cpuToBrowsedSeconds, 2)) },
    visits: visits.map((v) => ({
      cpuS: round(v.cpuSeconds, 2), cpuToLoadedS: round(v.cpuToLoadedSeconds, 2), cpuToBrowsedS: round(v.cpuToBrowsedSeconds, 2), loadedMs: v.loadedMs, settleMs: v.settleMs,
      sandboxIframes: v.sandboxIframes, pyodideFetches: v.pyodideFetches.length,
    })),
    cpuByProcessType: visits.map((v) => v.byType),
    note: `CPU seconds of the browser's whole process tree (/proc user + system, reaped children included): navigation to ?spec=<GitHub's spec> → explorer shown → ${BROWSE_MS / 1000} s of browsing (search, open operations, schema levels; DOM clicks, the pointer never moves) → quiet (cpuSeconds); cpuSecondsIn10sWindow stops at the end of the browse`,
  };
}
