// The editable server list: choose BASE_URL among declared servers, set variables, add one by hand; the choice is in
// the share link, and a server a link names that the spec does not declare is unused until the user confirms it.
import { expect, test, type Page } from '@playwright/test';
import { runCode, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { BREWERY_BASE, BREWERY_ORIGIN, ITEMS_BASE, ITEMS_SPEC_URL } from './servers/ports';

test.describe.configure({ mode: 'default' });
test.beforeEach(({ page }) => trackRuns(page));

const VARIABLE_SPEC = `openapi: 3.0.3
info: { title: Server variables (e2e), version: '1' }
servers:
  - url: ${BREWERY_ORIGIN}/{base}
    variables:
      base: { default: v1, enum: [v1, items-api] }
paths:
  /breweries:
    get: { operationId: listBreweries, responses: { '200': { description: ok } } }
`;
const NO_SERVER_SPEC = `openapi: 3.0.3
info: { title: No servers (e2e), version: '1' }
paths:
  /breweries:
    get: { operationId: listBreweries, responses: { '200': { description: ok } } }
`;

async function paste(page: Page, text: string, title: RegExp): Promise<void> {
  await page.getByTestId('spec-paste-button').click();
  await page.getByTestId('spec-paste-input').fill(text);
  await page.getByTestId('spec-paste-submit').click();
  await expect(page.getByTestId('spec-title')).toContainText(title, { timeout: 60_000 });
}

/** Runs code in the playground view and comes back to the explorer. */
async function runInPlayground(page: Page, code: string) {
  await page.getByTestId('nav-playground').click();
  await waitForSandboxReady(page);
  const run = await runCode(page, code);
  await page.getByTestId('nav-explorer').click();
  return run;
}

test('a spec without servers gets one added by hand, which becomes BASE_URL and the allowlist', async ({ page }) => {
  test.setTimeout(300_000);
  // The token count arrives after the server is added (its table is held back): the same load keeps the user's server.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/o200k_table-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./?view=explorer');
  await paste(page, NO_SERVER_SPEC, /No servers/);
  await expect(page.getByTestId('spec-server')).toHaveCount(0);
  await page.getByTestId('server-add-input').fill('ftp://files.example.com');
  await page.getByTestId('server-add-button').click();
  await expect(page.getByTestId('server-add-error')).toContainText('https://');
  await page.getByTestId('server-add-input').fill(`http://user:pw@127.0.0.1:4011/v1`);
  await page.getByTestId('server-add-button').click();
  await expect(page.getByTestId('server-add-error')).toContainText('user name and password');
  await page.getByTestId('server-add-input').fill(`${BREWERY_BASE}/`);
  await page.getByTestId('server-add-button').click();
  await expect(page.getByTestId('spec-server')).toHaveText([BREWERY_BASE]);
  await expect(page.getByTestId('context-tokens-code')).toHaveCount(0);
  release();
  await expect(page.getByTestId('context-tokens-code')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('spec-server')).toHaveText([BREWERY_BASE]);
  const run = await runInPlayground(page, 'r = requests.get(BASE_URL + "/breweries", params={"per_page": 2})\nresult = [BASE_URL, r.status_code, len(r.json())]');
  expect(run.status, run.error).toBe('ok');
  expect(run.result).toEqual([BREWERY_BASE, 200, 2]);
});

test('choosing a server variable moves BASE_URL and the allowlist, and the link keeps the choice', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./?view=explorer');
  await paste(page, VARIABLE_SPEC, /Server variables/);
  await expect(page.getByTestId('spec-server')).toHaveText([BREWERY_BASE]);
  await page.getByTestId('server-variable').selectOption('items-api');
  await expect(page.getByTestId('spec-server')).toHaveText([ITEMS_BASE]);
  await expect.poll(() => new URL(page.url()).searchParams.get('server')).toBe(ITEMS_BASE);
  const run = await runInPlayground(page, [
    'import requests',
    'denied = None',
    'try:',
    `    requests.get("${BREWERY_BASE}/breweries")`,
    'except Exception as e:',
    '    denied = type(e).__name__',
    'result = [BASE_URL, denied]',
  ].join('\n'));
  expect(run.status, run.error).toBe('ok');
  expect(run.result).toEqual([ITEMS_BASE, expect.stringMatching(/Blocked|Error/)]);
});

test('a link\'s server the spec does not declare is not allowlisted until confirmed, and gets no credentials unless ticked', async ({ page }) => {
  test.setTimeout(300_000);
  const undeclared = BREWERY_BASE;
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(ITEMS_SPEC_URL)}&server=${encodeURIComponent(undeclared)}`);
  await expect(page.getByTestId('spec-title')).toContainText(/Items API/, { timeout: 60_000 });
  await expect(page.getByTestId('server-pending')).toContainText(undeclared);
  await expect(page.getByTestId('spec-server').first()).toHaveText(ITEMS_BASE);
  await page.getByTestId('nav-playground').click();
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-bearer').fill('e2e-link-token-77');
  await page.getByTestId('nav-explorer').click();
  await resetBreweryLog();
  const code = `r = requests.get("${undeclared}/breweries", params={"per_page": 1})\nresult = [BASE_URL, r.status_code]`;
  const before = await runInPlayground(page, code);
  expect(before.status).toBe('error');
  expect(before.error).toMatch(/blocked|not allowed/i);
  expect((await breweryLog()).filter((r) => r.path.startsWith('/v1/'))).toEqual([]);

  await page.getByTestId('server-pending-confirm').click();
  await expect(page.getByTestId('server-pending')).toHaveCount(0);
  await expect(page.getByTestId('spec-server').first()).toHaveText(undeclared);
  const after = await runInPlayground(page, code);
  expect(after.status, after.error).toBe('ok');
  expect(after.result).toEqual([undeclared, 200]);
  await page.getByTestId('nav-playground').click();
  const panel = page.getByTestId('target-credentials');
  if (!(await panel.evaluate((el) => (el as HTMLDetailsElement).open))) await panel.locator('summary').click();
  const row = page.getByTestId('credential-server').filter({ hasText: undeclared });
  await expect(row).toContainText('added by you');
  await expect(row.locator('input')).not.toBeChecked();
  await row.locator('input').check();
  await page.getByTestId('nav-explorer').click();
  expect((await runInPlayground(page, code)).result).toEqual([undeclared, 200]);
  const hits = (await breweryLog()).filter((r) => r.method === 'GET' && r.path.startsWith('/v1/breweries'));
  expect(hits.map((r) => r.auth)).toEqual([null, 'Bearer e2e-link-token-77']);
});

test('a link naming a server the spec declares opens with it as BASE_URL, no confirmation asked', async ({ page }) => {
  const mirror = `${BREWERY_ORIGIN}/items-mirror`;
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(ITEMS_SPEC_URL)}&server=${encodeURIComponent(mirror)}`);
  await expect(page.getByTestId('spec-title')).toContainText(/Items API/, { timeout: 60_000 });
  await expect(page.getByTestId('spec-server')).toHaveText([mirror, ITEMS_BASE]);
  await expect(page.getByTestId('server-option').first()).toBeChecked();
  await expect(page.getByTestId('server-pending')).toHaveCount(0);
  await page.getByTestId('server-option').nth(1).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('server')).toBeNull();
});
