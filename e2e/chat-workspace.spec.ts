// The chat workspace in the real app: a file written under /data by the playground shows in the chat's Data panel
// (size, rows, fields, preview) and opens back in the playground, where the next run reads it.
import { expect, test } from '@playwright/test';
import { openPlayground, readRun, runCode, startRun } from './fixtures/playground';

test.describe.configure({ timeout: 300_000 });

const WRITE_CSV = [
  'import csv',
  'rows = requests.get(BASE_URL + "/breweries", params={"by_city": "san_diego", "per_page": 5}).json()',
  'with open("/data/san_diego.csv", "w", newline="") as f:',
  '    w = csv.DictWriter(f, fieldnames=["id", "name", "brewery_type"], extrasaction="ignore")',
  '    w.writeheader()',
  '    w.writerows(rows)',
  'result = len(rows)',
].join('\n');

test('a file written under /data shows in the Data panel and opens in the playground', async ({ page }) => {
  await openPlayground(page, 'result = "ready"');
  const wrote = await runCode(page, WRITE_CSV);
  expect(wrote.status, wrote.error).toBe('ok');
  expect(wrote.result).toBe(5);

  await page.getByTestId('nav-chat').click();
  const file = page.getByTestId('data-file').filter({ has: page.getByText('/data/san_diego.csv') });
  await expect(file).toBeVisible();
  await expect(file.getByTestId('data-file-rows')).toHaveText('5 rows');
  await expect(file).toContainText('Fields: id, name, brewery_type');
  await expect(file).toContainText('from playground');

  await file.getByTestId('data-file-open').click();
  await expect(page.getByTestId('run-button')).toBeEnabled();
  const done = await startRun(page);
  const read = await done(60_000);
  expect(read.status, read.error).toBe('ok');
  expect(read.result).toMatchObject({ rows: 5 });
  expect((await readRun(page)).panelText).toContain('brewery_type');
});
