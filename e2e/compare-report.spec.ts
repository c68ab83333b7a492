// A report exported by Compare opens read-only in a fresh browser (no key, no spec, no settings): from the file and
// from a `?report=` link, labelled as a recording, with the same totals the live comparison showed, and no request
// beyond the app's own files and the report itself. A file that is not a report says what is wrong with it.
import { expect, test, type Page, type Request } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, openView } from './chat-support';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 300_000 });

const MODES = ['classic', 'code', 'dual'] as const;
const classic = { when: { toolNotOffered: 'execute' } };
const code = { when: { toolOffered: 'save_skill' } };
const dual = { when: { toolOffered: 'execute', toolNotOffered: 'save_skill' } };
const TURNS: FakeTurn[] = [
  { ...classic, type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }], usage: { input: 2400, output: 30 } },
  { ...classic, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 5200, output: 180, cached: 2048 } },
  { ...code, type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'search breweries by name' } }], usage: { input: 812, output: 21 } },
  { ...code, type: 'text', text: 'Done.', usage: { input: 1010, output: 18, cached: 768 } },
  { ...dual, type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }], usage: { input: 1100, output: 25 } },
  { ...dual, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1700, output: 170, cached: 1024 } },
];
const PROMPT = 'Find breweries with moon in the name';
/** Served by the test at the network edge, as any static host would serve an exported file. */
const REPORT_URL = 'http://127.0.0.1:4013/shared/compare-open-brewery-db.json';

type Totals = Record<(typeof MODES)[number], string | null>;
const totals = async (page: Page): Promise<Totals> => {
  const read = (mode: string) => page.getByTestId(`tokens-total-${mode}`).getAttribute('data-value');
  return { classic: await read('classic'), code: await read('code'), dual: await read('dual') };
};

test('a Compare report opens without a key in a fresh browser, from a file and from a link, with the same totals', async ({ page, browser, baseURL }) => {
  const scenario = 'compare-report';
  await useScenario(scenario, TURNS);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  await page.getByTestId('compare-prompt').fill(PROMPT);
  await page.getByTestId('compare-button').click();
  for (const mode of MODES) await expect(page.getByTestId(`compare-run-${mode}`)).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });
  const live = await totals(page);
  expect(live).toEqual({ classic: String(7600 + 210), code: String(1822 + 39), dual: String(2800 + 195) });
  const json = await downloadedText(page, 'export-json');
  const llmCalls = (await fakeLlmRequests(undefined, scenario)).length;

  const context = await browser.newContext({ baseURL });
  const requests: string[] = [];
  context.on('request', (r: Request) => requests.push(r.url()));
  await context.route(REPORT_URL, (route) => route.fulfill({ body: json, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  const fresh = await context.newPage();
  try {
    await fresh.goto('./?view=compare');
    await fresh.getByTestId('report-open-file').setInputFiles({ name: 'not-a-report.json', mimeType: 'application/json', buffer: Buffer.from('{"runs": 1}') });
    await expect(fresh.getByTestId('report-error')).toContainText('not-a-report.json is not a compare report this app can show: its format is null');
    await fresh.getByTestId('report-open-file').setInputFiles({ name: 'compare.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    const view = fresh.getByTestId('report-view');
    await expect(view).toBeVisible();
    await expect(fresh.getByTestId('report-recording')).toContainText('Recording');
    await expect(fresh.getByTestId('report-prompt')).toHaveText(PROMPT);
    expect(await totals(fresh)).toEqual(live);
    await expect(fresh.getByTestId('round-trips-classic')).toHaveAttribute('data-value', '2');
    await expect(fresh.getByTestId('compare-charts').locator('canvas')).toHaveCount(2);
    await expect(fresh.getByTestId('api-key-input')).toHaveCount(0);

    await fresh.getByTestId('report-close').click();
    await expect(fresh.getByTestId('report-view')).toHaveCount(0);
    await fresh.goto(`./?report=${encodeURIComponent(REPORT_URL)}`);
    await expect(fresh.getByTestId('report-view')).toBeVisible();
    expect(await totals(fresh)).toEqual(live);

    const app = new URL(baseURL ?? '').origin;
    expect(requests.filter((u) => !u.startsWith(`${app}/`) && u !== REPORT_URL)).toEqual([]);
    expect(requests.filter((u) => u === REPORT_URL)).toHaveLength(1);
    expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(llmCalls);
  } finally {
    await context.close();
  }
});
