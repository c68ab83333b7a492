// Python starts on intent (issue 39): browsing the explorer starts no sandbox (no sandbox iframe, no Pyodide fetch
// but the idle download of its files, none at all when the browser asks to save data), while the pointer reaching
// "Try in playground" or Try it starts it, and the first Run after Try it says Python is still starting, then runs.
import { expect, test, type Page } from '@playwright/test';
import { PYODIDE_FILES } from '../scripts/vite-pyodide-assets';
import { SANDBOX_READY_MS, setCode } from './fixtures/playground';
import { BREWERY_SPEC_URL } from './servers/ports';

const LOAD_MS = 60_000;
test.setTimeout(180_000);

/** The Pyodide files the page requests, by name, in order. */
function pyodideRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pyodide/')) names.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

const sandboxFrames = (page: Page) => page.locator('iframe').count();

async function browseBrewery(page: Page): Promise<void> {
  await page.goto(`./?spec=${encodeURIComponent(BREWERY_SPEC_URL)}`);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  await page.getByTestId('op-search-input').fill('breweries by city');
  await page.getByTestId('op-search-result').first().click();
  await expect(page.getByTestId('schema-text')).toBeVisible();
  await page.getByTestId('schema-tab-full').click();
  await page.locator('[data-testid=operation-item][data-name=getRandomBrewery]').click();
  await expect(page.getByTestId('operation-detail')).toHaveAttribute('data-name', 'getRandomBrewery');
}

test('browsing the explorer starts no sandbox: only the idle download of the Pyodide files, each once', async ({ page }) => {
  const requested = pyodideRequests(page);
  await browseBrewery(page);
  // The idle download: every file once (the e2e browser has no service worker, so nothing is cached yet).
  await expect.poll(() => [...requested].sort(), { timeout: LOAD_MS }).toEqual([...PYODIDE_FILES].sort());
  await page.getByTestId('tool-inspector').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  expect(await sandboxFrames(page)).toBe(0);
  expect(requested).toHaveLength(PYODIDE_FILES.length);
});

test('when the browser asks to save data nothing of Python is fetched until the pointer reaches "Try in playground"', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
  const requested = pyodideRequests(page);
  await browseBrewery(page);
  // The idle callback's timeout is 3 s: past it, the download would have started.
  await page.waitForTimeout(4000);
  expect(requested).toEqual([]);
  expect(await sandboxFrames(page)).toBe(0);

  await page.getByTestId('operation-try').hover();
  await expect.poll(() => sandboxFrames(page), { timeout: SANDBOX_READY_MS }).toBeGreaterThan(0);
  expect([...requested].sort()).toEqual([...PYODIDE_FILES].sort());
  // Still the explorer: the pointer only announced the intent.
  expect(new URL(page.url()).searchParams.get('view')).toBeNull();
});

test('the first screen starts nothing; the first Run after Try it says Python is still starting, then runs', async ({ page }) => {
  // The wasm waits until Run has been pressed, so the run is sure to find Python still starting.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/pyodide/**/pyodide.asm.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  await expect(page.getByTestId('welcome-try')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await sandboxFrames(page)).toBe(0);

  await page.getByTestId('welcome-try').click();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  await setCode(page, 'result = {"answer": 40 + 2}');
  await page.getByTestId('run-button').click();
  const status = page.getByTestId('sandbox-status');
  await expect(status).toHaveAttribute('data-queued', 'true');
  await expect(status).toContainText('Will run when Python is ready');
  release();
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: SANDBOX_READY_MS });
  expect(JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null')).toEqual({ answer: 42 });
});
