// Spec loads that overlap: the latest request wins, and every load ends in a spec or an error (never a spinner).
import { expect, test, type Page } from '@playwright/test';
import { BREWERY_ORIGIN, BREWERY_SPEC_URL } from './servers/ports';

test.setTimeout(120_000);
const LOAD_MS = 60_000;

/** The spinner is gone and stays gone: a late progress message must not bring it back. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('spec-progress')).toHaveCount(0, { timeout: LOAD_MS });
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('spec-progress')).toHaveCount(0);
}

test('an example clicked while a ?spec= link loads wins', async ({ page }) => {
  await page.goto(`./?spec=${encodeURIComponent(BREWERY_SPEC_URL)}`);
  await page.getByTestId('example-petstore3').click();
  await expect(page.getByTestId('spec-title')).toContainText('Petstore', { timeout: LOAD_MS });
  await settled(page);
  await expect(page.getByTestId('spec-title')).toContainText('Petstore');
  expect(new URL(page.url()).searchParams.get('spec')).toMatch(/petstore3\.openapi\.yaml$/);
});

test('two examples clicked half a second apart: the second is shown', async ({ page }) => {
  await page.goto('./?view=explorer');
  await page.getByTestId('example-petstore3').click();
  await page.waitForTimeout(500);
  await page.getByTestId('example-openbrewerydb').click();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  await settled(page);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
  await expect(page.getByTestId('operation-item')).toHaveCount(5);
});

test('a chat example chip for another API switches to it and the load finishes', async ({ page }) => {
  await page.goto(`./?view=chat&spec=${encodeURIComponent(BREWERY_SPEC_URL)}`);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  const petstore = page.locator('[data-testid="example-card"][data-example="petstore3"]');
  await petstore.getByTestId('example-prompt').first().click();
  await expect(page.getByTestId('spec-title')).toContainText('Petstore', { timeout: LOAD_MS });
  await settled(page);
  await expect(page.getByTestId('chat-input')).toHaveValue(/pets that are available/);
});

test('invalid YAML loaded while another load runs ends in its error', async ({ page }) => {
  await page.goto('./?view=explorer');
  await page.getByTestId('example-petstore3').click();
  // Served by the test (the catalog worker's fetch is routed too), after a delay so it overlaps the example's load.
  const bad = `${BREWERY_ORIGIN}/no-such-route/bad.yaml`;
  await page.context().route(bad, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.fulfill({ status: 200, contentType: 'application/yaml', body: 'openapi: 3.0.0\ninfo: [unclosed\n  title: x\n' });
  });
  await page.getByTestId('spec-url-input').fill(bad);
  await page.getByTestId('spec-load-button').click();
  await expect(page.getByTestId('spec-error')).toHaveAttribute('data-kind', 'parse', { timeout: LOAD_MS });
  await settled(page);
  await expect(page.getByTestId('spec-error')).toBeVisible();
});

test('after pasted text loads, the URL field no longer shows the previous URL', async ({ page }) => {
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(BREWERY_SPEC_URL)}`);
  await expect(page.getByTestId('spec-url-input')).toHaveValue(BREWERY_SPEC_URL, { timeout: LOAD_MS });
  await page.getByTestId('spec-paste-button').click();
  await page.getByTestId('spec-paste-input').fill('openapi: 3.0.0\ninfo: { title: Pasted, version: "1" }\npaths: {}\n');
  await page.getByTestId('spec-paste-submit').click();
  await expect(page.getByTestId('spec-title')).toContainText('Pasted', { timeout: LOAD_MS });
  await expect(page.getByTestId('spec-url-input')).toHaveValue('');
});

test('a spec loaded before re-opens from this browser\'s cache after a reload, with the same schema, context bill and search', async ({ page, baseURL }) => {
  const specUrl = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(specUrl)}&op=addPet`);
  const detail = page.getByTestId('operation-detail');
  const shown = async () => {
    await expect(detail.locator('.schema-markdown li')).not.toHaveCount(0, { timeout: LOAD_MS });
    await expect(page.getByTestId('context-tokens-classic')).toHaveAttribute('data-value', /^\d+$/, { timeout: LOAD_MS });
    await page.getByTestId('op-search-input').fill('find pet by id');
    await expect(page.getByTestId('op-search-result').first()).toBeVisible();
    return {
      schema: await detail.locator('.schema-markdown').innerText(),
      classic: await page.getByTestId('context-tokens-classic').getAttribute('data-value'),
      hits: await page.getByTestId('op-search-result').allInnerTexts(),
    };
  };
  const cold = await shown();
  await expect(page.getByTestId('spec-timings')).toContainText('indexed in');
  // The index is stored just after the load: reload until it is re-opened from the cache.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('spec-timings')).toContainText("re-opened from this browser's cache", { timeout: 5000 });
  }).toPass({ timeout: LOAD_MS });
  expect(await shown()).toEqual(cold);
});
