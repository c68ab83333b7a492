// Large spec in the explorer: GitHub's OpenAPI document loads from a URL in the catalog worker, shows its title and
// operations, finds the right operation and its full schema. Always on the trimmed copy (test-support/shared-trimmed);
// on the full 13 MB document too when ../shared (or CMP_SHARED_DIR) has it, where the page must also take clicks
// while it loads. No timing asserts here: the numbers come from `npm run bench -- browser-spec`.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSpecServer, type SpecServer } from '../scripts/bench/specServer';
import { SHARED_DIR, TRIMMED_DIR, hasShared } from '../test-support/sharedDir';

const VARIANTS = [
  { name: 'trimmed', dir: join(TRIMMED_DIR, 'specs'), operations: /Operations\s*\(404\)/, large: false },
  ...(hasShared('specs/github.openapi.json') ? [{ name: 'full', dir: join(SHARED_DIR, 'specs'), operations: /Operations\s*\(1,?223\)/, large: true }] : []),
];
// 13 MB parsed and indexed on a shared 2-core machine: generous, and not a measurement.
const LOAD_MS = 180_000;

test.describe('large spec (GitHub REST API)', () => {
  test.setTimeout(300_000);

  let server: SpecServer | undefined;
  test.beforeAll(async () => {
    server = await startSpecServer(Object.fromEntries(VARIANTS.map((v) => [v.name, v.dir])));
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const variant of VARIANTS) {
    test(`loads GitHub (${variant.name}) from a URL${variant.large ? ' while the page keeps handling input' : ''}, then finds an operation`, async ({ page }) => {
      if (!server) throw new Error('spec server did not start');
      const specUrl = server.urlFor(variant.name, 'github.openapi.json');
      await page.goto(`./?spec=${encodeURIComponent(specUrl)}`);
      const progress = page.getByTestId('spec-progress');
      if (variant.large) await expectResponsiveWhileLoading(page);

      await expect(page.getByTestId('spec-title')).toContainText("GitHub's official OpenAPI spec", { timeout: LOAD_MS });
      await expect(progress).toBeHidden({ timeout: LOAD_MS });
      await expect(page.getByRole('region', { name: 'Operations by tag' }).getByRole('heading', { level: 2 })).toHaveText(variant.operations);
      await expect(page.getByTestId('tag-group').first()).toBeVisible();
      await expect(page.getByTestId('spec-error')).toHaveCount(0);
      expect(Number(await page.getByTestId('context-tokens-code').getAttribute('data-value'))).toBeGreaterThan(0);
      await expect(page.getByTestId('context-tokens-dual')).toHaveAttribute('data-surface', 'operation');

      await page.getByTestId('op-search-input').fill('list issues in a repository');
      const results = page.getByTestId('op-search-result');
      await expect(results.first()).toBeVisible({ timeout: 60_000 });
      const top = (await results.evaluateAll((rows) => rows.slice(0, 5).map((r) => r.textContent ?? '')));
      expect(top.some((text) => /GET/.test(text) && text.includes('/repos/{owner}/{repo}/issues') && !text.includes('/repos/{owner}/{repo}/issues/'))).toBe(true);

      // The full schema dereferences components.schemas, which the loader leaves unparsed until first use.
      await results.filter({ hasText: '/repos/{owner}/{repo}/issues' }).first().click();
      const schema = page.getByTestId('schema-text');
      await expect(schema).toContainText('/repos/{owner}/{repo}/issues', { timeout: 30_000 });
      await page.getByTestId('schema-tab-full').click();
      await expect(schema).toHaveAttribute('data-detail', 'full');
      await expect(schema).toContainText('"properties"', { timeout: 30_000 });
      await expect(schema).toContainText('"html_url"');
    });
  }
});

/** While the worker fetches, parses and indexes, the main thread still opens and closes a dialog. */
async function expectResponsiveWhileLoading(page: Page): Promise<void> {
  const progress = page.getByTestId('spec-progress');
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('spec-paste-button').click();
  const pasteInput = page.getByTestId('spec-paste-input');
  await expect(pasteInput).toBeVisible();
  const loadingWhenOpened = await progress.isVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(pasteInput).toBeHidden();
  test.info().annotations.push({
    type: 'responsiveness',
    description: loadingWhenOpened ? 'dialog opened while the spec was still loading' : 'load finished before the dialog opened (fast machine)',
  });
}
