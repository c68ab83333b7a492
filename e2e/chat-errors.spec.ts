// Failures in chat: retries on 429, a specific message on 401 (conversation kept, edit and resend), other
// provider errors named specifically, Stop mid-request; and the Anthropic wire with its own auth header.
import { expect, test } from '@playwright/test';
import { configureLlm, LLM_KEY, openView, sendPrompt, tokenTotal } from './chat-support';
import { fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

// This machine is shared and slow: spec indexing and Pyodide start can take a while.
test.describe.configure({ timeout: 300_000 });

test('429 with Retry-After is retried, then the answer arrives', async ({ page }) => {
  const scenario = 'chat-429';
  await useScenario(scenario, [
    { type: 'error', status: 429, retryAfter: 1 },
    { type: 'text', text: 'Answer after the retry.', usage: { input: 300, output: 7 } },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'hello');
  await expect(page.getByTestId('chat-retry')).toBeVisible();
  await expect(page.getByTestId('assistant-message')).toHaveText('Answer after the retry.');
  await expect(page.getByTestId('chat-error')).toHaveCount(0);
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(900);
  await expect.poll(() => tokenTotal(page)).toBe(307);
});

test('401: a specific message, the conversation stays, the last message can be edited and resent', async ({ page }) => {
  const scenario = 'chat-401';
  await useScenario(scenario, [
    { type: 'text', text: 'First answer.', usage: { input: 100, output: 5 } },
    { type: 'error', status: 401 },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'first question');
  await expect(page.getByTestId('assistant-message')).toHaveText('First answer.');
  await sendPrompt(page, 'second question');

  const error = page.getByTestId('chat-error');
  await expect(error).toHaveAttribute('data-kind', 'auth');
  await expect(error).toContainText(/API key/i);
  await expect(error).not.toContainText(LLM_KEY);
  await expect(page.getByTestId('user-message')).toHaveText(['first question', 'second question']);
  await expect(page.getByTestId('assistant-message')).toHaveText('First answer.');

  await useScenario(scenario, [{ type: 'text', text: 'Second answer.', usage: { input: 200, output: 6 } }]);
  await page.getByTestId('edit-last-button').click();
  await expect(page.getByTestId('chat-input')).toHaveValue('second question');
  await expect(page.getByTestId('user-message')).toHaveText(['first question']);
  await sendPrompt(page, 'second question, again');
  await expect(page.getByTestId('assistant-message')).toHaveText(['First answer.', 'Second answer.']);
  // The resent request carries the first exchange, not the failed message.
  const [resent] = await fakeLlmRequests(undefined, scenario);
  expect(resent?.rawBody).toContain('First answer.');
  expect(resent?.rawBody).toContain('second question, again');
  expect(resent?.rawBody).not.toContain('"second question"');
  await expect.poll(() => tokenTotal(page)).toBe(311);
});

const specific: Array<{ name: string; turns: FakeTurn[]; kind: string; text: RegExp }> = [
  { name: 'chat-unknown-model', turns: [{ type: 'error', status: 404, preset: 'model-not-found' }], kind: 'model-not-found', text: /model/i },
  { name: 'chat-too-long', turns: [{ type: 'error', status: 400, preset: 'context-too-long' }], kind: 'context-too-long', text: /context|too long/i },
  { name: 'chat-network', turns: Array.from({ length: 6 }, (): FakeTurn => ({ type: 'disconnect' })), kind: 'network', text: /reach|network|connect/i },
];

for (const c of specific) {
  test(`specific error: ${c.kind}`, async ({ page }) => {
    await useScenario(c.name, c.turns);
    await openView(page, 'chat');
    await configureLlm(page, { model: c.name });
    await sendPrompt(page, 'hello');
    const error = page.getByTestId('chat-error');
    await expect(error).toHaveAttribute('data-kind', c.kind, { timeout: 60_000 });
    await expect(error).toContainText(c.text);
    await expect(page.getByTestId('user-message')).toHaveText(['hello']);
    await expect(page.getByTestId('send-button')).toBeDisabled(); // input was cleared; typing re-enables it
    await page.getByTestId('chat-input').fill('again');
    await expect(page.getByTestId('send-button')).toBeEnabled();
  });
}

test('Stop mid-request aborts the run and keeps the conversation', async ({ page }) => {
  const scenario = 'chat-stop';
  await useScenario(scenario, [{ type: 'hang' }]);
  await openView(page, 'chat');
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'this will hang');
  const stop = page.getByTestId('stop-button');
  await expect(stop).toBeEnabled();
  await expect.poll(async () => (await fakeLlmRequests(undefined, scenario)).length).toBe(1);
  await stop.click();
  await expect(page.getByTestId('chat-error')).toHaveAttribute('data-kind', 'aborted');
  await expect(stop).toBeDisabled();
  await expect(page.getByTestId('user-message')).toHaveText(['this will hang']);
});

test('Anthropic wire: key only in the auth header, usage with cache reads shown as reported', async ({ page }) => {
  const scenario = 'chat-anthropic';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'breweries by city' } }], usage: { input: 900, output: 25 } },
    { type: 'template', template: 'I can use: {{lastToolResult}}', usage: { input: 1300, output: 40, cached: 800 } },
  ]);
  await openView(page, 'chat');
  await configureLlm(page, { provider: 'anthropic', model: scenario });
  await sendPrompt(page, 'which operation lists breweries in a city?');
  await expect(page.getByTestId('assistant-message')).toContainText('listBreweries', { timeout: 60_000 });
  await expect(page.locator('[data-testid="trace-step"][data-tool="search"]')).toHaveAttribute('data-status', 'ok');
  await expect.poll(() => tokenTotal(page)).toBe(900 + 25 + 1300 + 40);

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(2);
  for (const r of sent) {
    expect(r.wire).toBe('anthropic');
    expect(r.tools).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
    // @anthropic-ai/sdk 1.x sends the key as a bearer token; older versions used x-api-key. Either is the auth header.
    const auth = [r.headers.authorization, r.headers['x-api-key']].filter((v) => v !== undefined);
    expect(auth).toHaveLength(1);
    expect([`Bearer ${LLM_KEY}`, LLM_KEY]).toContain(auth[0]);
    expect(nonAuthText(r)).not.toContain(LLM_KEY);
  }
});
