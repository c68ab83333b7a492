// Privacy mode in a real chat: personal data from an API reaches the model only as tokens, and the model's next
// request, written with a token, reaches the API with the real value (put back by the page's broker).
import { expect, test } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { fakeLlmRequests, nonAuthText, useScenario } from '../test-support/fake-llm/client';
import { TEST_USERS } from './servers/brewery/testRoutes';
import { breweryLog, forbiddenHits, resetBreweryLog, resetForbiddenHits } from './servers/clients';
import { BREWERY_BASE, FORBIDDEN_URL } from './servers/ports';

test.describe.configure({ timeout: 300_000 });

const inbox = async (query = ''): Promise<string[]> => (await fetch(`${BREWERY_BASE}/test/inbox${query}`)).json() as Promise<string[]>;
const PRIVATE = TEST_USERS.flatMap((u) => [u.email, u.phone, u.name]);

test('with privacy mode on, the model never sees emails, phones or names, and a token in a POST body arrives real', async ({ page }) => {
  const scenario = 'chat-privacy';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: 'result = requests.get(BASE_URL + "/test/users").json()' } }] },
    {
      type: 'tool-calls',
      calls: [{ name: 'execute', arguments: { code: 'r = requests.post(BASE_URL + "/test/inbox", json={"to": "[EMAIL_1]", "tel": "[PHONE_1]", "who": "[NAME_1]"})\nresult = r.status_code' } }],
    },
    { type: 'text', text: 'Sent the note to [EMAIL_1].' },
  ]);
  await inbox('?reset=1');
  await openView(page, 'chat', { mode: 'code' });
  await configureLlm(page, { model: scenario });
  await expect(page.getByTestId('privacy-toggle')).not.toBeChecked();
  await page.getByTestId('privacy-toggle').check();
  // The POST is a write: allow it without a dialog (approvals have their own tests).
  await page.getByTestId('request-policy').selectOption('allow-all');
  await expect(page.getByTestId('privacy-fields')).toHaveValue('name, address');
  await sendPrompt(page, 'Send the first user a note');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 120_000 });

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  for (const r of sent) {
    const text = nonAuthText(r);
    for (const value of PRIVATE) expect(text).not.toContain(value);
  }
  // The model saw tokens where the data was.
  expect(nonAuthText(sent[1]!)).toContain('[EMAIL_1]');
  expect(nonAuthText(sent[1]!)).toContain('[PHONE_2]');
  const received = (await inbox()).map((b) => JSON.parse(b) as Record<string, string>);
  expect(received).toEqual([{ to: TEST_USERS[0]!.email, tel: TEST_USERS[0]!.phone, who: TEST_USERS[0]!.name }]);

  // The trace shows what the model saw, and the real values on request.
  const steps = page.getByTestId('trace-step');
  await steps.first().locator('summary').click();
  await expect(steps.first().getByTestId('trace-step-result')).toContainText('[EMAIL_1]');
  await expect(steps.first().getByTestId('trace-step-real')).toContainText(TEST_USERS[0]!.email);
});

// Issue 26: values the broker put back come home through URLs, echoes, tracebacks and denial lines; none may reach the model.
test('real values put back into a request reach the model in no echo, URL, denial line or traceback', async ({ page }) => {
  const scenario = 'chat-privacy-echoes';
  const code = [
    'r = requests.get(BASE_URL + "/test/echo", params={"name": "[NAME_1]", "phone": "[PHONE_1]", "note": "[NAME_1]"})',
    'print(r.url)',
    'print(r.request.url)',
    'print(r.json()["url"])',
    'try:',
    `    requests.get("${FORBIDDEN_URL}/x", params={"name": "[NAME_1]", "phone": "[PHONE_1]"})`,
    'except Exception as e:',
    '    print("denied:", e)',
    'name = requests.get(BASE_URL + "/test/users").json()[0]["name"]',
    'print("Dear " + name)',
    'raise ValueError("no order for " + name)',
  ].join('\n');
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: 'result = requests.get(BASE_URL + "/test/users").json()' } }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code } }] },
    { type: 'text', text: 'Done.' },
  ]);
  await resetForbiddenHits();
  await openView(page, 'chat', { mode: 'code' });
  await configureLlm(page, { model: scenario });
  await page.getByTestId('privacy-toggle').check();
  await sendPrompt(page, 'Look up the first user');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 120_000 });

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  const seen = nonAuthText(sent[2]!);
  // The run got as far as the traceback, and the model read each echo as tokens.
  expect(seen).toContain('no order for [NAME_1]');
  expect(seen).toContain('Dear [NAME_1]');
  expect(seen).toContain('name=[NAME_1]');
  expect(seen).toMatch(/DENIED/);
  const ada = TEST_USERS[0]!;
  for (const fragment of ['Lovelace', '7946', ada.email.split('@')[0]!]) expect(seen).not.toContain(fragment);
  expect((await forbiddenHits()).total).toBe(0);
});

// Issue 26: typed tools get their real values from the page's broker too, not from the tool: the classic server builds
// the request with the token, the broker restores it in the bytes sent, and the model and trace keep the token.
test('classic mode: a token in a typed tool argument reaches the API real; the model and the trace keep the token', async ({ page }) => {
  const scenario = 'chat-privacy-classic';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 1 } }] },
    { type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: '[NAME_1]', per_page: 1 } }] },
    { type: 'text', text: 'Found [NAME_1] again.' },
  ]);
  await openView(page, 'chat', { mode: 'classic' });
  await configureLlm(page, { model: scenario });
  await page.getByTestId('privacy-toggle').check();
  await resetBreweryLog();
  await sendPrompt(page, 'Find a moon brewery, then look it up by its name');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 120_000 });

  const searches = (await breweryLog()).filter((r) => r.path.startsWith('/v1/breweries/search'));
  expect(searches).toHaveLength(2);
  const real = new URL(searches[1]!.path, BREWERY_BASE).searchParams.get('query') ?? '';
  expect(real.toLowerCase()).toContain('moon');
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  // The search by the real name found the brewery again: the model reads it under the same token.
  const messages = (JSON.parse(sent[2]!.rawBody) as { messages: Array<{ role: string; content: string }> }).messages;
  expect(messages.filter((m) => m.role === 'tool').at(-1)?.content).toMatch(/"name":\s*"\[NAME_1\]"/);
  for (const r of sent) expect(nonAuthText(r)).not.toContain(real);
  const second = page.getByTestId('trace-step').nth(1);
  await second.locator('summary').click();
  await expect(second.getByTestId('trace-network-log')).toContainText('/v1/breweries/search');
  await expect(second.getByTestId('trace-network-log')).not.toContainText(real);
});
