// The first screen and what Swagger UI / MCP Inspector users look for in the explorer: a deep link per operation,
// rendered schemas with their token cost, a snippet that opens in the playground, keyboard search, tool export.
import { expect, test } from '@playwright/test';
import { downloadedText } from './fixtures/download';

test.setTimeout(120_000);
const LOAD_MS = 60_000;

test('the first screen shows the idea, the examples with prompts, and one click to a playground demo', async ({ page }) => {
  await page.goto('./');
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('context-tokens-classic')).toHaveAttribute('data-value', '338902');
  // Dual mode: GitHub's tools are far over its 20,000-token budget, so search, get_schema, call_operation and execute.
  await expect(welcome.getByTestId('context-tokens-dual')).toHaveAttribute('data-surface', 'operation');
  await expect(welcome.locator('[data-scale=log]')).toHaveCount(1);
  await expect(welcome.getByTestId('example-prompt')).not.toHaveCount(0);
  await page.getByTestId('welcome-try').click();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: LOAD_MS });
  expect(new URL(page.url()).searchParams.get('view')).toBe('playground');
  await expect(page.getByTestId('run-button')).toBeVisible();
});

test('an operation has a link, a rendered schema with its tokens, a playground snippet, keyboard search and a tool export', async ({ page, baseURL }) => {
  const specUrl = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(specUrl)}&op=addPet`);
  const detail = page.getByTestId('operation-detail');
  await expect(detail).toHaveAttribute('data-name', 'addPet', { timeout: LOAD_MS });
  await expect(detail.locator('.schema-markdown li')).not.toHaveCount(0);
  await expect(page.getByTestId('schema-tokens')).toHaveAttribute('data-value', /^\d+$/, { timeout: LOAD_MS });
  const detailedTokens = Number(await page.getByTestId('schema-tokens').getAttribute('data-value'));
  await page.getByTestId('schema-tab-full').click();
  await expect(detail.locator('.json-tree details').first()).toBeVisible();
  await expect.poll(async () => Number(await page.getByTestId('schema-tokens').getAttribute('data-value'))).toBeGreaterThan(detailedTokens);

  await page.locator('[data-testid=operation-item][data-name=getPetById]').click();
  expect(new URL(page.url()).searchParams.get('op')).toBe('getPetById');

  await page.getByTestId('op-search-input').fill('find pet by id');
  await expect(page.getByTestId('op-search-result').first()).toBeVisible();
  await page.getByTestId('op-search-input').press('ArrowDown');
  await expect(page.getByTestId('op-search-result').first()).toBeFocused();

  const tools = JSON.parse(await downloadedText(page, 'export-tools')) as {
    classic: { tools: unknown[] }; codeMode: { tools: Array<{ name: string }>; systemPrompt: string };
    dual: { surface: string; tools: Array<{ name: string }>; systemPrompt: string };
  };
  expect(tools.codeMode.tools.map((t) => t.name)).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
  expect(tools.classic.tools).toHaveLength(await page.getByTestId('operation-item').count());
  expect(tools.codeMode.systemPrompt.length).toBeGreaterThan(0);
  // Petstore's 19 operations fit dual mode's budget: typed tools plus execute.
  expect(tools.dual.surface).toBe('direct');
  expect(tools.dual.tools).toHaveLength(tools.classic.tools.length + 1);
  expect(tools.dual.systemPrompt).toContain('/data');

  // MCP Inspector-like: get_schema by hand for the open operation, request and result shown.
  const inspector = page.getByTestId('tool-inspector');
  await inspector.locator('summary').click();
  await page.getByTestId('inspector-tool').selectOption('get_schema');
  await expect(page.getByTestId('inspector-args')).toHaveValue(/"getPetById"/);
  await page.getByTestId('inspector-call').click();
  await expect(page.getByTestId('inspector-exchange')).toContainText('"tools/call"', { timeout: LOAD_MS });
  await expect(page.getByTestId('inspector-response')).toContainText('/pet/{petId}');

  await page.getByTestId('operation-try').click();
  // The catalog worker writes the snippet from the spec; the playground opens with it.
  await page.waitForURL(/[?&]view=playground\b/, { timeout: LOAD_MS });
  const code = Buffer.from(new URL(page.url()).searchParams.get('code') ?? '', 'base64url').toString('utf8');
  expect(code).toMatch(/^pet_id = \d+ {2}# required path parameter petId$/m);
  expect(code).toContain('f"{BASE_URL.rstrip(\'/\')}/pet/{quote(str(pet_id), safe=\'\')}"');
});

test('on a phone, tapping an operation brings its schema into view and nothing scrolls sideways', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const specUrl = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(specUrl)}`);
  const item = page.locator('[data-testid=operation-item][data-name=updatePet]');
  await item.scrollIntoViewIfNeeded({ timeout: LOAD_MS });
  await item.click();
  await expect(page.getByTestId('operation-detail')).toBeInViewport({ timeout: 5000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
