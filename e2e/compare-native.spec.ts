// The provider-native modes against the strict fake LLM (Anthropic wire): each answers the brewery task with totals
// equal to the fake's reported usage and no protocol violation; a program's nested POST under "Ask before writes"
// waits for the dialog and Deny sends nothing; providers without the features say so by name.
import { expect, test } from '@playwright/test';
import { configureLlm, openView } from './chat-support';
import { compareNativeModes, denyNestedWrite } from './native-support';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 240_000 });

const NATIVE = ['tool-search', 'tool-search-local', 'programmatic'] as const;
const hosted = { when: { toolOffered: 'tool_search_tool_bm25' } };
const local = { when: { toolOffered: 'search_tools' } };
const program = { when: { toolOffered: 'code_execution' } };

test('each native mode answers the brewery task; totals equal the fake usage; no protocol violation', async ({ page }) => {
  const scenario = 'compare-native';
  const turns: FakeTurn[] = [
    { ...hosted, type: 'tool-search', query: 'list breweries', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon', per_page: 5 } }], usage: { input: 700, output: 40 } },
    { ...hosted, type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1500, output: 60 } },
    { ...local, type: 'tool-calls', calls: [{ name: 'search_tools', arguments: { query: 'list breweries by name' } }], usage: { input: 600, output: 20 } },
    { ...local, type: 'tool-calls', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon', per_page: 5 } }], usage: { input: 900, output: 30 } },
    { ...local, type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1600, output: 60 } },
    { ...program, type: 'program', code: 'rows = await listBreweries(by_name="moon", per_page=5)\nprint(rows)', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon', per_page: 5 } }], usage: { input: 800, output: 90 } },
    { ...program, type: 'program-result', stdout: '{{lastToolResult}}', text: 'Found: {{lastToolResult}}', usage: { input: 1000, output: 50 } },
  ];
  const expected = { 'tool-search': 700 + 40 + 1500 + 60, 'tool-search-local': 600 + 20 + 900 + 30 + 1600 + 60, programmatic: 800 + 90 + 1000 + 50 };
  const sent = await compareNativeModes(page, { provider: 'anthropic', model: scenario }, scenario, turns, expected);
  expect(sent.filter((r) => r.tools.includes('code_execution'))[1]?.body).toMatchObject({ container: expect.stringMatching(/^container_/) });
});

test('a nested POST under "Ask before writes" waits for the dialog; Deny sends nothing; the trace shows the program', async ({ page }) => {
  const scenario = 'native-programmatic-write';
  await denyNestedWrite(page, { provider: 'anthropic', model: scenario }, scenario, [
    { type: 'program', code: 'await createItem(body={"name": "third"})', calls: [{ name: 'createItem', arguments: { body: { name: 'third' } } }], usage: { input: 900, output: 30 } },
    { type: 'program-result', stdout: '{{lastToolResult}}', text: 'Tool said: {{lastToolResult}}', usage: { input: 1000, output: 40 } },
  ]);
});

test('Gemini and OpenAI-compatible list the native modes disabled, with the reason by name; a ticked one is not run there', async ({ page }) => {
  await openView(page, 'compare');
  await configureLlm(page, { provider: 'anthropic', model: 'claude-sonnet-5-5' });
  await page.getByTestId('compare-mode-programmatic').check();
  await expect(page.getByTestId('compare-button')).toHaveText('Run 4 modes');
  await configureLlm(page, { provider: 'gemini', model: 'gemini-3-pro' });
  for (const mode of NATIVE) {
    await expect(page.getByTestId(`compare-mode-${mode}`)).toBeDisabled();
    await expect(page.getByTestId(`compare-mode-${mode}`)).not.toBeChecked();
    await expect(page.getByTestId(`compare-mode-reason-${mode}`)).toContainText('not offered by Google Gemini');
  }
  // What the boxes show is what runs: the unticked programmatic is neither counted nor run on Gemini.
  await expect(page.getByTestId('compare-button')).toHaveText('Run 3 modes');
  await configureLlm(page, { provider: 'openai-compatible', model: 'llama3' });
  await expect(page.getByTestId('compare-mode-reason-programmatic')).toContainText('not offered by the OpenAI-compatible server');
  await configureLlm(page, { provider: 'anthropic', model: 'claude-sonnet-4-20250514' });
  await expect(page.getByTestId('compare-mode-reason-tool-search')).toContainText('needs a model that supports tool search');
  // The choice is kept while the model is being typed or switched: back on a model that offers it, it runs again.
  await page.getByTestId('model-input').fill('claude-sonnet-5-5');
  await expect(page.getByTestId('compare-mode-programmatic')).toBeChecked();
  await expect(page.getByTestId('compare-button')).toHaveText('Run 4 modes');
  await openView(page, 'chat');
  await configureLlm(page, { provider: 'gemini', model: 'gemini-3-pro' });
  const option = page.getByTestId('mode-option-programmatic');
  await expect(option).toBeDisabled();
  await expect(option).toHaveAttribute('data-reason', 'not offered by Google Gemini');
});
