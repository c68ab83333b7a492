// Compare view: one prompt run in classic, code and then dual mode against the local brewery API with a scripted
// model; the numbers shown equal the usage the fake server reported; exports carry them; the link restores state.
import { expect, test } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, LLM_KEY, openView, tokenTotal } from './chat-support';
import { fixtureText } from './fixtures/playground';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';
import { BREWERY_SPEC_URL } from './servers/ports';

// This machine is shared and slow: spec indexing and Pyodide start can take a while.
test.describe.configure({ timeout: 300_000 });

const MOON = fixtureText('./programs/moon_top5.py');
const PROMPT = 'Find breweries with moon in the name, top 5 as name and city';
const classic = { when: { toolNotOffered: 'execute' } };
const code = { when: { toolOffered: 'save_skill' } };
const dual = { when: { toolOffered: 'execute', toolNotOffered: 'save_skill' } };

const TURNS: FakeTurn[] = [
  { ...classic, type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }], usage: { input: 2400, output: 30 } },
  { ...classic, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 5200, output: 180, cached: 2048 } },
  { ...code, type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'search breweries by name' } }], usage: { input: 812, output: 21 } },
  { ...code, type: 'tool-calls', calls: [{ name: 'get_schema', arguments: { names: ['searchBreweries'] } }], usage: { input: 1010, output: 18, cached: 768 } },
  { ...code, type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: MOON } }], usage: { input: 1450, output: 120, cached: 960 } },
  { ...code, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1900, output: 160, cached: 1408 } },
  { ...dual, type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }], usage: { input: 1100, output: 25 } },
  { ...dual, type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1700, output: 170, cached: 1024 } },
];
const CLASSIC = { input: 7600, output: 210, cached: 2048 };
const CODE = { input: 5172, output: 319, cached: 3136 };
const DUAL = { input: 2800, output: 195, cached: 1024 };


