// Several APIs on one page (issue 36): two stand-in APIs on different hosts with different credential schemes (an API
// key header on one, a bearer token on the other), real HTTP servers with CORS that record what they received.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { configureLlm, sendPrompt } from './chat-support';
import { base64url, setCode, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import { EXAMPLE_SETS } from '../src/ui/app/exampleSets';

test.describe.configure({ timeout: 300_000 });

interface Hit { method: string; url: string; headers: http.IncomingHttpHeaders }

const NOTES = 'http://127.0.0.1:4021';
const TASKS = 'http://127.0.0.1:4022';
const NOTES_KEY = 'notes-KEY-1111';
const TASKS_TOKEN = 'tasks-TOKEN-2222';

const notesSpec = {
  openapi: '3.0.3', info: { title: 'Notes API', version: '1' }, servers: [{ url: `${NOTES}/v1` }],
  components: { securitySchemes: { notesKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } }, security: [{ notesKey: [] }],
  paths: {
    '/notes': {
      get: {
        operationId: 'listNotes', summary: 'List notes',
        responses: { 200: { description: 'Notes', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, text: { type: 'string' } } } }, example: [{ id: 7, text: 'from the spec' }] } } } },
      },
    },
  },
};
const tasksSpec = {
  openapi: '3.0.3', info: { title: 'Tasks Service', version: '1' }, servers: [{ url: `${TASKS}/v1` }, { url: `${TASKS}/v2` }],
  components: { securitySchemes: { tasksBearer: { type: 'http', scheme: 'bearer' } } }, security: [{ tasksBearer: [] }],
  paths: {
    '/tasks': {
      get: { operationId: 'listTasks', summary: 'List tasks', responses: { 200: { description: 'Tasks' } } },
      post: {
        operationId: 'createTask', summary: 'Create a task',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' } } } } } },
        responses: { 201: { description: 'Created' } },
      },
    },
  },
};

/** A real server: CORS for the page (preflight included), its spec at /openapi.json, every API request recorded. */
function standIn(port: number, spec: object, hits: Hit[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    };
    req.resume();
    req.on('end', () => {
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      if (req.url === '/openapi.json') return res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(spec));
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const body = req.method === 'POST' ? { id: 42, created: true } : req.url?.includes('notes') ? [{ id: 1, text: 'live note' }] : [{ id: 5 }];
      res.writeHead(req.method === 'POST' ? 201 : 200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const notesHits: Hit[] = [];
const tasksHits: Hit[] = [];
let servers: http.Server[] = [];
test.beforeAll(async () => {
  servers = [await standIn(4021, notesSpec, notesHits), await standIn(4022, tasksSpec, tasksHits)];
});
test.afterAll(() => servers.forEach((s) => s.close()));
test.beforeEach(() => {
  notesHits.length = 0;
  tasksHits.length = 0;
});

const link = (extra: Record<string, string>): string => {
  const params = new URLSearchParams();
  params.append('spec', `${NOTES}/openapi.json`);
  params.append('spec', `${TASKS}/openapi.json`);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `./?${params.toString()}`;
};

async function openBoth(page: Page, extra: Record<string, string>): Promise<void> {
  await trackRuns(page);
  await page.goto(link(extra));
  await expect(page.getByTestId('api-chip-notes_api')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('api-chip-tasks_service')).toBeVisible({ timeout: 120_000 });
}

/** The first API's key in today's credentials panel (playground), the second's in its chip's settings. */
async function fillCredentials(page: Page): Promise<void> {
  await page.getByTestId('nav-playground').click();
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-notesKey').fill(NOTES_KEY);
  await page.getByTestId('api-settings-tasks_service').locator('summary').click();
  await page.getByTestId('api-credential-tasks_service-tasksBearer').fill(TASKS_TOKEN);
  await page.getByTestId('api-settings-tasks_service').locator('summary').click();
}

const READ_AND_WRITE = [
  'notes = requests.get(BASE_URLS["notes_api"] + "/notes").json()',
  'r = requests.post(BASE_URLS["tasks_service"] + "/tasks", json={"title": notes[0]["text"]})',
  'result = {"created": r.status_code, "first": BASE_URL, "names": list(BASE_URLS)}',
].join('\n');

test('code mode reads from one API and writes to the other in one execute: each gets only its own credential', async ({ page }) => {
  const scenario = 'several-apis-code';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: READ_AND_WRITE } }] },
    { type: 'echo-last-tool-result', prefix: 'Done: ' },
  ]);
  await openBoth(page, { view: 'chat', mode: 'code' });
  await fillCredentials(page);
  await page.getByTestId('nav-chat').click();
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Copy the first note into a new task');

  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toBeVisible({ timeout: 180_000 });
  await expect(dialog.getByTestId('approval-api')).toHaveText('tasks_service');
  await expect(dialog.getByTestId('approval-method')).toHaveText('POST');
  await expect(dialog.getByTestId('approval-operation')).toContainText('createTask');
  await dialog.getByTestId('approval-allow-once').click();

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 120_000 });
  await expect(answer).toContainText('"created":201');
  await expect(answer).toContainText(`"first":"${NOTES}/v1"`);
  await expect(answer).toContainText('"names":["notes_api","tasks_service"]');

  expect(notesHits.map((h) => `${h.method} ${h.url}`)).toEqual(['GET /v1/notes']);
  expect(tasksHits.map((h) => `${h.method} ${h.url}`)).toEqual(['POST /v1/tasks']);
  expect(notesHits[0]?.headers['x-api-key']).toBe(NOTES_KEY);
  expect(notesHits[0]?.headers.authorization).toBeUndefined();
  expect(tasksHits[0]?.headers.authorization).toBe(`Bearer ${TASKS_TOKEN}`);
  expect(tasksHits[0]?.headers['x-api-key']).toBeUndefined();

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.length).toBeGreaterThan(0);
  expect(JSON.stringify(sent)).not.toContain(NOTES_KEY);
  expect(JSON.stringify(sent)).not.toContain(TASKS_TOKEN);
});

