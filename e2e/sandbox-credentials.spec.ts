// Credentials in the real playground: an implant armed by a run on one spec never acts with another spec's token,
// credentials go only to the servers the user confirmed, and the explorer warns about loopback servers.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import { fixtureText, openPlayground, runCode, waitForSandboxReady } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { BREWERY_ORIGIN, ITEMS_BASE, ITEMS_SPEC_URL } from './servers/ports';

// A fresh page per test: each changes the page's spec or credentials, which the next test would inherit.
test.describe.configure({ mode: 'default' });

const TOKEN = 'e2e-items-token-5c1f';
const MIRROR = `${BREWERY_ORIGIN}/items-mirror/mirror-items`;

async function loadSpec(page: Page, url: string, title: RegExp): Promise<void> {
  await page.getByTestId('spec-url-input').fill(url);
  await page.getByTestId('spec-load-button').click();
  await expect(page.getByTestId('spec-title')).toContainText(title, { timeout: 60_000 });
}

/** The bearer token typed into the credentials panel (the spec's document-level server is checked by default). */
async function enterToken(page: Page): Promise<void> {
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-bearer').fill(TOKEN);
}

test('an implant armed on one spec never sends a request with the next spec\'s token', async ({ page }) => {
  test.setTimeout(300_000);
  await openPlayground(page, 'result = "ready"');
  await resetBreweryLog();
  const armed = await runCode(page, fixtureText('./sealed/cross_spec_implant.py').replace('ITEMS_BASE', ITEMS_BASE));
  expect(armed.status, armed.error).toBe('ok');
  await loadSpec(page, ITEMS_SPEC_URL, /Items API/);
  await enterToken(page);
  await waitForSandboxReady(page);
  const harmless = await runCode(page, 'result = requests.get(BASE_URL + "/items").status_code');
  expect(harmless.status, harmless.error).toBe('ok');
  expect(harmless.result).toBe(200);
  const log = await breweryLog();
  expect(log.filter((r) => r.method === 'DELETE')).toEqual([]);
  expect(log.filter((r) => r.method === 'GET' && r.path === '/items-api/items').map((r) => r.auth)).toEqual([`Bearer ${TOKEN}`]);
});

test('credentials go to the document-level server only, until the user confirms an operation-level one', async ({ page }) => {
  test.setTimeout(300_000);
  await openPlayground(page, 'result = "ready"', ITEMS_SPEC_URL);
  await enterToken(page);
  const rows = page.getByTestId('credential-server');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: ITEMS_BASE }).locator('input')).toBeChecked();
  const mirrorRow = rows.filter({ hasText: 'items-mirror' });
  await expect(mirrorRow.locator('input')).not.toBeChecked();
  await resetBreweryLog();
  const code = `r = requests.get("${MIRROR}")\nresult = r.status_code`;
  expect((await runCode(page, code)).result).toBe(401);
  await mirrorRow.locator('input').check();
  expect((await runCode(page, code)).result).toBe(200);
  const auths = (await breweryLog()).filter((r) => r.method === 'GET' && r.path === '/items-mirror/mirror-items').map((r) => r.auth);
  expect(auths).toEqual([null, `Bearer ${TOKEN}`]);
});

test('the explorer warns that the spec\'s servers point at a loopback address', async ({ page }) => {
  await page.goto(`./?spec=${encodeURIComponent(ITEMS_SPEC_URL)}`);
  await expect(page.getByTestId('spec-title')).toContainText(/Items API/, { timeout: 60_000 });
  await expect(page.getByTestId('server-warning').first()).toContainText(/loopback/i);
});
