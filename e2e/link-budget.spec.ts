// What a shared playground link loads before its first result, held to e2e/link-budget.json (issue 41): a change that
// adds a chunk to that path, or grows one past its slack, fails here until the budget file says so.
// UPDATE_LINK_BUDGET=1 rewrites the file from this build instead of checking it.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { budgetFrom, budgetProblems, measure, type LinkBudget } from '../scripts/link-budget/budget';
import { base64url } from './fixtures/codeLink';
import { BREWERY_SPEC_URL } from './servers/ports';

const BUDGET_FILE = new URL('./link-budget.json', import.meta.url);
const DIST = new URL('../dist/', import.meta.url);

test('a playground link loads no JavaScript beyond its budget before the first result', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const base = new URL(baseURL ?? '').pathname;
  const requested: Array<{ path: string; at: number }> = [];
  // Page and its workers alike: the catalog worker's chunks count as much as the page's.
  page.context().on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === new URL(baseURL ?? '').origin && /\.m?js$/.test(url.pathname)) requested.push({ path: url.pathname, at: Date.now() });
  });
  await page.goto(`./?${new URLSearchParams({ spec: BREWERY_SPEC_URL, code: base64url('result = 6 * 7') }).toString()}`);
  const run = page.getByTestId('run-button');
  await expect(run).toBeEnabled({ timeout: 120_000 });
  await run.click();
  // The moment the result shows (seen each frame, on the page's clock): what the page fetches after it is not the path.
  const shownAt = await page.waitForFunction(
    () => (document.querySelector('[data-testid="run-result-json"]')?.textContent?.trim() === '42' ? Date.now() : 0),
    undefined,
    { polling: 'raf', timeout: 150_000 },
  ).then((handle) => handle.jsonValue());
  const scripts = new Set(requested.filter((r) => r.at <= shownAt).map((r) => r.path));

  const files = [...scripts].map((path) => ({ path, bytes: statSync(new URL(path.slice(base.length), DIST)).size }));
  expect(files.some((f) => f.path.includes('.worker')), 'the catalog worker is on the path: requests from workers are seen').toBe(true);
  const measured = measure(files);
  if (process.env.UPDATE_LINK_BUDGET) {
    const old = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as LinkBudget;
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budgetFrom(measured, old.note), null, 2)}\n`);
    return;
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as LinkBudget;
  expect(budgetProblems(measured, budget), `JavaScript on the link path (bytes by chunk): ${JSON.stringify(measured)}`).toEqual([]);
});
