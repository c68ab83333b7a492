// Compare on the bulk export (fixture spec): classic runs pure, so the 4.4 MB result is cut at the cap and the column
// and the report say so; code and dual save it whole under /data (the off-ramp) and show the tokens kept out.
import { expect, test } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, openView } from './chat-support';
import { EXPORT_SPEC_URL } from './servers/ports';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 300_000 });

const classic = { when: { toolNotOffered: 'execute' } };
const code = { when: { toolOffered: 'save_skill' } };
const dual = { when: { toolOffered: 'execute', toolNotOffered: 'save_skill' } };
const TURNS: FakeTurn[] = [
  { ...classic, type: 'tool-calls', calls: [{ name: 'exportBreweries', arguments: {} }], usage: { input: 900, output: 12 } },
  { ...classic, type: 'text', text: 'I only saw part of the list.', usage: { input: 6100, output: 20 } },
  { ...code, type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: 'result = requests.get(BASE_URL + "/breweries/export").json()' } }], usage: { input: 700, output: 30 } },
  { ...code, type: 'text', text: 'Saved to /data.', usage: { input: 1300, output: 10 } },
  { ...dual, type: 'tool-calls', calls: [{ name: 'exportBreweries', arguments: {} }], usage: { input: 1100, output: 12 } },
  { ...dual, type: 'text', text: 'Saved to /data.', usage: { input: 1700, output: 10 } },
];

test('pure classic truncates the export and says so; code and dual off-ramp it', async ({ page }) => {
  const scenario = 'compare-offramp';
  await useScenario(scenario, TURNS);
  await openView(page, 'compare', { spec: EXPORT_SPEC_URL });
  await configureLlm(page, { model: scenario });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('compare-prompt').fill('Count all breweries by type');
  await page.getByTestId('compare-button').click();
  for (const mode of ['classic', 'code', 'dual']) {
    await expect(page.getByTestId(`compare-run-${mode}`)).toHaveAttribute('data-status', 'ok', { timeout: 200_000 });
  }
  await expect(page.getByTestId('tokens-total-dual')).toHaveAttribute('data-value', String(1100 + 12 + 1700 + 10));

  await expect(page.getByTestId('truncated-classic')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('truncated-code')).toHaveCount(0);
  await expect(page.getByTestId('kept-out-classic')).toHaveAttribute('data-value', '0');
  for (const mode of ['code', 'dual']) {
    expect(Number(await page.getByTestId(`kept-out-${mode}`).getAttribute('data-value'))).toBeGreaterThan(4_000);
  }

  // Three columns on a laptop: each step's off-ramp mark stays inside its column.
  for (const mode of ['code', 'dual']) {
    const column = await page.getByTestId(`compare-run-${mode}`).boundingBox();
    const mark = await page.getByTestId(`compare-run-${mode}`).getByTestId('offramp-mark').boundingBox();
    expect(mark && column && mark.x + mark.width <= column.x + column.width + 0.5, `${mode}: off-ramp mark inside its column`).toBe(true);
  }

  // What classic's model got: the first 20,000 characters and the cut marker.
  const sent = await fakeLlmRequests(undefined, scenario);
  const classicTool = ((sent[1]?.body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? []).find((m) => m.role === 'tool');
  expect(String(classicTool?.content)).toMatch(/\[truncated: [\d,]+ more characters\]/);

  const md = await downloadedText(page, 'export-markdown');
  expect(md).toMatch(/\| Big tool results \| 1 result truncated at the cap: the model saw only the start \| 1 off-ramped to \/data, [\d,]+ tokens kept out \| 1 off-ramped to \/data, [\d,]+ tokens kept out \|/);
});
