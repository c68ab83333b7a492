// The hosted page as a visitor meets it: a shared `?spec=…&code=…` link (no `view`) opens the playground with the
// code and runs it, under the e2e build's sub-path and from a second build at a domain root; the service worker
// is scoped to that base and serves the whole repeat visit (app and Pyodide) without the network.
import { expect, test, type Page } from '@playwright/test';
import { buildAndServe, type ServedBuild } from './fixtures/otherBase';
import { base64url, SANDBOX_READY_MS, waitForSandboxReady } from './fixtures/playground';
import { BREWERY_SPEC_URL } from './servers/ports';

test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({ serviceWorkers: 'allow' });

/** Port of the domain-root build's preview server (the /cmp/ build is on 4173). */
const ROOT_PORT = 4175;

async function openLinkAndRun(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}?spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${base64url(code)}`);
  await expect(page.getByTestId('nav-playground')).toHaveAttribute('aria-current', 'page');
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: SANDBOX_READY_MS });
  await expect.poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('40 + 2');
  await waitForSandboxReady(page);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  expect(JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null')).toEqual({ sum: 42 });
}

const code = 'result = {"sum": 40 + 2}';

/** The worker controls the page with scope `siteUrl`; a reload then fetches nothing of the site from the network. */
async function repeatVisitFromCache(page: Page, siteUrl: string): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(siteUrl);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(siteUrl)) (r.fromServiceWorker() ? fromCache : fromNetwork).push(r.url());
  });
  await openLinkAndRun(page, siteUrl);
  expect(fromNetwork).toEqual([]);
  expect(fromCache.some((u) => u.endsWith('/pyodide.asm.wasm'))).toBe(true);
}

test('under a sub-path: a link with spec and code but no view opens the playground with that code and runs it; the repeat visit comes from the service worker', async ({ page, baseURL }) => {
  await openLinkAndRun(page, baseURL ?? '');
  await repeatVisitFromCache(page, baseURL ?? '');
});

test.describe('at a domain root', () => {
  let root: ServedBuild | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    root = await buildAndServe('/', ROOT_PORT);
  });
  test.afterAll(async () => {
    await root?.close();
  });

  test('the same link opens and runs; the service worker is scoped to / and serves the repeat visit', async ({ page }) => {
    await openLinkAndRun(page, root?.url ?? '');
    await repeatVisitFromCache(page, root?.url ?? '');
  });
});
