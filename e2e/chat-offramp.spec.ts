// Context Off-Ramp in code mode, scripted on the fake LLM: the bulk export (11,822 rows, 4.4 MB) is not put in the
// model's context; it is saved whole under /data, the model gets a short preview, and the next execute answers from
// the file. The answer must equal counts computed here from the dataset.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { parseCsvRecords } from './servers/brewery/csv';
import { EXPORT_SPEC_URL } from './servers/ports';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import { countTokens } from '../src/core/tokens';

test.describe.configure({ timeout: 300_000 });

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const expected: Record<string, number> = {};
for (const r of rows) expected[r.brewery_type ?? ''] = (expected[r.brewery_type ?? ''] ?? 0) + 1;

const FETCH = 'result = requests.get(BASE_URL + "/breweries/export").json()';
const COUNT = [
  'import collections',
  'with open("/data/execute-1.json") as f:',
  '    rows = json.load(f)',
  'result = dict(sorted(collections.Counter(r["brewery_type"] for r in rows).items()))',
].join('\n');

test('code mode: the 4.4 MB export is off-ramped to /data and counted from the file', async ({ page }) => {
  const scenario = 'chat-offramp-code';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: FETCH } }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: COUNT } }] },
    { type: 'echo-last-tool-result', prefix: 'Counts by type:\n' },
  ]);
  await openView(page, 'chat', { mode: 'code' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Count all breweries by brewery_type.');

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 180_000 });
  const text = (await answer.textContent()) ?? '';
  const counts = JSON.parse(/\{[^{}]*\}/.exec(text)?.[0] ?? '{}') as Record<string, number>;
  expect(counts).toEqual(Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))));

  const mark = page.getByTestId('offramp-mark');
  await expect(mark).toHaveCount(1);
  expect(Number(await mark.getAttribute('data-tokens'))).toBeGreaterThan(4_000);
  await expect(page.getByTestId('data-file').filter({ hasText: '/data/execute-1.json' }).getByTestId('data-file-rows')).toHaveText('11,822 rows');

  // What the model saw of the off-ramped step: the preview, within 800 tokens.
  const sent = await fakeLlmRequests(undefined, scenario);
  const messages = (sent[1]?.body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? [];
  const content = messages.filter((m) => m.role === 'tool')[0]?.content;
  const seen = typeof content === 'string' ? content : JSON.stringify(content ?? '');
  expect(seen).toMatch(/\/data\/[\w.-]+\.(json|csv)/);
  expect(seen).toContain('11,822 rows');
  expect(countTokens(seen)).toBeLessThanOrEqual(800);
});

test('classic mode: the export goes to /data at the user-set threshold, execute is offered from the next turn and counts the file', async ({ page }) => {
  const scenario = 'chat-offramp-classic';
  const COUNT_FILE = COUNT.replace('/data/execute-1.json', '/data/exportBreweries-1.json');
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'exportBreweries', arguments: {} }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: COUNT_FILE } }], when: { toolOffered: 'execute' } },
    { type: 'echo-last-tool-result', prefix: 'Counts by type:\n' },
  ]);
  await openView(page, 'chat', { mode: 'classic', spec: EXPORT_SPEC_URL });
  await configureLlm(page, { model: scenario });
  await expect(page.getByTestId('offramp-toggle')).toBeChecked();
  await page.getByTestId('offramp-threshold').fill('50');
  await expect(page.getByTestId('offramp-problem')).toContainText('500–200,000');
  await page.getByTestId('offramp-threshold').fill('2000');
  await expect(page.getByTestId('offramp-problem')).toHaveCount(0);
  await sendPrompt(page, 'Count all breweries by brewery_type.');

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 180_000 });
  const counts = JSON.parse(/\{[^{}]*\}/.exec((await answer.textContent()) ?? '')?.[0] ?? '{}') as Record<string, number>;
  expect(counts).toEqual(Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))));
  const mark = page.getByTestId('offramp-mark');
  await expect(mark).toHaveCount(1);
  expect(Number(await mark.getAttribute('data-tokens'))).toBeGreaterThan(2_000);
  await expect(page.getByTestId('data-file').filter({ hasText: '/data/exportBreweries-1.json' }).getByTestId('data-file-rows')).toHaveText('11,822 rows');

  // The forced switch: execute is offered from the turn after the off-ramp, not before.
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.map((r) => r.tools.includes('execute'))).toEqual([false, true, true]);
  const messages = (sent[1]?.body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? [];
  const toolContent = messages.filter((m) => m.role === 'tool')[0]?.content;
  const seen = typeof toolContent === 'string' ? toolContent : JSON.stringify(toolContent ?? '');
  expect(seen).toMatch(/^HTTP 200/);
  expect(seen).toContain('/data/exportBreweries-1.json');
  expect(seen).toContain('11,822 rows');
  expect(countTokens(seen)).toBeLessThanOrEqual(800);
});
