// Compare with repeats and success checks: R runs per chosen mode, the answers checked against the expected answer,
// means and min–max in the columns and charts, a CSV row per run; a JSONL task suite with its cost estimate, the cap's
// confirmation, progress, and Stop that ends it at once keeping the finished rows.
import { expect, test, type Page } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, LLM_KEY, openView } from './chat-support';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 240_000 });

const classic = { when: { toolNotOffered: 'execute' } };
const code = { when: { toolOffered: 'save_skill' } };


async function chooseModes(page: Page, repeats: number): Promise<void> {
  await page.getByTestId('compare-mode-dual').uncheck();
  await page.getByTestId('compare-repeats').fill(String(repeats));
}

async function loadSuite(page: Page, lines: object[]): Promise<void> {
  await page.getByTestId('compare-suite-file').setInputFiles({ name: 'suite.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n')) });
  await expect(page.getByTestId('compare-suite-summary')).toHaveAttribute('data-tasks', String(lines.length));
}

test('three runs per chosen mode: success counts, means with ranges, range charts and one CSV row per run', async ({ page }) => {
  const scenario = 'compare-repeats';
  const turns: FakeTurn[] = [
    { ...classic, type: 'text', text: 'Moonlight Brewing, Santa Rosa', usage: { input: 1000, output: 10 } },
    { ...classic, type: 'text', text: 'Sunlight Brewing, Austin', usage: { input: 2000, output: 10 } },
    { ...classic, type: 'text', text: 'Moonlight Brewing, Santa Rosa', usage: { input: 3000, output: 10 } },
    { ...code, type: 'text', text: 'Moonlight Brewing', usage: { input: 500, output: 20 } },
    { ...code, type: 'text', text: 'moonlight brewing', usage: { input: 600, output: 20 } },
    { ...code, type: 'text', text: 'MOONLIGHT  BREWING', usage: { input: 700, output: 20 } },
  ];
  await useScenario(scenario, turns);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  await chooseModes(page, 3);
  await page.getByTestId('compare-expect').fill('maybe moonlight');
  await expect(page.getByTestId('compare-expect-error')).toContainText('start it with "contains"');
  await expect(page.getByTestId('compare-button')).toBeDisabled();
  await page.getByTestId('compare-expect').fill('contains moonlight brewing');
  await page.getByTestId('compare-prompt').fill('Which brewery has moon in its name?');
  await page.getByTestId('compare-button').click();

  const progress = page.getByTestId('compare-progress');
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  await expect(progress).toHaveAttribute('data-done', '6');
  await expect(progress).toHaveAttribute('data-tokens', String(6000 + 30 + 1800 + 60));
  await expect(page.getByTestId('compare-run-dual')).toHaveCount(0);
  for (const mode of ['classic', 'code']) {
    await expect(page.getByTestId(`compare-run-${mode}`)).toHaveAttribute('data-runs', '3');
    await expect(page.getByTestId(`run-chip-${mode}`)).toHaveCount(3);
  }
  await expect(page.getByTestId('success-rate-classic')).toHaveText(/^2\/3/);
  await expect(page.getByTestId('success-rate-code')).toHaveText(/^3\/3/);
  await expect(page.getByTestId('run-chip-classic').nth(1)).toHaveAttribute('data-success', 'false');

  // tokens-total is the mean; its range is beside it.
  const total = page.getByTestId('tokens-total-classic');
  await expect(total).toHaveAttribute('data-value', '2010');
  await expect(total).toHaveAttribute('data-min', '1010');
  await expect(total).toHaveAttribute('data-max', '3010');
  await expect(page.getByTestId('tokens-total-code')).toHaveAttribute('data-value', '620');

  // The charts draw min–max as floating bars; each chart's fallback table holds the same numbers.
  const charts = page.getByTestId('compare-charts');
  await expect(charts.locator('canvas')).toHaveCount(4);
  const row = charts.locator('[data-testid="range-table"] tr[data-mode="classic"][data-measure="totalTokens"]');
  await expect(row).toHaveAttribute('data-min', '1010');
  await expect(row).toHaveAttribute('data-max', '3010');
  await expect(row).toHaveAttribute('data-n', '3');
  await expect(charts.locator('[data-testid="range-table"] tr[data-mode="code"][data-measure="inputTokens"]')).toHaveAttribute('data-max', '700');
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(6);

  const csv = (await downloadedText(page, 'compare-export-csv')).trimEnd().split('\r\n');
  expect(csv).toHaveLength(7);
  expect(csv[0]).toBe('task,prompt,mode,repeat,status,input_tokens,cached_input_tokens,output_tokens,total_tokens,cost_usd,wall_ms,tool_calls,http_requests,success');
  const rows = csv.slice(1).map((line) => line.split(','));
  expect(rows.map((r) => `${r[2]}${r[3]}:${r[5]}:${r[13]}`)).toEqual(['classic1:1000:true', 'code1:500:true', 'classic2:2000:false', 'code2:600:true', 'classic3:3000:true', 'code3:700:true']);

  const json = JSON.parse(await downloadedText(page, 'export-json')) as {
    runs: Record<string, { status: string; inputTokens: number }>; repeats: number; modes: string[];
    allRuns: Array<{ mode: string; repeat: number; success: boolean }>; aggregates: Array<{ mode: string; success: { passed: number; checked: number } }>;
  };
  expect(json).toMatchObject({ repeats: 3, modes: ['classic', 'code'], runs: { classic: { status: 'ok', inputTokens: 3000 }, dual: { status: 'skipped' } } });
  expect(json.allRuns).toHaveLength(6);
  expect(json.aggregates.map((a) => a.success)).toEqual([{ passed: 2, checked: 3 }, { passed: 3, checked: 3 }]);
  expect(JSON.stringify(json) + csv.join('')).not.toContain(LLM_KEY);
});

