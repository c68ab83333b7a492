// Approvals: a POST from the playground under each request policy against the items API on the stand-in, which
// logs every request it receives; and a classic-mode write tool under Ask shows the same dialog.
import { expect, test, type Page } from '@playwright/test';
import { configureLlm, sendPrompt } from './chat-support';
import { openPlayground, readRun, setCode, startRun } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { BREWERY_BASE, ITEMS_BASE, ITEMS_SPEC_URL } from './servers/ports';
import type {} from '../src/sandbox/harness/harness'; // window.__cmpSandbox
import { useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ mode: 'default', timeout: 300_000 });

const TOKEN = 'e2e-approval-token-77aa';
const POST_CODE = [
  'try:',
  '    r = requests.post(BASE_URL + "/items", json={"name": "third", "price": 2.5}, headers={"X-Trace": "t1"})',
  '    result = {"status": r.status_code}',
  'except requests.exceptions.BlockedRequestError as e:',
  '    result = {"blocked": str(e)}',
].join('\n');

const posts = async (): Promise<number> => (await breweryLog()).filter((r) => r.method === 'POST').length;

async function openItems(page: Page): Promise<void> {
  await openPlayground(page, POST_CODE, ITEMS_SPEC_URL);
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-bearer').fill(TOKEN);
}

// The playground's tests share one page on the items API (one Python start, not three). Each leaves it as it found
// it, the policy back on Ask, the playground shown, POST_CODE loaded; the first checks that Ask is the default.
test.describe('a POST from the playground', () => {
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(240_000);
    page = await browser.newPage({ baseURL: info.project.use.baseURL });
    await openItems(page);
  });
  test.afterAll(async () => {
    await page.close();
  });
  test.afterEach(async () => {
    const nav = page.getByTestId('nav-playground');
    if ((await nav.getAttribute('aria-current')) !== 'page') await nav.click();
    await page.getByTestId('request-policy').selectOption('ask');
    await setCode(page, POST_CODE);
  });

  test('a POST under Ask waits for the user: Deny sends nothing, Allow once sends one, Stop withdraws the question', async () => {
    await expect(page.getByTestId('request-policy')).toHaveValue('ask');
    await setCode(page, POST_CODE);

    await resetBreweryLog();
    let done = await startRun(page);
    const dialog = page.getByTestId('approval-dialog');
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('approval-method')).toHaveText('POST');
    await expect(dialog.getByTestId('approval-url')).toHaveText(`${ITEMS_BASE}/items`);
    await expect(dialog.getByTestId('approval-operation')).toContainText('createItem (POST /items)');
    await expect(dialog.getByTestId('approval-headers')).toContainText('X-Trace: t1');
    await expect(dialog.getByTestId('approval-body')).toContainText('"name": "third"');
    await expect(dialog).not.toContainText(TOKEN);
    await expect(dialog).not.toContainText('Authorization');
    await page.waitForTimeout(1_000);
    expect(await posts()).toBe(0);
    await dialog.getByTestId('approval-deny').click();
    let run = await done();
    expect(run.status, run.error).toBe('ok');
    expect(run.result).toEqual({ blocked: `Request denied by the user: POST ${ITEMS_BASE}/items` });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('network-log-entry')).toContainText('denied by you');
    expect(await posts()).toBe(0);

    done = await startRun(page);
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await dialog.getByTestId('approval-allow-once').click();
    run = await done();
    expect(run.result).toEqual({ status: 201 });
    const sent = (await breweryLog()).filter((r) => r.method === 'POST');
    expect(sent.map((r) => [r.path, r.auth])).toEqual([['/items-api/items', `Bearer ${TOKEN}`]]);

    // Allow writes for this run: both POSTs of the run go with one answer; the next run asks again.
    await setCode(page, `${POST_CODE}\nr2 = requests.post(BASE_URL + "/items", json={"name": "fourth"})\nresult["second"] = r2.status_code`);
    done = await startRun(page);
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await dialog.getByTestId('approval-allow-run').click();
    run = await done();
    expect(run.result).toEqual({ status: 201, second: 201 });
    expect(await posts()).toBe(3);

    await resetBreweryLog();
    done = await startRun(page);
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('stop-run-button').click();
    run = await done();
    expect(run.status).toBe('stopped');
    await expect(dialog).toBeHidden();
    expect(await posts()).toBe(0);
  });

  test('Read-only refuses the POST without a dialog', async () => {
    await page.getByTestId('request-policy').selectOption('read-only');
    await resetBreweryLog();
    const done = await startRun(page);
    const run = await done();
    expect(run.status, run.error).toBe('ok');
    expect(String((run.result as { blocked?: string }).blocked)).toMatch(/read-only/);
    await expect(page.getByTestId('approval-dialog')).toBeHidden();
    expect(await posts()).toBe(0);
    // Reads still go.
    await setCode(page, 'result = requests.get(BASE_URL + "/items").status_code');
    expect((await (await startRun(page))()).result).toBe(200);
    expect(await readRun(page)).toMatchObject({ status: 'ok' });
  });

  test('"Allow writes for this run" ends with the run: a later execute from the tool inspector asks again', async () => {
    await resetBreweryLog();
    const done = await startRun(page);
    const dialog = page.getByTestId('approval-dialog');
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await dialog.getByTestId('approval-allow-run').click();
    expect((await done()).result).toEqual({ status: 201 });
    expect(await posts()).toBe(1);

    await page.getByTestId('nav-explorer').click();
    await page.getByTestId('tool-inspector').locator('summary').click();
    await page.getByTestId('inspector-tool').selectOption('execute');
    await page.getByTestId('inspector-args').fill(JSON.stringify({ code: POST_CODE }));
    await page.getByTestId('inspector-call').click();
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('approval-url')).toHaveText(`${ITEMS_BASE}/items`);
    await dialog.getByTestId('approval-deny').click();
    await expect(page.getByTestId('inspector-response')).toContainText('Request denied by the user', { timeout: 60_000 });
    expect(await posts()).toBe(1);
  });
});

