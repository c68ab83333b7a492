// Classic mode against each provider's documented limits, in the chat: a tool list the provider would refuse is never
// sent (the numbers and the source are shown, with a switch to code mode); one it accepts goes out with names and keys
// the strict fake LLM accepts, and the API still gets its own parameter names ($top).
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSpecServer, type SpecServer } from '../scripts/bench/specServer';
import { FAKE_LLM_URL, fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import { TRIMMED_DIR } from '../test-support/sharedDir';
import { LLM_KEY } from './chat-support';

test.describe.configure({ timeout: 300_000 });

let server: SpecServer | undefined;
test.beforeAll(async () => {
  server = await startSpecServer({ trimmed: join(TRIMMED_DIR, 'specs') });
});
test.afterAll(async () => {
  await server?.close();
});

async function openChat(page: Page, file: string, title: RegExp): Promise<void> {
  if (!server) throw new Error('spec server did not start');
  const params = new URLSearchParams({ spec: server.urlFor('trimmed', file), view: 'chat', mode: 'classic' });
  await page.goto(`./?${params.toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText(title, { timeout: 120_000 });
}

async function setProvider(page: Page, provider: string, model: string, baseUrl: string): Promise<void> {
  await page.getByTestId('provider-select').selectOption(provider);
  await page.getByTestId('model-input').fill(model);
  await page.getByTestId('api-key-input').fill(LLM_KEY);
  await page.getByTestId('base-url-input').fill(baseUrl);
}

test('Slack (174 operations) in classic mode: OpenAI (128 tools) is refused before sending, Gemini (512) is not', async ({ page }) => {
  const scenario = 'classic-limits-slack';
  await useScenario(scenario, [{ type: 'text', text: 'unused' }]);
  await openChat(page, 'slack.openapi.json', /Slack/);
  await setProvider(page, 'openai', scenario, `${FAKE_LLM_URL}/v1`);

  const notice = page.getByTestId('classic-blocked');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('classic-limit-tools')).toHaveAttribute('data-actual', '174');
  await expect(notice.getByTestId('classic-limit-tools')).toHaveAttribute('data-max', '128');
  await expect(notice).toContainText('OpenAI accepts at most 128 tools per request; classic mode needs 174');
  await expect(notice).toContainText('A max of 128 functions are supported');
  await page.getByTestId('chat-input').fill('Post hello to #general');
  await expect(page.getByTestId('send-button')).toBeDisabled();
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(0);

  // Gemini takes up to 512 function declarations: classic mode may run.
  await page.getByTestId('provider-select').selectOption('gemini');
  await expect(notice).toHaveCount(0);

  await page.getByTestId('provider-select').selectOption('openai');
  await expect(notice).toBeVisible();
  await notice.getByTestId('use-code-mode').click();
  await expect(page.getByTestId('mode-select')).toHaveValue('code');
  await expect(page.getByTestId('classic-blocked')).toHaveCount(0);
});

test('MS Graph in classic mode on Anthropic: "$top" is "_top" for the model and "$top" again for the API', async ({ page }) => {
  const scenario = 'classic-graph-anthropic';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'deviceAppManagement_ListManagedEBooks', arguments: { _top: 3, _select: ['id'] } }] },
    { type: 'text', text: 'Listed.' },
  ]);
  await openChat(page, 'msgraph.openapi.json', /OData Service/);
  await setProvider(page, 'anthropic', scenario, FAKE_LLM_URL);
  await page.getByTestId('chat-input').fill('List three managed e-books');
  await page.getByTestId('send-button').click();

  await expect(page.getByTestId('assistant-message')).toContainText('Listed.', { timeout: 60_000 });
  const step = page.getByTestId('trace-step');
  await expect(step).toHaveAttribute('data-tool', 'deviceAppManagement_ListManagedEBooks');
  await step.locator('summary').click();
  await expect(step.getByTestId('trace-network-log')).toContainText('/deviceAppManagement/managedEBooks?%24top=3&%24select=id');

  // The strict fake checked both requests (property keys, schemas) and answered them.
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.map((r) => r.violation)).toEqual([undefined, undefined]);
  expect(sent.map((r) => r.turnIndex)).toEqual([0, 1]);
  expect(sent[0]?.rawBody).toContain('"_top"');
  expect(sent[0]?.rawBody).not.toContain('"$top"');
});
