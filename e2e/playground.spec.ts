// Playground in Chromium against the local Open Brewery DB stand-in: links load code without running it,
// Run / Ctrl+Enter execute it in the sandbox, errors show a traceback, the network log shows every request.
import { expect, test, type Page } from '@playwright/test';
import { BREWERY_BASE, BREWERY_ORIGIN, BREWERY_SPEC_URL, FORBIDDEN_URL } from './servers/ports';

// Pyodide's first start and spec loading share a busy 2-core machine with other suites: generous limits.
const SANDBOX_READY_MS = 150_000;
const LOAD_MS = 60_000;
test.setTimeout(240_000);

function playgroundUrl(code: string, spec = BREWERY_SPEC_URL): string {
  const params = new URLSearchParams({ spec, view: 'playground', code: Buffer.from(code, 'utf8').toString('base64url') });
  return `./?${params.toString()}`;
}

async function editorText(page: Page): Promise<string> {
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: LOAD_MS });
  const text = await editor.locator('.view-lines').innerText();
  return text.replace(/\u00a0/g, ' ');
}

async function waitForSandbox(page: Page) {
  await expect(page.getByTestId('sandbox-status')).toHaveAttribute('data-phase', 'ready', { timeout: SANDBOX_READY_MS });
}

async function breweryLog(): Promise<Array<{ path: string }>> {
  return (await (await fetch(`${BREWERY_ORIGIN}/__log`)).json()) as Array<{ path: string }>;
}

const META_CODE = [
  'import requests',
  'resp = requests.get(BASE_URL + "/breweries/meta", params={"by_state": "California"})',
  'resp.raise_for_status()',
  'result = resp.json()',
].join('\n');

test('a link opens spec and code without running it; Run executes it', async ({ page }) => {
  await fetch(`${BREWERY_ORIGIN}/__log/reset`);
  await page.goto(playgroundUrl(META_CODE));
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain('result = resp.json()');
  await waitForSandbox(page);

  // Nothing ran: no result panel, and the API saw no call from the script.
  await expect(page.getByTestId('run-result')).toHaveCount(0);
  expect((await breweryLog()).some((r) => r.path.includes('/breweries/meta'))).toBe(false);

  await page.getByTestId('run-button').click();
  const result = page.getByTestId('run-result');
  await expect(result).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  const expected: unknown = await (await fetch(`${BREWERY_BASE}/breweries/meta?by_state=California`)).json();
  const shown: unknown = JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null');
  expect(shown).toEqual(expected);

  const entries = page.getByTestId('network-log-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute('data-allowed', 'true');
  await expect(entries.first()).toHaveAttribute('data-status', '200');
  await expect(entries.first()).toContainText(`${BREWERY_BASE}/breweries/meta?by_state=California`);
});

test('a Python exception shows data-status=error with the traceback', async ({ page }) => {
  const code = ['def ratio(a, b):', '    return a / b', '', 'result = ratio(1, 0)'].join('\n');
  await page.goto(playgroundUrl(code));
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain('def ratio(a, b):');
  await waitForSandbox(page);
  await page.getByTestId('run-button').click();
  const result = page.getByTestId('run-result');
  await expect(result).toHaveAttribute('data-status', 'error', { timeout: 60_000 });
  await expect(page.getByTestId('run-error')).toContainText('ZeroDivisionError');
  await expect(page.getByTestId('run-traceback')).toContainText('ratio');
  await expect(page.getByTestId('run-traceback')).toContainText('ZeroDivisionError');
});

test('Ctrl+Enter in the editor runs the script; print goes to stdout', async ({ page }) => {
  const code = ['print("hello from pyodide")', 'result = {"total": sum(range(10)), "names": sorted(["b", "a"])}'].join('\n');
  await page.goto(playgroundUrl(code));
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain('hello from pyodide');
  await waitForSandbox(page);
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  expect(JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null')).toEqual({ total: 45, names: ['a', 'b'] });
  await expect(page.getByTestId('run-stdout')).toHaveText('hello from pyodide\n');
  await expect(page.getByTestId('network-log')).toHaveAttribute('data-count', '0');
});

test('a request outside the allowlist is denied and logged with the reason', async ({ page }) => {
  const code = [
    'import requests',
    'try:',
    `    requests.get("${FORBIDDEN_URL}/steal")`,
    '    result = "reached"',
    'except Exception as e:',
    '    result = type(e).__name__',
  ].join('\n');
  await page.goto(playgroundUrl(code));
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain('/steal');
  await waitForSandbox(page);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  expect(JSON.parse((await page.getByTestId('run-result-json').textContent()) ?? 'null')).not.toBe('reached');
  const entry = page.getByTestId('network-log-entry').first();
  await expect(entry).toHaveAttribute('data-allowed', 'false');
  await expect(entry).toContainText('denied');
  await expect(entry).toContainText(`${FORBIDDEN_URL}/steal`);
});

test('editing code puts it in the URL, and Copy link carries spec and code but no credentials', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(playgroundUrl('result = 1'));
  await expect.poll(() => editorText(page), { timeout: LOAD_MS }).toContain('result = 1');
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('End');
  await page.keyboard.type('23');
  await expect.poll(() => new URL(page.url()).searchParams.get('code')).toBe(Buffer.from('result = 123').toString('base64url'));
  await page.getByTestId('copy-link-button').click();
  await expect(page.getByTestId('copy-link-feedback')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('spec')).toBe(BREWERY_SPEC_URL);
  expect(link.searchParams.get('view')).toBe('playground');
  expect(Buffer.from(link.searchParams.get('code') ?? '', 'base64url').toString('utf8')).toBe('result = 123');
});