test('a classic-mode write tool under Ask shows the same dialog; Deny becomes a tool error', async ({ page }) => {
  const scenario = 'approval-classic-write';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'createItem', arguments: { body: { name: 'third' } } }], usage: { input: 900, output: 20 } },
    { type: 'echo-last-tool-result', prefix: 'Tool said: ', usage: { input: 1000, output: 40 } },
  ]);
  await page.goto(`./?${new URLSearchParams({ spec: ITEMS_SPEC_URL, view: 'chat', mode: 'classic' }).toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText('Items API', { timeout: 120_000 });
  await configureLlm(page, { model: scenario });
  await resetBreweryLog();
  await sendPrompt(page, 'Create an item called third');
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('approval-operation')).toContainText('createItem');
  await expect(dialog.getByTestId('approval-body')).toContainText('"name": "third"');
  await dialog.getByTestId('approval-deny').click();
  await expect(page.getByTestId('assistant-message')).toContainText('denied by the user', { timeout: 60_000 });
  await expect(page.getByTestId('trace-step')).toHaveAttribute('data-status', 'error');
  expect(await posts()).toBe(0);
});

test('waiting for a decision does not count toward the run\'s time limit (sandbox harness)', async ({ page }) => {
  await page.goto(`./sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`);
  await page.waitForFunction(() => window.__cmpSandbox !== undefined);
  await page.evaluate(() => window.__cmpSandbox!.handle.ready);
  // The user takes 3 s to allow the POST; the run may take 1.5 s of its own.
  const result = await page.evaluate((base) => {
    const sb = window.__cmpSandbox!.handle;
    sb.setConfig({
      allowlist: [{ origin: new URL(base).origin, pathPrefix: new URL(base).pathname }], baseUrl: base,
      requests: { policy: 'ask', approve: () => new Promise((resolve) => setTimeout(() => resolve('allow'), 3_000)) },
    });
    return sb.run('r = requests.post(BASE_URL + "/test/echo", json={"a": 1})\nresult = r.status_code', { timeoutMs: 1_500 });
  }, BREWERY_BASE);
  expect(result.error).toBeUndefined();
  expect(result.result).toBe(200);
  expect(result.requests[0]?.waitedMs).toBeGreaterThanOrEqual(2_900);
});
