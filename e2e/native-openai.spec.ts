// OpenAI's native modes on the Responses API against the strict fake: the program's nested call runs through the
// classic tool and the broker (a nested write waits for the approval dialog), hosted and client-side tool search
// answer the brewery task, totals equal the fake's usage, and no request breaks a wire rule.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { configureLlm, expectMoonAnswerBySearch, LLM_KEY, openView, sendPrompt, type LlmSetup } from './chat-support';
import { compareNativeModes, denyNestedWrite } from './native-support';
import { parseCsvRecords } from './servers/brewery/csv';
import { fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 300_000 });

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const moonRows = rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon'));

// The fake routes by the active scenario: the model id must be one that offers the native features.
const OPENAI: LlmSetup = { provider: 'openai', model: 'gpt-5.4-mini' };

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
  await configureLlm(page, OPENAI);
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

test('a nested POST from an OpenAI program under "Ask before writes" waits for the dialog; Deny sends nothing', async ({ page }) => {
  await denyNestedWrite(page, OPENAI, 'native-openai-write', [
    { type: 'program', code: 'await tools.createItem({body: {name: "third"}});', calls: [{ name: 'createItem', arguments: { body: { name: 'third' } } }], usage: { input: 900, output: 30 } },
    { type: 'program-output', result: '{{lastToolResult}}', text: 'Tool said: {{lastToolResult}}', usage: { input: 1000, output: 40 } },
  ]);
});

test('hosted tool_search and client tool_search (answered with tool_search_output) answer the brewery task on OpenAI', async ({ page }) => {
  const list = { name: 'listBreweries', arguments: { by_name: 'moon', per_page: 5 } };
  // Compare runs the modes one after the other, so the hosted search's turns come first.
  const turns: FakeTurn[] = [
    { type: 'tool-search', query: 'list breweries', load: ['listBreweries'], calls: [list], usage: { input: 700, output: 40 } },
    { type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1500, output: 60, cached: 512 } },
    { type: 'tool-search', arguments: { query: 'list breweries by name' }, usage: { input: 600, output: 20 } },
    { type: 'tool-calls', calls: [list], usage: { input: 900, output: 30 } },
    { type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1600, output: 60 } },
  ];
  const expected = { 'tool-search': 700 + 40 + 1500 + 60, 'tool-search-local': 600 + 20 + 900 + 30 + 1600 + 60 };
  const sent = await compareNativeModes(page, OPENAI, 'native-openai-search', turns, expected);
  expect(sent.map((r) => r.path)).toEqual(Array(5).fill('/v1/responses'));
  const searchTool = (i: number) => (sent[i]!.body as { tools: Array<Record<string, unknown>> }).tools.find((t) => t.type === 'tool_search');
  expect(searchTool(0)).toEqual({ type: 'tool_search' });
  expect(searchTool(2)).toMatchObject({ type: 'tool_search', execution: 'client' });
  // The client search is answered by our ranking: a tool_search_output for its call that loads listBreweries.
  const input = (sent[3]!.body as { input: Array<Record<string, unknown>> }).input;
  const call = input.find((i) => i.type === 'tool_search_call');
  const output = input.find((i) => i.type === 'tool_search_output');
  expect(output).toMatchObject({ call_id: call?.call_id, tools: expect.arrayContaining([expect.objectContaining({ type: 'function', name: 'listBreweries' })]) });
});