test('three modes on one task: reported numbers, exports and a link that restores spec and prompt', async ({ page, browser }) => {
  const scenario = 'compare-moon';
  await useScenario(scenario, TURNS);
  // The charts' chunk is held back until the runs are done, to see that its arrival moves nothing below it.
  let releaseCharts = (): void => undefined;
  const chartsHeld = new Promise<void>((resolve) => (releaseCharts = resolve));
  await page.route(/\/CompareChartsImpl-[^/]*\.js$/, async (route) => {
    await chartsHeld;
    await route.continue();
  });
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });

  // Context at start, before any call: tokenizer counts for the three modes (dual: typed tools + execute).
  const classicCtx = Number(await page.getByTestId('context-tokens-classic').getAttribute('data-value'));
  const codeCtx = Number(await page.getByTestId('context-tokens-code').getAttribute('data-value'));
  const dualCtx = Number(await page.getByTestId('context-tokens-dual').getAttribute('data-value'));
  expect(classicCtx).toBeGreaterThan(0);
  expect(codeCtx).toBeGreaterThan(0);
  expect(dualCtx).toBeGreaterThan(classicCtx);
  await expect(page.getByTestId('context-tokens-dual')).toHaveAttribute('data-surface', 'direct');
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(0);

  await page.getByTestId('compare-prompt').fill(PROMPT);
  await page.getByTestId('compare-button').click();
  await expect(page.getByTestId('compare-run-classic')).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
  await expect(page.getByTestId('compare-run-code')).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });
  await expect(page.getByTestId('compare-run-dual')).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });

  expect(await tokenTotal(page, 'tokens-total-classic')).toBe(CLASSIC.input + CLASSIC.output);
  expect(await tokenTotal(page, 'tokens-total-code')).toBe(CODE.input + CODE.output);
  expect(await tokenTotal(page, 'tokens-total-dual')).toBe(DUAL.input + DUAL.output);
  await expect(page.getByTestId('http-requests-dual')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('tokens-breakdown-code')).toHaveAttribute('data-cached', String(CODE.cached));
  await expect(page.getByTestId('round-trips-classic')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('round-trips-code')).toHaveAttribute('data-value', '4');
  await expect(page.getByTestId('http-requests-code')).toHaveAttribute('data-value', '1');
  // A click on Export while the charts arrive lands where it was aimed: their boxes were kept while they loaded.
  await expect(page.getByTestId('compare-charts-loading').locator('figure')).toHaveCount(2);
  const exportAt = await page.getByTestId('compare-export-csv').boundingBox();
  releaseCharts();
  await expect(page.getByTestId('compare-charts').locator('canvas')).toHaveCount(2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.getByTestId('compare-export-csv').boundingBox()).toEqual(exportAt);

  // One run after the other, same model: classic offered one tool per operation, code mode four (search, get_schema,
  // execute, save_skill), dual the five typed tools plus execute.
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent.map((r) => r.tools.length)).toEqual([5, 5, 4, 4, 4, 4, 6, 6]);
  expect(new Set(sent.map((r) => (r.body as { model?: string }).model))).toEqual(new Set([scenario]));

  const md = await downloadedText(page, 'export-markdown');
  expect(md).toContain(PROMPT);
  expect(md).toContain(BREWERY_SPEC_URL);
  const n = (x: number) => x.toLocaleString('en-US');
  expect(md).toContain(`| Input tokens | ${n(CLASSIC.input)} | ${n(CODE.input)} | ${n(DUAL.input)} |`);
  expect(md).toContain(`| Output tokens | ${CLASSIC.output} | ${CODE.output} | ${DUAL.output} |`);
  expect(md).toContain(`classic ${n(classicCtx)} tokens, code mode ${n(codeCtx)} tokens, dual ${n(dualCtx)} tokens`);
  expect(md).toContain('```python');

  const json = await downloadedText(page, 'export-json');
  const report = JSON.parse(json) as {
    prompt: string; model: string; provider: string; spec: { url: string };
    contextAtStart: { classicTokens: number; codeTokens: number; dualTokens: number };
    runs: Record<'classic' | 'code' | 'dual', { status: string; inputTokens: number; outputTokens: number; cachedInputTokens: number; turns: Array<{ inputTokens: number }>; transcript: unknown[] }>;
  };
  expect(report).toMatchObject({ prompt: PROMPT, model: scenario, provider: 'openai-compatible', spec: { url: BREWERY_SPEC_URL } });
  expect(report.contextAtStart).toMatchObject({ classicTokens: classicCtx, codeTokens: codeCtx, dualTokens: dualCtx });
  expect(report.runs.classic).toMatchObject({ status: 'ok', inputTokens: CLASSIC.input, outputTokens: CLASSIC.output, cachedInputTokens: CLASSIC.cached });
  expect(report.runs.code).toMatchObject({ status: 'ok', inputTokens: CODE.input, outputTokens: CODE.output, cachedInputTokens: CODE.cached });
  expect(report.runs.code.turns.map((t) => t.inputTokens)).toEqual([812, 1010, 1450, 1900]);
  expect(report.runs.dual).toMatchObject({ status: 'ok', inputTokens: DUAL.input, outputTokens: DUAL.output, cachedInputTokens: DUAL.cached });
  expect(report.runs.code.transcript.length).toBeGreaterThan(4);
  for (const text of [md, json]) expect(text).not.toContain(LLM_KEY);
  // Each column's trace has every turn's raw exchange; exports leave them out, and with them all open the page's
  // HTML still holds no key.
  await expect(page.getByTestId('raw-exchange')).toHaveCount(TURNS.length);
  expect(json).not.toContain('x-stainless');
  await page.locator('details').evaluateAll((els) => els.forEach((el) => ((el as HTMLDetailsElement).open = true)));
  await expect(page.getByTestId('raw-request-body')).toHaveCount(TURNS.length);
  expect(await page.content()).not.toContain(LLM_KEY);

  const link = await page.getByTestId('share-link').inputValue();
  expect(link).not.toContain(LLM_KEY);
  const other = await browser.newPage({ baseURL: new URL(link).origin });
  await other.goto(link);
  await expect(other.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
  await expect(other.getByTestId('compare-prompt')).toHaveValue(PROMPT);
  await expect(other.getByTestId('compare-button')).toBeVisible();
  await other.close();
});
