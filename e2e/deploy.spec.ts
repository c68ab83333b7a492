// The hosted page as a visitor meets it: a shared `?spec=…&code=…` link (no `view`) opens the playground with the
// code and runs it, under the e2e build's sub-path and from a second build at a domain root; the service worker
// is scoped to that base and serves the whole repeat visit (app and Pyodide) without the network, and the repeat
// visit's interpreter comes from the kept snapshot, clean of the first visit's run. The domain-root build is served
// without the cross-origin isolation headers, like GitHub Pages: the service worker adds them.
import { expect, test, type Page } from '@playwright/test';
import { buildAndServe, type ServedBuild } from './fixtures/otherBase';
import { base64url, SANDBOX_READY_MS, waitForSandboxReady } from './fixtures/playground';
import { NO_JSPI } from './fixtures/noJspi';
import { readFeatures } from './fixtures/browserFeatures';
import { BREWERY_SPEC_URL } from './servers/ports';
import { PYODIDE_FILES } from '../scripts/vite-pyodide-assets';

test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({ serviceWorkers: 'allow' });

/** Port of the domain-root build's preview server (the /cmp/ build is on 4173). */
const ROOT_PORT = 4175;

/** The first visit's run leaves an implant in its interpreter; the repeat visit's run must not see it. */
const IMPLANT = 'import builtins\nbuiltins.CMP_IMPLANT = 1\nresult = {"sum": 40 + 2}';
const CHECK = 'import builtins\nresult = {"sum": 40 + 2, "implant": hasattr(builtins, "CMP_IMPLANT")}';

async function openLinkAndRun(page: Page, siteUrl: string, code: string, expected: unknown): Promise<void> {
  await page.goto(`${siteUrl}?spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${base64url(code)}`);
  await expect(page.getByTestId('nav-playground')).toHaveAttribute('aria-current', 'page');
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: SANDBOX_READY_MS });
  await expect.poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('"sum": 40 + 2');
  await waitForSandboxReady(page);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  expect(JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null')).toEqual(expected);
}

/**
 * The worker controls the page with scope `siteUrl`, and the clean interpreter's snapshot is kept; a reload then
 * fetches nothing of the site from the network and its run sees nothing of the first visit's run.
 */
async function repeatVisitFromCache(page: Page, siteUrl: string): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(siteUrl);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('cmp-pyodide-snapshot')).keys()).map((r) => new URL(r.url).pathname)))
    .toEqual([expect.stringMatching(/\/__cmp-snapshot\/[0-9a-f]{24}$/)]);
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(siteUrl)) (r.fromServiceWorker() ? fromCache : fromNetwork).push(r.url());
  });
  await openLinkAndRun(page, siteUrl, CHECK, { sum: 42, implant: false });
  expect(fromNetwork).toEqual([]);
  // The app's chunks come through the service worker; the Pyodide files straight from its Cache Storage (index.html's
  // inline script), so they are no request at all.
  expect(fromCache.some((u) => /\/assets\/main-[\w-]+\.js$/.test(u))).toBe(true);
  expect(fromCache.filter((u) => u.includes('/pyodide/'))).toEqual([]);
}

/** Records when the app registers its service worker and when the sandbox first says it is ready. */
function recordRegistration(): void {
  const times: { registered?: number; ready?: number } = {};
  (window as unknown as { __cmpTimes: typeof times }).__cmpTimes = times;
  const proto = ServiceWorkerContainer.prototype;
  const register: ServiceWorkerContainer['register'] = Reflect.get(proto, 'register');
  proto.register = function (this: ServiceWorkerContainer, ...args: Parameters<ServiceWorkerContainer['register']>) {
    times.registered ??= performance.now();
    return Reflect.apply<ServiceWorkerContainer, Parameters<ServiceWorkerContainer['register']>, ReturnType<ServiceWorkerContainer['register']>>(register, this, args);
  };
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="sandbox-status"][data-phase="ready"]')) times.ready ??= performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

test('under a sub-path: a link with spec and code but no view opens the playground with that code and runs it; the repeat visit comes from the service worker', async ({ page, baseURL }) => {
  const site = baseURL ?? '';
  // First visit: each Pyodide file is downloaded once (index.html starts it, the sandbox takes it over), and the
  // service worker's 24 MB precache waits until Python is ready instead of competing with its start.
  await page.addInitScript(recordRegistration);
  const pyodideRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pyodide/')) pyodideRequests.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  await openLinkAndRun(page, site, IMPLANT, { sum: 42 });
  expect(pyodideRequests.sort()).toEqual([...PYODIDE_FILES].sort());
  const times = await page.waitForFunction(() => {
    const t = (window as unknown as { __cmpTimes: { registered?: number; ready?: number } }).__cmpTimes;
    return t.registered !== undefined && t;
  }, null, { timeout: 60_000 }).then((h) => h.jsonValue() as Promise<{ registered: number; ready: number }>);
  expect(times.registered).toBeGreaterThan(times.ready);
  await repeatVisitFromCache(page, site);
});

test.describe('at a domain root', () => {
  let root: ServedBuild | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    root = await buildAndServe('/', ROOT_PORT, { isolationHeaders: false });
  });
  test.afterAll(async () => {
    await root?.close();
  });

  test('the same link opens and runs; the service worker is scoped to / and serves the repeat visit, cross-origin isolated', async ({ page }) => {
    await openLinkAndRun(page, root?.url ?? '', IMPLANT, { sum: 42 });
    // With JSPI no reload for isolation on the first visit, which the host left unisolated; without, the page reloaded.
    const { jspi } = await page.evaluate(readFeatures);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(!jspi);
    await repeatVisitFromCache(page, root?.url ?? '');
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  });

  test('without JSPI the first visit reloads once when the service worker takes control, then Python runs on SharedArrayBuffer', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript(NO_JSPI);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    try {
      await page.goto(`${root?.url ?? ''}?spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${base64url(CHECK)}`);
      await page.waitForFunction(() => crossOriginIsolated, null, { timeout: 120_000 });
      await waitForSandboxReady(page);
      await expect(page.getByTestId('python-wait')).toHaveAttribute('data-wait', 'sab');
      await page.getByTestId('run-button').click();
      await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
      expect(loads).toBe(2);
    } finally {
      await context.close();
    }
  });

  test('a kept snapshot that does not restore is replaced by a cold boot, and the run still works', async ({ page }) => {
    const url = root?.url ?? '';
    await openLinkAndRun(page, url, IMPLANT, { sum: 42 });
    const snapshotSize = () => page.evaluate(async () => {
      const cache = await caches.open('cmp-pyodide-snapshot');
      const [key] = await cache.keys();
      return key ? (await (await cache.match(key))?.blob())?.size ?? 0 : 0;
    });
    await expect.poll(snapshotSize).toBeGreaterThan(1_000_000);
    await page.evaluate(async () => {
      const cache = await caches.open('cmp-pyodide-snapshot');
      for (const key of await cache.keys()) await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
    });
    await openLinkAndRun(page, url, CHECK, { sum: 42, implant: false });
    await expect.poll(snapshotSize).toBeGreaterThan(1_000_000);
  });
});