const AFTER_FIRST_REMOVED = [
  'try:',
  '    requests.get("http://127.0.0.1:4021/v1/notes")',
  '    refused = ""',
  'except Exception as e:',
  '    refused = str(e)',
  'result = [BASE_URL, list(BASE_URLS), requests.get(BASE_URL + "/tasks").status_code, refused]',
].join('\n');

test('mock mode on the first API only: it is answered from its spec while the second is called live; the first removed, the second is first with its own settings', async ({ page }) => {
  const code = 'result = [requests.get(BASE_URLS["notes_api"] + "/notes").json(), requests.get(BASE_URLS["tasks_service"] + "/tasks").status_code]';
  await openBoth(page, { view: 'playground', code: base64url(code) });
  await page.getByTestId('mock-toggle').check();
  await waitForSandboxReady(page);
  const done = await startRun(page);
  const run = await done(120_000);
  expect(run.status).toBe('ok');
  expect(run.result).toEqual([[{ id: 7, text: 'from the spec' }], 200]);
  expect(notesHits).toHaveLength(0);
  expect(tasksHits.map((h) => `${h.method} ${h.url}`)).toEqual(['GET /v1/tasks']);
  const entries = page.getByTestId('network-log-entry');
  await expect(entries.nth(0)).toHaveAttribute('data-api', 'notes_api');
  await expect(entries.nth(0)).toHaveAttribute('data-source', 'mock');
  await expect(entries.nth(1)).toHaveAttribute('data-api', 'tasks_service');
  await expect(entries.nth(1)).toHaveAttribute('data-source', 'live');

  // The first API removed: tasks_service becomes the first with its own server and token; notes_api is refused by name.
  // Its settings check and add a server by hand like the first API's picker (into the link), then take a declared one.
  const tasksSettings = page.getByTestId('api-settings-tasks_service');
  await tasksSettings.locator('summary').click();
  await tasksSettings.getByTestId('server-add-input').fill('ftp://files.example.com');
  await tasksSettings.getByTestId('server-add-button').click();
  await expect(tasksSettings.getByTestId('server-add-error')).toContainText('https://');
  await tasksSettings.getByTestId('server-add-input').fill(`${TASKS}/v3`);
  await tasksSettings.getByTestId('server-add-button').click();
  await expect(page.getByTestId('api-server-tasks_service')).toHaveValue(`${TASKS}/v3`);
  await expect.poll(() => new URL(page.url()).searchParams.get('server.tasks_service')).toBe(`${TASKS}/v3`);
  await tasksSettings.getByTestId('server-remove').click();
  await expect(page.getByTestId('api-server-tasks_service').locator('option')).toHaveText([`${TASKS}/v1`, `${TASKS}/v2`]);
  await page.getByTestId('api-server-tasks_service').selectOption(`${TASKS}/v2`);
  await page.getByTestId('api-credential-tasks_service-tasksBearer').fill(TASKS_TOKEN);
  await page.getByTestId('api-settings-tasks_service').locator('summary').click();
  await page.getByTestId('remove-api-notes_api').click();
  await expect(page.getByTestId('api-chips')).toHaveCount(0);
  await expect(page.getByTestId('spec-title')).toContainText('Tasks Service');
  await expect(page.getByTestId('mock-toggle')).not.toBeChecked();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('spec')).toEqual([`${TASKS}/openapi.json`]);
  expect(new URL(page.url()).searchParams.get('server')).toBe(`${TASKS}/v2`);
  expect(new URL(page.url()).searchParams.get('server.tasks_service')).toBeNull();
  await setCode(page, AFTER_FIRST_REMOVED);
  await waitForSandboxReady(page);
  const after = await (await startRun(page))(120_000);
  expect(after.status).toBe('ok');
  expect(after.result).toEqual([`${TASKS}/v2`, ['tasks_service'], 200, expect.stringContaining('the API notes_api was removed')]);
  expect(notesHits).toHaveLength(0);
  expect(tasksHits.map((h) => `${h.method} ${h.url} ${h.headers.authorization ?? ''}`)).toEqual(['GET /v1/tasks ', `GET /v2/tasks Bearer ${TASKS_TOKEN}`]);
  await expect(page.getByTestId('spec-title')).toContainText('Tasks Service');
});

