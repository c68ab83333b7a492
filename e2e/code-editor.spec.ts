// The code editor keeps every keystroke on a slow machine: syncing the text from React must never put back a value
// from before the last keystroke (it did when that sync ran as a passive effect after the next key).
import { expect, test } from '@playwright/test';

test('fast typing under a 6x CPU slowdown loses no characters', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`./?view=playground&code=${Buffer.from('result = 1', 'utf8').toString('base64url')}`);
  const lines = page.getByTestId('code-editor').locator('.view-lines');
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-editor', 'monaco', { timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let expected = 'result = 1';
  for (let round = 0; round < 3; round++) {
    await lines.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('0123456789');
    expected += '0123456789';
    await expect.poll(async () => (await lines.innerText()).replace(/\u00a0/g, ' '), { timeout: 20_000 }).toContain(expected);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect.poll(() => new URL(page.url()).searchParams.get('code'), { timeout: 20_000 })
    .toBe(Buffer.from(expected, 'utf8').toString('base64url'));
});
