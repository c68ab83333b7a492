// An API without CORS headers: in live mode the run fails with a message that names mock mode and the proxy; through
// a loopback proxy that adds CORS it works, and the API credentials reach it only when the box is ticked.
import { expect, test } from '@playwright/test';
import { openPlayground, runCode } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { CORS_PROXY_TEMPLATE, NOCORS_BASE, NOCORS_SPEC_URL } from './servers/ports';

test.describe.configure({ timeout: 300_000 });

const TOKEN = 'e2e-nocors-token-31b9';
const CODE = 'r = requests.get(BASE_URL + "/things")\nresult = {"status": r.status_code, "body": r.json()}';

test('no-CORS API: live fails naming mock mode and the proxy; the proxy works; credentials pass it only when ticked', async ({ page }) => {
  await openPlayground(page, CODE, NOCORS_SPEC_URL);
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-bearer').fill(TOKEN);

  const live = await runCode(page, CODE);
  expect(live.status).toBe('error');
  expect(live.panelText).toMatch(/CORS/);
  expect(live.panelText).toContain('Mock from spec');
  expect(live.panelText).toContain('CORS proxy');
  // The request was allowed but never got an answer: the log says it did not connect, not a green "allowed".
  const entry = page.getByTestId('network-log-entry').last();
  await expect(entry).toHaveAttribute('data-verdict', 'no-response');
  await expect(entry.getByTestId('network-log-verdict')).toHaveText('⚠ allowed · did not connect');

  await page.getByTestId('proxy-settings').locator('summary').click();
  await page.getByTestId('proxy-enabled').check();
  await page.getByTestId('proxy-url').fill('https://no-placeholder.example/');
  await expect(page.getByTestId('proxy-problem')).toContainText('{url}');
  await page.getByTestId('proxy-url').fill(CORS_PROXY_TEMPLATE);
  await expect(page.getByTestId('proxy-problem')).toHaveCount(0);

  await resetBreweryLog();
  const without = await runCode(page, CODE);
  expect(without.status, without.error).toBe('ok');
  expect(without.result).toEqual({ status: 200, body: ['a', 'b'] });
  await page.getByTestId('proxy-credentials').check();
  const withCreds = await runCode(page, CODE);
  expect(withCreds.result).toEqual({ status: 200, body: ['a', 'b'] });

  const log = await breweryLog();
  const atApi = log.filter((r) => r.method === 'GET' && r.path === '/nocors-api/things').map((r) => r.auth);
  expect(atApi).toEqual([null, `Bearer ${TOKEN}`]);
  expect(log.filter((r) => r.method === 'GET' && r.path.startsWith('/cors-proxy')).length).toBe(2);
});

test('a spec URL on a server without CORS is reported as blocked by CORS, not as unreachable (COEP credentialless)', async ({ page }) => {
  // The page is cross-origin isolated; under COEP require-corp the loader's no-cors probe would fail and say "could not reach".
  await page.goto(`./?spec=${encodeURIComponent(`${NOCORS_BASE}/things`)}`);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(page.getByTestId('spec-error')).toHaveAttribute('data-kind', 'cors', { timeout: 30_000 });
});
