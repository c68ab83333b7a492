// Shared steps for the chat and compare specs: open a view on the local brewery API, fill the LLM settings in the UI.
import { expect, type Page } from '@playwright/test';
import { FAKE_LLM_URL } from '../test-support/fake-llm/client';
import { BREWERY_SPEC_URL } from './servers/ports';

/** A key that must only ever appear in the provider's auth header. */
export const LLM_KEY = 'sk-e2e-SECRET-9f8e7d6c5b4a';

export interface LlmSetup {
  provider?: 'openai-compatible' | 'openai' | 'anthropic' | 'gemini';
  /** The fake server routes by model id: use the scenario name (OpenAI's native modes need a real id: the latest scenario answers). */
  model: string;
  key?: string;
}

export async function openView(page: Page, view: 'chat' | 'compare', extra: Record<string, string> = {}): Promise<void> {
  const params = new URLSearchParams({ spec: BREWERY_SPEC_URL, view, ...extra });
  await page.goto(`./?${params.toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
}

export async function configureLlm(page: Page, setup: LlmSetup): Promise<void> {
  const provider = setup.provider ?? 'openai-compatible';
  await page.getByTestId('provider-select').selectOption(provider);
  await page.getByTestId('model-input').fill(setup.model);
  await page.getByTestId('api-key-input').fill(setup.key ?? LLM_KEY);
  // The Anthropic and Gemini SDKs add their own version path (/v1, /v1beta); OpenAI's base URL carries it.
  const openAiWire = provider === 'openai-compatible' || provider === 'openai';
  await page.getByTestId('base-url-input').fill(openAiWire ? `${FAKE_LLM_URL}/v1` : FAKE_LLM_URL);
}

export async function sendPrompt(page: Page, prompt: string): Promise<void> {
  await page.getByTestId('chat-input').fill(prompt);
  await page.getByTestId('send-button').click();
}

export async function tokenTotal(page: Page, testId = 'token-total'): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-value'));
}

/** The moon task answered through one typed searchBreweries call: the top five names, one ok step, its request, the total. */
export async function expectMoonAnswerBySearch(page: Page, moonNames: readonly string[], total: number): Promise<void> {
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 60_000 });
  for (const name of moonNames.slice(0, 5)) await expect(answer).toContainText(name);
  const step = page.getByTestId('trace-step');
  await expect(step).toHaveCount(1);
  await expect(step).toHaveAttribute('data-tool', 'searchBreweries');
  await expect(step).toHaveAttribute('data-status', 'ok');
  await step.locator('summary').click();
  await expect(step.getByTestId('trace-network-log')).toContainText('/v1/breweries/search?query=moon');
  await expect.poll(() => tokenTotal(page)).toBe(total);
}

export const MOON_CODE = [
  'r = requests.get(f"{BASE_URL}/breweries", params={"by_name": "moon", "per_page": 5})',
  'r.raise_for_status()',
  'result = [{"name": b["name"], "city": b["city"]} for b in r.json()]',
].join('\n');
