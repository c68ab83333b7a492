// Spec explorer in Chromium: bundled example, servers, tags, live search, schema levels, tokens, errors, links, paste.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Loading runs in a worker on a shared 2-core machine: allow for a slow first start.
const LOAD_MS = 60_000;
test.setTimeout(120_000);

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

async function openBrewery(page: Page) {
  await page.goto('./');
  await page.getByTestId('example-openbrewerydb').click();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  // Token counting shares the catalog worker with search: let it finish so later steps time only themselves.
  await expect(page.getByTestId('context-tokens-code')).toHaveAttribute('data-value', /^\d+$/, { timeout: 2 * LOAD_MS });
}

test('loads the bundled Open Brewery DB example: overview, servers, operations by tag, tokens', async ({ page }) => {
  await openBrewery(page);
  await expect(page.getByTestId('spec-server')).toHaveText(['https://api.openbrewerydb.org/v1']);
  const group = page.getByTestId('tag-group');
  await expect(group).toHaveCount(1);
  await expect(group.getByTestId('tag-count')).toHaveText('5');
  await expect(page.getByTestId('operation-item')).toHaveCount(5);
  await expect(page.getByTestId('operation-item').first()).toBeVisible();

  // Tokens are counted after the spec shows (the tokenizer is loaded lazily).
  await expect(page.getByTestId('context-tokens-code')).toHaveAttribute('data-value', /^\d+$/, { timeout: 2 * LOAD_MS });
  const classic = Number(await page.getByTestId('context-tokens-classic').getAttribute('data-value'));
  const code = Number(await page.getByTestId('context-tokens-code').getAttribute('data-value'));
  expect(code).toBeGreaterThan(0);
  expect(code).toBeLessThanOrEqual(700);
  expect(classic).toBeGreaterThan(code);

  // The spec URL lands in the page URL so a link reopens it.
  expect(new URL(page.url()).searchParams.get('spec')).toMatch(/\/cmp\/examples\/openbrewerydb\.openapi\.yaml$/);
});

test('Petstore 3 groups operations under its tags with counts', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('example-petstore3').click();
  await expect(page.getByTestId('spec-title')).toContainText('Petstore', { timeout: LOAD_MS });
  const tags = page.getByTestId('tag-group');
  await expect(tags).toHaveCount(3);
  await expect(page.locator('[data-testid=tag-group][data-tag=pet] [data-testid=tag-count]')).toHaveText('8');
  await expect(page.locator('[data-testid=tag-group][data-tag=store] [data-testid=tag-count]')).toHaveText('4');
  await expect(page.locator('[data-testid=tag-group][data-tag=user] [data-testid=tag-count]')).toHaveText('7');
});

test('search shows live ranked results with a count header', async ({ page }) => {
  await openBrewery(page);
  await page.getByTestId('op-search-input').fill('search breweries');
  const first = page.getByTestId('op-search-result').first();
  await expect(first).toHaveAttribute('data-name', 'searchBreweries');
  await expect(page.getByTestId('op-search-header')).toHaveText(/\d+ (of \d+ )?operations?/);

  await page.getByTestId('op-search-input').fill('random brewery');
  await expect(page.getByTestId('op-search-result').first()).toHaveAttribute('data-name', 'getRandomBrewery');
});

test('search never shows an empty list for a name the spec never mentions, and says which words matched nothing', async ({ page }) => {
  await openBrewery(page);
  await page.getByTestId('op-search-input').fill('Where is the brewery Zzyzx Qwobble');
  await expect(page.getByTestId('op-search-note')).toContainText('No operation mentions: zzyzx, qwobble');
  await expect(page.getByTestId('op-search-result').first()).toBeVisible();
  await expect(page.locator('[data-testid=op-search-result][data-name=searchBreweries]')).toBeVisible();
});

