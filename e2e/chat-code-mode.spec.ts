// Chat in code mode against the local Open Brewery DB stand-in, with a scripted model on the fake LLM server:
// search → get_schema → execute → answer; what the app sent (tools, key placement) is checked on the server side.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { configureLlm, LLM_KEY, openView, sendPrompt, tokenTotal } from './chat-support';
import { fixtureText } from './fixtures/playground';
import { parseCsvRecords } from './servers/brewery/csv';
import { fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';
import { forbiddenHits } from './servers/clients';
import { BREWERY_BASE, FORBIDDEN_URL } from './servers/ports';

// This machine is shared and slow: spec indexing and Pyodide start can take a while.
test.describe.configure({ timeout: 300_000 });

// One chat page for the file (one Pyodide cold start, not four): each test starts a new chat with its own scripted
// model, and every execute gets a fresh interpreter from the pool.
let page: Page;

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(240_000);
  page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await openView(page, 'chat', { mode: 'code' });
});

test.afterAll(async () => {
  await page.close();
});

test.beforeEach(async () => {
  const newChat = page.getByRole('button', { name: 'New chat' });
  if (await newChat.isEnabled()) await newChat.click();
  await expect(page.getByTestId('assistant-message')).toHaveCount(0);
  await expect(page.getByTestId('trace-step')).toHaveCount(0);
});

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const moonRows = rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon'));
const MOON = fixtureText('./programs/moon_top5.py');
const SAN_DIEGO = fixtureText('./programs/san_diego_summary.py');

test('moon top 5 in code mode: search → get_schema → execute → the right breweries', async () => {
  const scenario = 'chat-moon-code';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'search breweries by name' } }], usage: { input: 812, output: 21 } },
    { type: 'tool-calls', calls: [{ name: 'get_schema', arguments: { names: ['searchBreweries'] } }], usage: { input: 1010, output: 18, cached: 768 } },
    { type: 'tool-calls', text: 'Running the query.', calls: [{ name: 'execute', arguments: { code: MOON } }], usage: { input: 1450, output: 120, cached: 960 } },
    { type: 'echo-last-tool-result', prefix: 'Here are the top 5 breweries with "moon" in the name:\n', usage: { input: 1900, output: 160, cached: 1408 } },
  ]);
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Find breweries with moon in the name, top 5 as name and city');

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 120_000 });
  for (const r of moonRows.slice(0, 5)) {
    await expect(answer).toContainText(r.name ?? '');
    await expect(answer).toContainText(r.city ?? '');
  }

  const steps = page.getByTestId('trace-step');
  await expect(steps).toHaveCount(3);
  expect(await steps.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tool')}:${e.getAttribute('data-status')}`)))
    .toEqual(['search:ok', 'get_schema:ok', 'execute:ok']);
  // The execute step shows the Python, its result and the network log of that run.
  await steps.nth(2).locator('summary').click();
  await expect(steps.nth(2).getByTestId('trace-code')).toBeVisible();
  await expect(steps.nth(2).getByTestId('trace-network-log')).toContainText('/breweries/search');
  await expect.poll(() => tokenTotal(page)).toBe(812 + 21 + 1010 + 18 + 1450 + 120 + 1900 + 160);

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(4);
  for (const r of sent) {
    expect(r.tools).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
    expect(r.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
    expect(nonAuthText(r)).not.toContain(LLM_KEY);
  }
  // The key is nowhere in the page's URL or visible text.
  expect(page.url()).not.toContain(LLM_KEY);
  expect(await page.locator('main').innerText()).not.toContain(LLM_KEY);
});

test('San Diego summary: paginates in one execute and answers from the result', async () => {
  const scenario = 'chat-san-diego';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'list breweries filter by city' } }] },
    { type: 'tool-calls', calls: [{ name: 'get_schema', arguments: { names: ['listBreweries', 'searchBreweries'] } }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: SAN_DIEGO } }] },
    { type: 'echo-last-tool-result', prefix: 'San Diego summary:\n' },
  ]);
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Summarize the breweries in San Diego: counts by type, top 3 cities, moon top 5 by name.');

  const sd = rows.filter((r) => (r.city ?? '').toLowerCase().includes('san diego'));
  const unique = new Set(sd.map((r) => r.id)).size;
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toContainText(`"total":${unique}`, { timeout: 120_000 });
  await expect(answer).toContainText('"errors":[]');
  await expect(page.locator('[data-testid="trace-step"][data-tool="execute"]')).toHaveAttribute('data-status', 'ok');
});

test('code that fails is fixed on the next turn', async () => {
  const scenario = 'chat-fix-code';
  const broken = MOON.replace('b["city"]', 'b["town"]');
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: broken } }] },
    { type: 'tool-calls', text: 'The field is called city; retrying.', calls: [{ name: 'execute', arguments: { code: MOON } }] },
    { type: 'echo-last-tool-result', prefix: 'Fixed:\n' },
  ]);
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'moon breweries, top 5');

  await expect(page.getByTestId('assistant-message')).toContainText(moonRows[0]?.name ?? '', { timeout: 120_000 });
  const steps = page.locator('[data-testid="trace-step"][data-tool="execute"]');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toHaveAttribute('data-status', 'error');
  await expect(steps.nth(1)).toHaveAttribute('data-status', 'ok');
  // The model got the trimmed traceback naming the missing key.
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent[1]?.rawBody).toContain('KeyError');
  await steps.nth(0).locator('summary').click();
  await expect(steps.nth(0).getByTestId('trace-step-result')).toContainText('KeyError');
});

test('execute hitting a forbidden host gets a clear denial, and the host sees nothing', async () => {
  const scenario = 'chat-forbidden';
  const before = (await forbiddenHits()).hits.length;
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: `import requests\nr = requests.get("${FORBIDDEN_URL}/steal")\nresult = r.text` } }] },
    { type: 'template', template: 'The sandbox said: {{lastToolResult}}' },
  ]);
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'fetch the other server');

  const step = page.locator('[data-testid="trace-step"][data-tool="execute"]');
  await expect(step).toHaveAttribute('data-status', 'error', { timeout: 120_000 });
  await step.locator('summary').click();
  await expect(step.getByTestId('trace-network-log')).toContainText('denied');
  const sent = await fakeLlmRequests(undefined, scenario);
  const toolResult = sent[1]?.rawBody ?? '';
  expect(toolResult).toContain('Denied');
  expect(toolResult).toContain(BREWERY_BASE);
  expect((await forbiddenHits()).hits.length).toBe(before);
});
