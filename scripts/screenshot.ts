// The README's picture, redrawn from the current build: `npm run screenshot` builds the app, serves it with vite
// preview, opens GitHub's spec as a file (no internet, no LLM) and saves the explorer with its "Context at start"
// card (classic mode beside code mode), a search and an operation's schema as docs/images/. Uses ../shared's full spec
// when present, else the trimmed copy (and says so). Hold /tmp/browser.lock: `flock /tmp/browser.lock npm run screenshot`.
import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { GITHUB_CONTEXT } from '../src/ui/app/welcomeFacts';
import { SHARED_DIR, TRIMMED_DIR, hasShared } from '../test-support/sharedDir';
import { CHROMIUM_FLAGS } from './chromiumFlags';
import { findChromium } from './bench/chromium';
import { ensureApp } from './bench/sandbox/servers';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SCREENSHOT = join(ROOT, 'docs/images/explorer-github.png');
/** A picture in the README is downloaded by every visitor: keep it small. */
const MAX_BYTES = 300 * 1024;
const LOAD_MS = 240_000;

async function waitForGithub(page: Page): Promise<void> {
  await page.getByTestId('spec-title').filter({ hasText: 'GitHub' }).waitFor({ timeout: LOAD_MS });
  await page.getByTestId('spec-progress').waitFor({ state: 'hidden', timeout: LOAD_MS });
  await page.getByTestId('context-tokens-dual').waitFor({ timeout: LOAD_MS });
  // A real query, its ranked operations and the top one's schema as get_schema gives it, as a visitor would try it.
  await page.getByTestId('op-search-input').fill('list issues in a repository');
  const top = page.getByTestId('op-search-result').first();
  await top.waitFor({ timeout: 60_000 });
  await top.click();
  await page.getByTestId('schema-text').filter({ hasText: '/repos/{owner}/{repo}/issues' }).waitFor({ timeout: 60_000 });
}

/** The README's caption and the first screen state GitHub's counts (scripts/readme.test.ts): the picture must agree. */
async function checkCounts(page: Page): Promise<void> {
  const value = async (id: string) => Number(await page.getByTestId(id).getAttribute('data-value'));
  const live = { classic: await value('context-tokens-classic'), code: await value('context-tokens-code'), dual: await value('context-tokens-dual') };
  const { tokens } = GITHUB_CONTEXT;
  const stated = { classic: tokens.classic, code: tokens.codeMode, dual: tokens.dual?.operation };
  if (JSON.stringify(live) !== JSON.stringify(stated)) {
    throw new Error(`GitHub's context at start is now ${JSON.stringify(live)}, not ${JSON.stringify(stated)}: update src/ui/app/welcomeFacts.ts and the README's caption`);
  }
}

async function main(): Promise<void> {
  const full = hasShared('specs/github.openapi.json');
  const specDir = join(full ? SHARED_DIR : TRIMMED_DIR, 'specs');
  if (!full) console.warn(`No full GitHub spec in ${SHARED_DIR}: drawing the trimmed copy (fewer operations).`);
  const chrome = await findChromium();
  if (!chrome) throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium.');
  // A picture of the current tree: build unless told to reuse the benchmarks' build (appBuild.ts).
  if (!process.argv.includes('--no-build')) process.env.BENCH_REBUILD = '1';
  const app = await ensureApp();
  const browser = await chromium.launch({ executablePath: chrome.path, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 820 }, deviceScaleFactor: 1, serviceWorkers: 'block', colorScheme: 'light' });
    await page.goto(app.url);
    await page.getByTestId('spec-file-input').setInputFiles(join(specDir, 'github.openapi.json'));
    await waitForGithub(page);
    if (full) await checkCounts(page);
    await mkdir(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, animations: 'disabled', caret: 'hide' });
    const bytes = statSync(SCREENSHOT).size;
    console.log(`${SCREENSHOT}: ${Math.round(bytes / 1024)} KB (${full ? 'full' : 'trimmed'} GitHub spec; ${app.note})`);
    if (bytes > MAX_BYTES) throw new Error(`screenshot is ${Math.round(bytes / 1024)} KB, over ${MAX_BYTES / 1024} KB`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