test('an operation schema is shown at brief, detailed and full detail', async ({ page }) => {
  await openBrewery(page);
  await page.locator('[data-testid=operation-item][data-name=searchBreweries]').click();
  const text = page.getByTestId('schema-text');
  await expect(text).toHaveAttribute('data-detail', 'detailed');
  await expect(text).toContainText('/breweries/search');
  await expect(text).toContainText('query');
  const detailed = (await text.textContent()) ?? '';

  await page.getByTestId('schema-tab-brief').click();
  await expect(text).toHaveAttribute('data-detail', 'brief');
  await expect(text).toContainText('searchBreweries');
  await expect.poll(async () => ((await text.textContent()) ?? '').length).toBeLessThan(detailed.length);

  await page.getByTestId('schema-tab-full').click();
  await expect(text).toHaveAttribute('data-detail', 'full');
  await expect(text).toContainText('"properties"');
  await expect.poll(async () => ((await text.textContent()) ?? '').length).toBeGreaterThan(detailed.length);
});

test('a bad URL gives a specific error and keeps the previous spec', async ({ page }) => {
  await openBrewery(page);
  // Outside the app's base path the preview server answers 404 (inside it, an SPA fallback page).
  const missing = new URL('/no-such-spec.yaml', page.url()).toString();
  await page.getByTestId('spec-url-input').fill(missing);
  await page.getByTestId('spec-load-button').click();
  const error = page.getByTestId('spec-error');
  await expect(error).toBeVisible({ timeout: LOAD_MS });
  await expect(error).toHaveAttribute('data-kind', 'http');
  await expect(error).toContainText('404');
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
  await expect(page.getByTestId('operation-item')).toHaveCount(5);
  expect(new URL(page.url()).searchParams.get('spec')).toMatch(/openbrewerydb\.openapi\.yaml$/);

  // A URL that serves an HTML page instead of a spec is named as such.
  await page.getByTestId('spec-url-input').fill(new URL('examples/no-such-spec.yaml', page.url()).toString());
  await page.getByTestId('spec-load-button').click();
  await expect(error).toHaveAttribute('data-kind', 'html', { timeout: LOAD_MS });
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
});

test('text that is not a spec gives a specific error', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('spec-paste-button').click();
  await page.getByTestId('spec-paste-input').fill('openapi: 3.0.0\ninfo: [unclosed\n  title: x');
  await page.getByTestId('spec-paste-submit').click();
  await expect(page.getByTestId('spec-error')).toHaveAttribute('data-kind', 'parse', { timeout: LOAD_MS });
  await expect(page.getByTestId('spec-error')).toContainText(/line \d+/);
});

test('?spec= reopens a spec from a link', async ({ page, baseURL }) => {
  const specUrl = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?spec=${encodeURIComponent(specUrl)}`);
  await expect(page.getByTestId('spec-title')).toContainText('Petstore', { timeout: LOAD_MS });
  await expect(page.getByTestId('spec-url-input')).toHaveValue(specUrl);
});

test('the built page starts the catalog worker before the app code; a worker that cannot load is reported', async ({ page, baseURL }) => {
  const html = await (await page.request.get('./')).text();
  expect(html).toMatch(/new Worker\("[^"]*catalog\.worker-[\w-]+\.js"/);
  await page.route(/catalog\.worker-[\w-]+\.js$/, (route) => route.abort());
  const specUrl = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?spec=${encodeURIComponent(specUrl)}`);
  await expect(page.getByTestId('spec-error')).toContainText('The spec worker stopped', { timeout: LOAD_MS });
});

test('pasted Swagger 2.0 text loads (upgraded to OpenAPI 3)', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('spec-paste-button').click();
  await page.getByTestId('spec-paste-input').fill(fixture('nytimes-top-stories.swagger2.yaml'));
  await page.getByTestId('spec-paste-submit').click();
  await expect(page.getByTestId('spec-title')).toContainText('Top Stories', { timeout: LOAD_MS });
  await expect(page.getByTestId('spec-server').first()).toContainText('api.nytimes.com/svc/topstories/v2');
  await expect(page.getByTestId('operation-item')).not.toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('spec')).toBeNull();
});
