// A phone (390 × 844): Chat's "enter your key" message jumps to the field it asks for (far below the input), the
// playground brings the result into view after Run, and the editor wraps a long line instead of scrolling sideways.
import { expect, test } from '@playwright/test';
import { openView } from './chat-support';
import { openPlayground, startRun } from './fixtures/playground';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

test('Chat: the message asking for a setting has a button that scrolls to its field and focuses it', async ({ page }) => {
  await openView(page, 'chat');
  const fix = page.getByTestId('blocked-fix');
  await expect(fix).toBeVisible();
  await expect(page.getByTestId('api-key-input')).not.toBeInViewport();
  await fix.click();
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  expect(['model-input', 'api-key-input', 'base-url-input']).toContain(focused);
  await expect(page.getByTestId(focused ?? '')).toBeInViewport();
  await page.getByTestId('model-input').fill('gpt-4o-mini');
  await fix.click();
  await expect(page.getByTestId('api-key-input')).toBeFocused();
  await expect(page.getByTestId('api-key-input')).toBeInViewport();
});

test('Playground: after Run the result comes into view; a long line wraps', async ({ page }) => {
  const long = `result = ${JSON.stringify('moon '.repeat(60))}`;
  await openPlayground(page, long);
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: 60_000 });
  // One logical line, drawn on several visual lines.
  await expect.poll(() => editor.locator('.view-line').count()).toBeGreaterThan(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('run-result')).toHaveCount(0);
  const done = await startRun(page);
  const run = await done();
  expect(run.status).toBe('ok');
  await expect(page.getByTestId('run-result')).toBeInViewport();
});
