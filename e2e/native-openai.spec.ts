// OpenAI's programmatic tool calling on the Responses API against the strict fake: the program's nested call runs
// through the classic tool and the broker, the answer has the right breweries, totals equal the fake's usage.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectMoonAnswerBySearch, LLM_KEY, openView, sendPrompt } from './chat-support';
import { parseCsvRecords } from './servers/brewery/csv';
import { FAKE_LLM_URL, fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ timeout: 300_000 });

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const moonRows = rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon'));

async function configureOpenAi(page: Page, model: string): Promise<void> {
  await page.getByTestId('provider-select').selectOption('openai');
  await page.getByTestId('model-input').fill(model);
  await page.getByTestId('api-key-input').fill(LLM_KEY);
  await page.getByTestId('base-url-input').fill(`${FAKE_LLM_URL}/v1`);
}

test('programmatic on OpenAI: the nested call goes through the broker and the totals are the fake\'s', async ({ page }) => {
  const scenario = 'native-openai-programmatic';
  await useScenario(scenario, [
    {
      type: 'program',
      code: 'const top = await tools.searchBreweries({query: "moon", per_page: 5}); text(JSON.stringify(top));',
      calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }],
      usage: { input: 2600, output: 80 },
    },
    { type: 'program-output', result: '{{lastToolResult}}', text: 'Top 5:\n{{lastToolResult}}', usage: { input: 5200, output: 200, cached: 2048 } },
  ]);
  await openView(page, 'chat', { mode: 'programmatic' });
  // The fake routes by the active scenario: the model id must be one that offers programmatic tool calling.
  await configureOpenAi(page, 'gpt-5.4-mini');
  await sendPrompt(page, 'Find breweries with moon in the name, top 5 as name and city');

  await expectMoonAnswerBySearch(page, moonRows.map((r) => r.name ?? ''), 2600 + 80 + 5200 + 200);

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.map((r) => [r.path, r.violation])).toEqual([['/v1/responses', undefined], ['/v1/responses', undefined]]);
  const input = (sent[1]!.body as { input: Array<Record<string, unknown>> }).input;
  const program = input.find((i) => i.type === 'program');
  expect(program).toMatchObject({ fingerprint: expect.any(String) });
  expect(input.at(-1)).toMatchObject({ type: 'function_call_output', caller: { type: 'program', caller_id: program?.call_id } });
  for (const r of sent) {
    expect(r.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
    expect(nonAuthText(r)).not.toContain(LLM_KEY);
  }
});
