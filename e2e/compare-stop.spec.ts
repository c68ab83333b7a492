// Stop in Compare: while a run goes its column shows a ticking elapsed time; a stopped run reads "stopped", not "error".
import { expect, test } from '@playwright/test';
import { configureLlm, openView } from './chat-support';
import { useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ timeout: 180_000 });

test('a run the user stops is labelled stopped, and the running column counts time', async ({ page }) => {
  const scenario = 'compare-stop';
  await useScenario(scenario, [{ when: { toolNotOffered: 'execute' }, type: 'hang' }]);
  await openView(page, 'compare');
  await configureLlm(page, { model: scenario });
  await page.getByTestId('compare-prompt').fill('Anything');
  await page.getByTestId('compare-button').click();
  const status = page.getByTestId('compare-status-classic');
  await expect(status).toContainText(/running · \d+\.\d s/, { timeout: 60_000 });
  const first = await status.textContent();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).not.toBe(first);
  await page.getByTestId('compare-stop').click();
  await expect(page.getByTestId('compare-run-classic')).toHaveAttribute('data-status', 'stopped');
  await expect(status).toHaveText('stopped');
  await expect(page.getByTestId('compare-run-code')).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByTestId('compare-run-dual')).toHaveAttribute('data-status', 'stopped');
});
