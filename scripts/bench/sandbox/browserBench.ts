// The setup the browser benchmarks share: the brewery stand-in, the built app, one headless Chromium, and the
// machine's load before and after (ratios and timings mean little on a busy machine).
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../chromiumFlags';
import { findChromium } from '../chromium';
import { round } from './pageTiming';
import { ensureApp, ensureBrewery, type Started } from './servers';

export interface BrowserBench {
  browser: Browser;
  chromiumPath: string;
  app: Started;
  brewery: Started;
  /** CPUs and the 1-minute load average at the start and now. */
  machine: () => { cpus: number; loadAverage1m: { before: number; after: number } };
  close: () => Promise<void>;
}

export async function startBrowserBench(): Promise<BrowserBench> {
  const before = loadavg()[0] ?? NaN;
  const brewery = await ensureBrewery();
  const app = await ensureApp();
  const found = await findChromium();
  if (!found) throw new Error('No Chromium found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_FLAGS });
  return {
    browser, chromiumPath: found.path, app, brewery,
    machine: () => ({ cpus: cpus().length, loadAverage1m: { before: round(before, 2), after: round(loadavg()[0] ?? NaN, 2) } }),
    close: async () => {
      await browser.close();
      await app.stop();
      await brewery.stop();
    },
  };
}
