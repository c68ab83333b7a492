// LLM settings: base URL and key belong to the provider they were typed for (switching back and forth never sends one
// provider's URL or key to another), and the model picker lists what the key can use, asked of that provider only.
import { expect, test } from '@playwright/test';
import { FAKE_LLM_URL, fakeLlmRequests, nonAuthText, resetFakeLlm, useScenario } from '../test-support/fake-llm/client';
import { LLM_KEY, openView, sendPrompt } from './chat-support';

test.describe.configure({ timeout: 300_000 });

const OTHER_KEY = 'sk-router-OTHER-1234';

test('Anthropic, then an OpenAI-compatible router, then Anthropic again: each keeps its own base URL, key and model list', async ({ page }) => {
  const scenario = 'settings-anthropic';
  await resetFakeLlm();
  await useScenario(scenario, [{ type: 'text', text: 'Hello from Anthropic.' }]);
  await openView(page, 'chat');
  const base = page.getByTestId('base-url-input');
  const key = page.getByTestId('api-key-input');

  await page.getByTestId('provider-select').selectOption('anthropic');
  await key.fill(LLM_KEY);
  await base.fill(FAKE_LLM_URL);

  await page.getByTestId('provider-select').selectOption('openai-compatible');
  await expect(base).toHaveValue('');
  await expect(key).toHaveValue('');
  await base.fill(`${FAKE_LLM_URL}/v1`);
  await key.fill(OTHER_KEY);

  await page.getByTestId('provider-select').selectOption('anthropic');
  await expect(base).toHaveValue(FAKE_LLM_URL);
  await expect(key).toHaveValue(LLM_KEY);

  // Opening the picker asks Anthropic's models endpoint, with the key in x-api-key.
  await page.getByTestId('model-input').focus();
  await expect(page.getByTestId('model-list-note')).toContainText('models your key can use, listed by Anthropic');
  await expect(page.locator(`[data-testid="model-options"] option[value="${scenario}"]`)).toHaveCount(1);
  await page.getByTestId('model-input').fill(scenario);
  await sendPrompt(page, 'Say hello');
  await expect(page.getByTestId('assistant-message')).toContainText('Hello from Anthropic.', { timeout: 60_000 });

  const [message] = await fakeLlmRequests(undefined, scenario);
  expect(message?.path).toBe('/v1/messages');
  expect(message?.violation).toBeUndefined();
  // @anthropic-ai/sdk 1.x sends the key as a bearer token; the model list uses x-api-key. Either is the auth header.
  expect([message?.headers.authorization, message?.headers['x-api-key']]).toContain(message?.headers.authorization ? `Bearer ${LLM_KEY}` : LLM_KEY);
  const all = await fakeLlmRequests();
  const listing = all.find((r) => r.wire === 'other');
  expect(listing?.path).toBe('/v1/models?limit=1000');
  expect(listing?.headers['x-api-key']).toBe(LLM_KEY);
  expect(listing?.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
  for (const r of all) {
    expect(nonAuthText(r)).not.toContain(LLM_KEY);
    expect(JSON.stringify(r.headers)).not.toContain(OTHER_KEY);
  }
});
