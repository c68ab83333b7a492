// Code mode's discovery variants and the generated package on its own: the playground imports a typed function from
// /apis/<short name>/, whose request the brewery stand-in records, and a 404 raises ApiError in Python; the explorer's
// "Try in playground" writes the call through that client and it runs as written; `code-files`
// and `code-spec` answer the moon task in Chat and in Compare with a scripted model, totals equal the fake's usage.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, openView, sendPrompt, tokenTotal } from './chat-support';
import { fixtureText, openPlayground, runCode, startRun } from './fixtures/playground';
import { parseCsvRecords } from './servers/brewery/csv';
import { BREWERY_BASE, BREWERY_ORIGIN } from './servers/ports';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';
import { startSpecServer, type SpecServer } from '../scripts/bench/specServer';
import { SHARED_DIR, TRIMMED_DIR, hasShared } from '../test-support/sharedDir';

test.describe.configure({ timeout: 300_000 });

const IMPORT_AND_CALL = `import os
from apis.open_brewery_db import ApiError, search_breweries, get_single_brewery
rows = search_breweries(query="san diego", per_page=3)
try:
    get_single_brewery(obdb_id="no-such-brewery")
    error = None
except ApiError as e:
    error = {"status": e.status, "operation": e.operation, "body": e.body}
try:
    open("/apis/open_brewery_db/breweries.py", "w").write("x")
    locked = False
except PermissionError:
    locked = True
result = {
    "rows": len(rows), "first": sorted(rows[0]),
    "error": error, "locked": locked,
    "listing": sorted(os.listdir("/apis/open_brewery_db")),
    "readme": open("/apis/open_brewery_db/README.md").read(),
    "doc": search_breweries.__doc__,
}`;

