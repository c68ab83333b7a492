// Provider failures the chat must explain or ride out, against the strict fake LLM: an empty Gemini reply (safety
// filter, malformed function call) is explained and the chat goes on; an overloaded error inside an Anthropic stream
// is retried and the answer replaces the half-streamed text; a Retry-After the browser cannot read falls back to
// backoff, while a wait stated in OpenAI's error text is honoured.
import { expect, test } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';

// This machine is shared and slow: spec indexing and Pyodide start can take a while.
test.describe.configure({ timeout: 300_000 });

const violations = async (scenario: string) => (await fakeLlmRequests(undefined, scenario)).flatMap((r) => (r.violation ? [r.violation.message] : []));

test('Gemini: an empty reply says why, and the next messages of the chat still work', async ({ page }) => {
  const scenario = 'chat-gemini-empty';
  await useScenario(scenario, [
    { type: 'empty', reason: 'safety' },
    { type: 'empty', reason: 'malformed-function-call' },
    { type: 'template', template: 'Answer to: {{lastUserMessage}}', usage: { input: 50, output: 5 } },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { provider: 'gemini', model: scenario });

  await sendPrompt(page, 'first question');
  const answers = page.getByTestId('assistant-message');
  await expect(answers.nth(0)).toHaveAttribute('data-empty-reason', 'blocked', { timeout: 60_000 });
  await expect(answers.nth(0).getByTestId('assistant-empty')).toContainText("safety filter blocked the reply (SAFETY)");

  await sendPrompt(page, 'second question');
  await expect(answers.nth(1)).toHaveAttribute('data-empty-reason', 'malformed-call');
  await expect(answers.nth(1)).toContainText('could not read (MALFORMED_FUNCTION_CALL)');

  await sendPrompt(page, 'third question');
  await expect(answers.nth(2)).toContainText(/^Answer to: .*third question$/);
  await expect(page.getByTestId('chat-error')).toHaveCount(0);
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.map((r) => r.path.split('/')[1])).toEqual(['v1beta', 'v1beta', 'v1beta']);
  // The empty model turns were left out instead of being sent back as {text: ''}.
  expect(sent[2]!.rawBody).not.toContain('"text":""');
  expect(await violations(scenario)).toEqual([]);
});

test('Anthropic: overloaded_error inside the stream is retried, then the whole answer replaces the partial one', async ({ page }) => {
  const scenario = 'chat-anthropic-overloaded';
  await useScenario(scenario, [
    { type: 'stream-error', error: 'overloaded', text: 'Half an ans', chunkDelayMs: 50 },
    // The retried answer is slow to come, so the half-streamed text would stay on screen that long.
    { type: 'text', text: 'The whole answer.', usage: { input: 80, output: 4 }, delayMs: 3_000 },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { provider: 'anthropic', model: scenario });
  await sendPrompt(page, 'hello');
  await expect(page.getByTestId('chat-retry')).toContainText(/^Overloaded \(mid-answer\) — waiting \d\.\d s before retry 1 of 4\.$/);
  await expect(page.getByText('Half an ans')).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByTestId('assistant-message')).toHaveText('The whole answer.');
  await expect(page.getByTestId('assistant-text')).toHaveCount(0);
  await expect(page.getByTestId('chat-error')).toHaveCount(0);
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(2);
});

test('429: an unexposed Retry-After falls back to backoff; a wait stated in the error text is honoured', async ({ page }) => {
  const scenario = 'chat-429-waits';
  await useScenario(scenario, [
    { type: 'error', status: 429, retryAfter: 30, exposeRetryAfter: false },
    { type: 'text', text: 'After backoff.' },
    { type: 'error', preset: 'rate-limit', waitInBody: 1.5 },
    { type: 'text', text: 'After the stated wait.' },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { model: scenario });

  await sendPrompt(page, 'one');
  await expect(page.getByTestId('assistant-message')).toHaveText('After backoff.');
  // The browser cannot read Retry-After: 30 (not exposed), so the first backoff step (1 s ± 25 %) applies.
  await expect(page.getByTestId('chat-retry').nth(0)).toContainText(/^Rate limited \(HTTP 429\) — waiting (0\.[89]|1\.[0-2]) s before retry 1 of 4\.$/);

  await sendPrompt(page, 'two');
  await expect(page.getByTestId('assistant-message').nth(1)).toHaveText('After the stated wait.');
  await expect(page.getByTestId('chat-retry').nth(1)).toHaveText('Rate limited (HTTP 429) — waiting 1.5 s, as the provider asked, before retry 1 of 4.');
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent[1]!.at - sent[0]!.at).toBeLessThan(5_000);
  expect(sent[3]!.at - sent[2]!.at).toBeGreaterThanOrEqual(1_400);
});