const SUITE = [
  { prompt: 'Task A: name one', expect: 'contains task a' },
  { prompt: 'Task B: name two', expect: '/task b/i' },
  { prompt: 'Task C: count 3' , expect: 'number 3' },
];
const answer = (when: Pick<FakeTurn, 'when'>, delayMs = 0): FakeTurn => ({ ...when, type: 'template', template: 'Answer to {{lastUserMessage}}', delayMs, usage: { input: 100, output: 10 } });

test('a suite of 3 tasks × 2 modes × 2 repeats: estimate, cap confirmation, progress, every run to the end', async ({ page }) => {
  const scenario = 'compare-suite';
  await useScenario(scenario, [...Array.from({ length: 6 }, () => answer(classic, 400)), ...Array.from({ length: 6 }, () => answer(code, 400))]);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  await chooseModes(page, 2);
  await page.locator('.compare-suite > summary').click();
  await page.getByTestId('compare-suite-file').setInputFiles({ name: 'bad.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from('{"prompt": "x", "expected": "contains a"}\nnot json') });
  await expect(page.getByTestId('compare-suite-errors')).toContainText('Line 1 has "expected"');
  await expect(page.getByTestId('compare-suite-errors')).toContainText('Line 2 is not JSON');
  await loadSuite(page, SUITE);
  await expect(page.getByTestId('compare-suite-summary')).toHaveAttribute('data-runs', '12');

  // No price for this model: the cost cannot be held against the cap, so the suite asks first.
  await expect(page.getByTestId('compare-suite-estimate')).toContainText('cost unknown');
  await page.getByTestId('compare-suite-run').click();
  await expect(page.getByTestId('compare-suite-confirm')).toContainText('no price for this model');
  await page.getByTestId('compare-suite-cancel').click();
  // With a price, the estimate is in dollars; over the cap it asks, Cancel sends nothing.
  await page.getByTestId('compare-pricing').locator('summary').click();
  await page.getByTestId('price-inputPerMTok').fill('1');
  await page.getByTestId('price-outputPerMTok').fill('10');
  await expect.poll(async () => Number(await page.getByTestId('compare-suite-estimate').getAttribute('data-usd'))).toBeGreaterThan(0);
  await page.getByTestId('compare-cost-cap').fill('0.0001');
  await page.getByTestId('compare-suite-run').click();
  await expect(page.getByTestId('compare-suite-confirm')).toContainText('over your cap of $0.0001');
  await page.getByTestId('compare-suite-cancel').click();
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(0);
  await page.getByTestId('compare-cost-cap').fill('100');
  await page.getByTestId('compare-suite-run').click();
  await expect(page.getByTestId('compare-suite-confirm')).toHaveCount(0);

  const progress = page.getByTestId('compare-progress');
  await expect(progress).toHaveAttribute('data-total', '12');
  // Midway the bar shows some runs done of 12 while the suite still runs.
  await expect.poll(async () => `${await progress.getAttribute('data-state')}:${await progress.getAttribute('data-done')}`, { timeout: 60_000 }).toMatch(/^running:([1-9]|1[01])$/);
  await expect(progress).toHaveAttribute('data-done', '12', { timeout: 120_000 });
  await expect(progress).toHaveAttribute('data-state', 'done');
  await expect(progress).toHaveAttribute('data-tokens', String(12 * 110));
  await expect(page.getByTestId('success-rate-classic')).toHaveText(/^6\/6/);
  await expect(page.getByTestId('success-rate-code')).toHaveText(/^6\/6/);

  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(12);
  const csv = (await downloadedText(page, 'compare-export-csv')).trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
  expect(csv.map((r) => `${r[0]}${r[2]}${r[3]}`)).toEqual(['1classic1', '1code1', '1classic2', '1code2', '2classic1', '2code1', '2classic2', '2code2', '3classic1', '3code1', '3classic2', '3code2']);
  expect(csv.every((r) => r[4] === 'ok' && r[13] === 'true')).toBe(true);
});

test('Stop ends a suite at once and keeps the finished rows', async ({ page }) => {
  const scenario = 'compare-suite-stop';
  await useScenario(scenario, [
    ...Array.from({ length: 6 }, () => answer(classic)),
    answer(code), answer(code), { ...code, type: 'hang' }, ...Array.from({ length: 3 }, () => answer(code)),
  ]);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  await chooseModes(page, 2);
  await page.locator('.compare-suite > summary').click();
  await loadSuite(page, SUITE);
  await page.getByTestId('compare-cost-cap').fill('');
  await page.getByTestId('compare-suite-run').click();

  const progress = page.getByTestId('compare-progress');
  await expect(progress).toHaveAttribute('data-done', '5', { timeout: 120_000 });
  await expect(page.getByTestId('compare-status-code')).toContainText('running');
  await page.getByTestId('compare-stop').click();
  await expect(progress).toHaveAttribute('data-state', 'stopped', { timeout: 5_000 });
  await expect(progress).toHaveAttribute('data-done', '5');
  await expect(page.getByTestId('compare-run-code')).toHaveAttribute('data-status', 'stopped');
  // Nothing more goes out after Stop.
  await page.waitForTimeout(1_000);
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(6);

  const csv = (await downloadedText(page, 'compare-export-csv')).trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
  expect(csv.map((r) => `${r[0]}${r[2]}${r[3]}:${r[4]}`)).toEqual(['1classic1:ok', '1code1:ok', '1classic2:ok', '1code2:ok', '2classic1:ok', '2code1:stopped']);
});