test('the playground imports a generated function: the server sees its path and query, a 404 raises ApiError; "Try in playground" writes a client call', async ({ page }) => {
  await openPlayground(page, 'result = 1');
  await fetch(`${BREWERY_ORIGIN}/__log/reset`);
  const run = await runCode(page, IMPORT_AND_CALL);
  expect(run.status, `${run.error}\n${run.panelText}`).toBe('ok');
  const out = run.result as { rows: number; first: string[]; error: { status: number; operation: string; body: unknown }; locked: boolean; listing: string[]; readme: string; doc: string };
  expect(out.rows).toBe(3);
  expect(out.first).toContain('brewery_type');
  expect(out.error).toEqual({ status: 404, operation: 'get_single_brewery', body: { message: "Couldn't find Brewery" } });
  expect(out.locked).toBe(true);
  expect(out.listing).toEqual(expect.arrayContaining(['README.md', '__init__.py', 'breweries.py']));
  expect(out.readme).toContain('`breweries` (5)');
  expect(out.doc).toContain('GET /breweries/search');
  const seen = (await (await fetch(`${BREWERY_ORIGIN}/__log`)).json()) as Array<{ method: string; path: string }>;
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining([
    'GET /v1/breweries/search?query=san+diego&per_page=3',
    'GET /v1/breweries/no-such-brewery',
  ]));

  // The explorer's "Try in playground" with the generated client: the same call through /apis, run as written.
  await page.getByTestId('nav-explorer').click();
  await page.locator('[data-testid=operation-item][data-name=searchBreweries]').click();
  await page.getByTestId('snippet-style-client').check();
  await page.getByTestId('operation-try').click();
  await page.waitForURL(/[?&]view=playground\b/);
  const code = Buffer.from(new URL(page.url()).searchParams.get('code') ?? '', 'base64url').toString('utf8');
  expect(code).toContain('\nfrom apis.open_brewery_db import search_breweries\n');
  const query = JSON.parse(/^ {4}query=("[^"]*"),/m.exec(code)?.[1] ?? 'null') as string | null;
  expect(query, code).not.toBeNull();
  await fetch(`${BREWERY_ORIGIN}/__log/reset`);
  const tried = await (await startRun(page))();
  expect(tried.status, `${tried.error}\n${tried.panelText}`).toBe('ok');
  const tries = (await (await fetch(`${BREWERY_ORIGIN}/__log`)).json()) as Array<{ method: string; path: string }>;
  expect(tries.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/breweries/search?${new URLSearchParams({ query: query ?? '' }).toString()}`]);
  expect(tried.result).toEqual(await (await fetch(`${BREWERY_BASE}/breweries/search?query=${encodeURIComponent(query ?? '')}`)).json());
  // The choice is remembered on this device.
  await page.reload();
  await page.getByTestId('nav-explorer').click();
  await page.locator('[data-testid=operation-item][data-name=searchBreweries]').click({ timeout: 60_000 });
  await expect(page.getByTestId('snippet-style-client')).toBeChecked();
});

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const moonTop5 = rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon')).slice(0, 5);
const MOON = fixtureText('./programs/moon_top5.py');
const PROMPT = 'Find breweries with moon in the name, top 5 as name and city';
const README = 'print(open("/apis/open_brewery_db/README.md").read())';
const FILES_CALL = `from apis.open_brewery_db import search_breweries
rows = search_breweries(query="moon", per_page=50)
result = [{"name": b["name"], "city": b["city"]} for b in rows[:5]]`;
const SPEC_SEARCH = 'result = [(m, p, op.get("operationId"), [x["name"] for x in op.get("parameters", [])]) for m, p, op in operations() if "search" in p]';
const files = { when: { toolOffered: 'save_skill', toolNotOffered: 'search' } };
const specMode = { when: { toolOffered: 'search', toolNotOffered: 'get_schema' } };

const FILES_TURNS: FakeTurn[] = [
  { ...files, type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: README } }], usage: { input: 640, output: 22 } },
  { ...files, type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: FILES_CALL } }], usage: { input: 900, output: 60, cached: 512 } },
  { ...files, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1300, output: 150, cached: 768 } },
];
const SPEC_TURNS: FakeTurn[] = [
  { ...specMode, type: 'tool-calls', calls: [{ name: 'search', arguments: { code: SPEC_SEARCH } }], usage: { input: 780, output: 40 } },
  { ...specMode, type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: MOON } }], usage: { input: 1000, output: 120, cached: 640 } },
  { ...specMode, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1400, output: 160, cached: 896 } },
];
const total = (turns: FakeTurn[]): number => turns.reduce((n, t) => n + (typeof t.usage === 'object' ? t.usage.input + t.usage.output : 0), 0);

async function expectMoonAnswer(page: Page): Promise<void> {
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 120_000 });
  for (const r of moonTop5) await expect(answer).toContainText(r.name ?? '');
}

test('code-files in Chat: the model reads the README, imports search_breweries and answers; only execute is offered', async ({ page }) => {
  const scenario = 'chat-moon-code-files';
  await useScenario(scenario, FILES_TURNS);
  await openView(page, 'chat', { mode: 'code-files' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, PROMPT);
  await expectMoonAnswer(page);
  const steps = page.getByTestId('trace-step');
  expect(await steps.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tool')}:${e.getAttribute('data-status')}`))).toEqual(['execute:ok', 'execute:ok']);
  await expect.poll(() => tokenTotal(page)).toBe(total(FILES_TURNS));
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  for (const r of sent) expect(r.tools).toEqual(['execute', 'save_skill']);
  // The README the model read lists the module; the system prompt names the package.
  expect(JSON.stringify(sent[1])).toContain('`breweries` (5)');
  expect(JSON.stringify(sent[0])).toContain('/apis/open_brewery_db/README.md');
});

