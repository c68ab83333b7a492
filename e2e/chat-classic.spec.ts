// The moon top-5 task in classic mode: one tool per operation, the HTTP call made through the broker.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { configureLlm, expectMoonAnswerBySearch, LLM_KEY, openView, sendPrompt } from './chat-support';
import { parseCsvRecords } from './servers/brewery/csv';
import { fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';

// This machine is shared and slow: spec indexing and Pyodide start can take a while.
test.describe.configure({ timeout: 300_000 });

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const moonRows = rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon'));

test('moon top 5 in classic mode: the operation tool is called and the answer has the right breweries', async ({ page }) => {
  const scenario = 'chat-moon-classic';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }], usage: { input: 2400, output: 30 } },
    { type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 5100, output: 200, cached: 2048 } },
  ]);
  await openView(page, 'chat', { mode: 'classic' });
  await expect(page.getByTestId('mode-select')).toHaveValue('classic');
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Find breweries with moon in the name, top 5 as name and city');

  await expectMoonAnswerBySearch(page, moonRows.map((r) => r.name ?? ''), 2400 + 30 + 5100 + 200);

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(2);
  for (const r of sent) {
    expect(r.tools).toHaveLength(5);
    expect(r.tools).toContain('searchBreweries');
    expect(r.tools).not.toContain('execute');
    expect(r.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
    expect(nonAuthText(r)).not.toContain(LLM_KEY);
  }
});