test('a link restores both APIs with their names and server choices; the explorer and classic mode offer both APIs\' operations', async ({ page }) => {
  const scenario = 'several-apis-classic';
  await useScenario(scenario, [{ type: 'text', text: 'Nothing to do.' }]);
  // The first API's server by its short name too (one it does not declare: it waits for the user); written back as `server=`.
  await openBoth(page, { view: 'chat', mode: 'classic', 'server.tasks_service': `${TASKS}/v2`, 'server.notes_api': `${NOTES}/v9` });
  await expect(page.getByTestId('api-server-tasks_service')).toHaveValue(`${TASKS}/v2`);
  await expect.poll(() => new URL(page.url()).searchParams.get('server')).toBe(`${NOTES}/v9`);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('spec')).toEqual([`${NOTES}/openapi.json`, `${TASKS}/openapi.json`]);
  expect(url.searchParams.get('server.tasks_service')).toBe(`${TASKS}/v2`);
  expect(url.searchParams.has('server.notes_api')).toBe(false);
  await page.getByTestId('nav-explorer').click();
  await expect(page.getByTestId('server-pending')).toContainText(`${NOTES}/v9`);
  // The explorer lists both APIs' operations under their names; its search finds the second's, which opens with its detail.
  await expect(page.getByTestId('operation-group-api-notes_api').getByTestId('operation-item')).toHaveAttribute('data-name', 'notes_api__listNotes');
  await expect(page.getByTestId('operation-group-api-tasks_service').getByTestId('operation-item')).toHaveCount(2);
  await page.getByTestId('op-search-input').fill('create a task');
  await expect(page.getByTestId('op-search-result').first()).toHaveAttribute('data-api', 'tasks_service');
  await page.getByTestId('op-search-result').first().click();
  await expect(page.getByTestId('operation-detail')).toHaveAttribute('data-name', 'tasks_service__createTask');
  await expect(page.getByTestId('schema-text')).toContainText('title');
  await page.getByTestId('tool-inspector').locator('summary').click();
  await page.getByTestId('inspector-tool').selectOption('execute');
  await expect(page.getByTestId('inspector-args')).toHaveValue(/BASE_URLS\[\\"tasks_service\\"\]/);
  await page.getByTestId('nav-chat').click();

  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'What can you do?');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 120_000 });
  const sent = await fakeLlmRequests(undefined, scenario);
  const tools = sent[0]?.tools ?? [];
  expect(tools).toEqual(expect.arrayContaining(['notes_api__listNotes', 'tasks_service__listTasks', 'tasks_service__createTask']));
  for (const name of tools) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
});

test('an API removed mid-chat is refused to the next run, by name', async ({ page }) => {
  const scenario = 'several-apis-removed';
  const call = 'r = requests.get(BASE_URL.replace("4021", "4022") + "/tasks")\nresult = r.status_code';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: call } }] },
    { type: 'echo-last-tool-result', prefix: 'First: ' },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: call } }] },
    { type: 'echo-last-tool-result', prefix: 'Second: ' },
  ]);
  await openBoth(page, { view: 'chat', mode: 'code' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'List the tasks');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 180_000 });
  await expect(page.getByTestId('assistant-message').first()).toContainText('200');
  expect(tasksHits).toHaveLength(1);

  await page.getByTestId('remove-api-tasks_service').click();
  await expect(page.getByTestId('api-chip-tasks_service')).toHaveCount(0);
  await sendPrompt(page, 'List the tasks again');
  await expect(page.getByTestId('assistant-message')).toHaveCount(2, { timeout: 120_000 });
  await expect(page.getByTestId('assistant-message').nth(1)).toContainText('the API tasks_service was removed');
  expect(tasksHits).toHaveLength(1);
});