test('code-spec in Chat: search runs Python over the spec, then execute answers', async ({ page }) => {
  const scenario = 'chat-moon-code-spec';
  await useScenario(scenario, SPEC_TURNS);
  await openView(page, 'chat', { mode: 'code-spec' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, PROMPT);
  await expectMoonAnswer(page);
  await expect.poll(() => tokenTotal(page)).toBe(total(SPEC_TURNS));
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  for (const r of sent) expect(r.tools).toEqual(['search', 'execute', 'save_skill']);
  // What the search code returned, and nothing else of the spec, is the tool result.
  const searchResult = JSON.stringify(sent[1]);
  expect(searchResult).toContain('searchBreweries');
  expect(searchResult).toContain('/breweries/search');
  expect(searchResult).not.toContain('Russian River');
});


test('Compare lists both variants off by default; ticked, each answers with the fake\'s usage, in the CSV too', async ({ page }) => {
  const scenario = 'compare-moon-variants';
  await useScenario(scenario, [...SPEC_TURNS, ...FILES_TURNS]);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  for (const id of ['code-spec', 'code-files']) {
    await expect(page.getByTestId(`compare-mode-${id}`)).not.toBeChecked();
    const ctx = Number(await page.getByTestId(`context-tokens-${id}`).getAttribute('data-value'));
    expect(ctx).toBeGreaterThan(0);
    expect(ctx).toBeLessThanOrEqual(800);
  }
  for (const id of ['classic', 'code', 'dual']) await page.getByTestId(`compare-mode-${id}`).uncheck();
  for (const id of ['code-spec', 'code-files']) await page.getByTestId(`compare-mode-${id}`).check();
  await page.getByTestId('compare-prompt').fill(PROMPT);
  await page.getByTestId('compare-expect').fill(`contains ${moonTop5[0]?.name ?? ''}`);
  await page.getByTestId('compare-button').click();
  await expect(page.getByTestId('compare-run-code-spec')).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });
  await expect(page.getByTestId('compare-run-code-files')).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });
  expect(await tokenTotal(page, 'tokens-total-code-spec')).toBe(total(SPEC_TURNS));
  expect(await tokenTotal(page, 'tokens-total-code-files')).toBe(total(FILES_TURNS));
  await expect(page.getByTestId('http-requests-code-files')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('round-trips-code-spec')).toHaveAttribute('data-value', '3');
  const csv = (await downloadedText(page, 'compare-export-csv')).trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
  // From the end: the prompt before them is quoted and holds a comma.
  expect(csv.map((r) => [r.at(-12), r.at(-10), r.at(-6), r.at(-1)])).toEqual([
    ['code-spec', 'ok', String(total(SPEC_TURNS)), 'true'],
    ['code-files', 'ok', String(total(FILES_TURNS)), 'true'],
  ]);
});

test.describe('code-spec on MS Graph', () => {
  const variants = [
    { name: 'trimmed', dir: join(TRIMMED_DIR, 'specs') },
    ...(hasShared('specs/msgraph.openapi.json') ? [{ name: 'full', dir: join(SHARED_DIR, 'specs') }] : []),
  ];
  let server: SpecServer | undefined;
  test.beforeAll(async () => {
    server = await startSpecServer(Object.fromEntries(variants.map((v) => [v.name, v.dir])));
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const variant of variants) {
    test(`search finds an operation in MS Graph (${variant.name}) within the run limit`, async ({ page }) => {
      if (!server) throw new Error('spec server did not start');
      const scenario = `code-spec-msgraph-${variant.name}`;
      const code = 'ops = operations()\nresult = {"operations": len(ops), "found": [(m, p) for m, p, op in ops if op.get("operationId") == "admin.admin.GetAdmin"]}';
      await useScenario(scenario, [
        { type: 'tool-calls', calls: [{ name: 'search', arguments: { code } }], usage: { input: 700, output: 40 } },
        { type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 900, output: 30 } },
      ]);
      const params = new URLSearchParams({ spec: server.urlFor(variant.name, 'msgraph.openapi.json'), view: 'chat', mode: 'code-spec' });
      await page.goto(`./?${params.toString()}`);
      await expect(page.getByTestId('spec-title')).toContainText('microsoft.graph', { timeout: 240_000 });
      await configureLlm(page, { model: scenario });
      const started = Date.now();
      await sendPrompt(page, 'Which operation reads the admin object?');
      const answer = page.getByTestId('assistant-message');
      await expect(answer).toHaveCount(1, { timeout: 240_000 });
      await expect(answer).toContainText('"found":[["GET","/admin"]]');
      const steps = page.getByTestId('trace-step');
      await expect(steps).toHaveCount(1);
      await expect(steps.first()).toHaveAttribute('data-status', 'ok');
      console.log(`code-spec search on MS Graph (${variant.name}): ${Date.now() - started} ms from send to answer`);
    });
  }
});
