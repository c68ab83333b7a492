// Playground in Chromium against the local Open Brewery DB stand-in: links load code without running it,
// Run / Ctrl+Enter execute it in the sandbox, errors show a traceback, the network log shows every request.
// The first test opens a link on a fresh page; the others share one page (one Pyodide cold start), get their code
// the way a followed link delivers it, and each reads only its own run.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import { openPlayground, startRun } from './fixtures/playground';
import { BREWERY_BASE, BREWERY_ORIGIN, BREWERY_SPEC_URL, FORBIDDEN_URL } from './servers/ports';

// Pyodide's first start and spec loading share a busy 2-core machine with other suites: generous limits.
const SANDBOX_READY_MS = 180_000;
const LOAD_MS = 60_000;
const RUN_MS = 60_000;
// Not 'serial': a failure must not skip the rest.
test.describe.configure({ mode: 'default', timeout: 300_000 });

const b64 = (code: string) => Buffer.from(code, 'utf8').toString('base64url');

function playgroundUrl(code: string, spec = BREWERY_SPEC_URL): string {
  return `./?${new URLSearchParams({ spec, view: 'playground', code: b64(code) }).toString()}`;
}

async function editorText(page: Page): Promise<string> {
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: SANDBOX_READY_MS });
  return (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
}

/** Puts new code in the page URL and fires popstate, as following a link / going back does. */
async function showCode(page: Page, code: string) {
  await page.evaluate((encoded) => {
    const url = new URL(window.location.href);
    url.searchParams.set('code', encoded);
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, b64(code));
  const firstLine = code.split('\n')[0] ?? '';
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain(firstLine);
}

async function resultJson(page: Page): Promise<unknown> {
  return JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null');
}

let context: BrowserContext;
/** The page the tests after the first share. */
let shared: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  shared = await context.newPage();
  await openPlayground(shared, 'result = "ready"');
});

test.afterAll(async () => {
  await context.close();
});

const META_CODE = [
  'import requests',
  'resp = requests.get(BASE_URL + "/breweries/meta", params={"by_state": "California"})',
  'resp.raise_for_status()',
  'result = resp.json()',
].join('\n');

test('a link opens spec and code without running it; Python starts without waiting for the spec; Run executes it', async ({ page, expectedWait }) => {
  await fetch(`${BREWERY_ORIGIN}/__log/reset`);
  // The spec is held back until Python is ready: a playground link starts the sandbox while the app loads.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(BREWERY_SPEC_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(playgroundUrl(META_CODE));
  await expect(page.getByTestId('sandbox-status')).toHaveAttribute('data-phase', 'ready', { timeout: SANDBOX_READY_MS });
  await expect(page.getByTestId('spec-title')).toHaveCount(0);
  release();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  await expect.poll(() => editorText(page), { timeout: SANDBOX_READY_MS }).toContain('result = resp.json()');
  // JSPI where the browser has it, else the SharedArrayBuffer path (project chromium-no-jspi), and the page says which.
  await expect(page.getByTestId('python-wait')).toHaveAttribute('data-wait', expectedWait);
  await expect(page.getByTestId('python-wait')).toHaveText(expectedWait === 'jspi' ? 'Python: JSPI' : 'Python: SharedArrayBuffer');

  // Nothing ran: no result panel, and the API saw no call from the script.
  await expect(page.getByTestId('run-result')).toHaveCount(0);
  const seen = (await (await fetch(`${BREWERY_ORIGIN}/__log`)).json()) as Array<{ path: string }>;
  expect(seen.some((r) => r.path.includes('/breweries/meta'))).toBe(false);

  // The sandbox started before the spec was in; the run still gets the spec's servers.
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: RUN_MS });
  const expected: unknown = await (await fetch(`${BREWERY_BASE}/breweries/meta?by_state=California`)).json();
  expect(await resultJson(page)).toEqual(expected);

  const entries = page.getByTestId('network-log-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute('data-allowed', 'true');
  await expect(entries.first()).toHaveAttribute('data-status', '200');
  await expect(entries.first()).toContainText(`${BREWERY_BASE}/breweries/meta?by_state=California`);
});

test('a Python exception shows data-status=error with the traceback', async () => {
  const page = shared;
  await showCode(page, ['def ratio(a, b):', '    return a / b', '', 'result = ratio(1, 0)'].join('\n'));
  const run = await (await startRun(page))(RUN_MS);
  expect(run.status).toBe('error');
  expect(run.error).toContain('ZeroDivisionError');
  await expect(page.getByTestId('run-traceback')).toContainText('ratio');
  await expect(page.getByTestId('run-traceback')).toContainText('ZeroDivisionError');
});

test('Ctrl+Enter in the editor runs the script; print goes to stdout', async () => {
  const page = shared;
  await showCode(page, ['print("hello from pyodide")', 'result = {"total": sum(range(10)), "names": sorted(["b", "a"])}'].join('\n'));
  const done = await startRun(page, async () => {
    await page.getByTestId('code-editor').locator('.view-lines').click();
    await page.keyboard.press('Control+Enter');
  });
  const run = await done(RUN_MS);
  expect(run.status, run.error).toBe('ok');
  expect(run.result).toEqual({ total: 45, names: ['a', 'b'] });
  expect(run.stdout).toBe('hello from pyodide\n');
  await expect(page.getByTestId('network-log')).toHaveAttribute('data-count', '0');
});

test('a request outside the allowlist is denied and logged with the reason', async () => {
  const page = shared;
  await showCode(page, [
    'import requests',
    'try:',
    `    requests.get("${FORBIDDEN_URL}/steal")`,
    '    result = "reached"',
    'except Exception as e:',
    '    result = type(e).__name__',
  ].join('\n'));
  const run = await (await startRun(page))(RUN_MS);
  expect(run.status, run.error).toBe('ok');
  expect(run.result).toBe('BlockedRequestError');
  const entry = page.getByTestId('network-log-entry').first();
  await expect(entry).toHaveAttribute('data-allowed', 'false');
  await expect(entry).toContainText('denied');
  await expect(entry).toContainText(`${FORBIDDEN_URL}/steal`);
});

test('edits go to the URL; Copy link carries spec, view and code', async ({ withoutJspi }) => {
  test.skip(withoutJspi, 'No Python runs: the link is the same with or without JSPI');
  const page = shared;
  await showCode(page, 'result = 1');
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('23');
  await expect.poll(() => new URL(page.url()).searchParams.get('code')).toBe(b64('result = 123'));
  await page.getByTestId('copy-link-button').click();
  await expect(page.getByTestId('copy-link-feedback')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('spec')).toBe(BREWERY_SPEC_URL);
  expect(link.searchParams.get('view')).toBe('playground');
  expect(Buffer.from(link.searchParams.get('code') ?? '', 'base64url').toString('utf8')).toBe('result = 123');
});