const TASK_SKILL = `import requests

def task_status():
    """The status of listing tasks."""
    return requests.get(BASE_URLS["tasks_service"] + "/tasks").status_code
`;

test('add an API beside the loaded one from the loader, rename it; one API shows no chips', async ({ page }) => {
  // A one-API link may name its server by the API's short name too; the page writes it back as `server=`.
  await page.goto(`./?spec=${encodeURIComponent(`${NOTES}/openapi.json`)}&view=playground&server.notes_api=${encodeURIComponent(`${NOTES}/v9`)}`);
  await expect(page.getByTestId('spec-title')).toContainText('Notes API', { timeout: 120_000 });
  await expect.poll(() => new URL(page.url()).searchParams.get('server')).toBe(`${NOTES}/v9`);
  expect(new URL(page.url()).searchParams.has('server.notes_api')).toBe(false);
  await expect(page.getByTestId('api-chips')).toHaveCount(0);
  await page.getByTestId('add-api').check();
  await page.getByTestId('spec-url-input').fill(`${TASKS}/openapi.json`);
  await page.getByTestId('spec-load-button').click();
  await expect(page.getByTestId('api-chip-tasks_service')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('api-chip-notes_api')).toBeVisible();
  await expect(page.getByTestId('spec-title')).toContainText('Notes API');
  await expect(page.getByTestId('add-api')).not.toBeChecked();

  // A skill saved with both loaded records the one it uses; after a rename the list shows the name it was saved with.
  await setCode(page, TASK_SKILL);
  await page.getByTestId('save-skill-button').click();
  await expect(page.getByTestId('save-skill-message')).toContainText('Saved skill task_status() (uses tasks_service)');

  await page.getByTestId('api-name-tasks_service').click();
  await page.getByTestId('api-rename-tasks_service').fill('notes_api');
  await page.getByTestId('api-rename-tasks_service').press('Enter');
  await expect(page.getByTestId('api-rename-error')).toContainText('already called notes_api');
  await page.getByTestId('api-rename-tasks_service').fill('tasks');
  await page.getByTestId('api-rename-tasks_service').press('Enter');
  await expect(page.getByTestId('api-chip-tasks')).toBeVisible();
  await expect(page.getByTestId('skill-apis')).toHaveText('uses tasks_service (tasks_service is now tasks)');
  await expect.poll(() => new URL(page.url()).searchParams.getAll('spec')).toEqual([`${NOTES}/openapi.json`, `${TASKS}/openapi.json`]);
});

test('the first screen opens GitHub + Slack + Stripe from their published files in one click: their chips and the context bill per API', async ({ page }) => {
  // The published files, trimmed (title and servers kept), served as raw.githubusercontent.com serves them.
  const [set] = EXAMPLE_SETS;
  if (!set) throw new Error('no example set');
  const files = ['github.json', 'slack.json', 'stripe.json'];
  for (const [i, url] of set.urls.entries()) {
    const body = readFileSync(new URL(`./fixtures/example-set/${files[i] ?? ''}`, import.meta.url), 'utf8');
    await page.route(url, (route) => route.fulfill({
      status: 200, body,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'max-age=300' },
    }));
  }
  await page.goto('./');
  await page.getByTestId('example-set-github-slack-stripe').click();
  const names = ['github_v3_rest_api', 'slack_web_api', 'stripe_api'];
  for (const name of names) await expect(page.getByTestId(`api-chip-${name}`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('nav-compare')).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.getAll('spec')).toEqual(set.urls);

  const perApi = page.getByTestId('context-per-api');
  const value = async (testId: string, column: number) => Number(await page.getByTestId(testId).locator('td').nth(column).getAttribute('data-value'));
  for (const name of names) await expect(perApi.getByTestId(`context-api-${name}`)).toBeVisible({ timeout: 60_000 });
  const totalClassic = Number(await page.getByTestId('context-tokens-classic').getAttribute('data-value'));
  const totalCode = Number(await page.getByTestId('context-tokens-code').getAttribute('data-value'));
  for (const name of names) {
    const classic = await value(`context-api-${name}`, 1);
    const code = await value(`context-api-${name}`, 2);
    expect(classic).toBeGreaterThan(0);
    expect(code).toBeGreaterThan(0);
    expect(totalClassic).toBeGreaterThan(classic);
    expect(totalCode).toBeGreaterThan(code);
  }
});
