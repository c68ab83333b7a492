// Dual mode in chat, scripted on the fake LLM over the fixture spec with exportBreweries: a typed call with invalid
// arguments gets the validation error and the stand-in sees no request; the valid call goes through; the bulk export
// through its typed tool is off-ramped whole into /data, and the next execute counts all rows from the file.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { parseCsvRecords } from './servers/brewery/csv';
import { EXPORT_SPEC_URL } from './servers/ports';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import { countTokens } from '../src/core/tokens';

test.describe.configure({ timeout: 300_000 });

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const expected: Record<string, number> = {};
for (const r of rows) expected[r.brewery_type ?? ''] = (expected[r.brewery_type ?? ''] ?? 0) + 1;

// Finds the off-ramped file the way a model would after reading the preview: by the tool's name.
const COUNT = [
  'import collections, json, os',
  'path = "/data/" + sorted(n for n in os.listdir("/data") if "exportBreweries" in n and n.endswith(".json"))[0]',
  'with open(path) as f:',
  '    rows = json.load(f)',
  'result = dict(sorted(collections.Counter(r["brewery_type"] for r in rows).items()))',
].join('\n');

type Sent = { messages?: Array<{ role: string; content: unknown }> };
const toolContents = (body: unknown): string[] =>
  ((body as Sent).messages ?? []).filter((m) => m.role === 'tool').map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? '')));

test('dual: typed tools validate before sending, the export is off-ramped to /data, execute counts it', async ({ page }) => {
  const scenario = 'chat-dual';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { per_page: 'five' } }] },
    { type: 'tool-calls', calls: [{ name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }] },
    { type: 'tool-calls', calls: [{ name: 'exportBreweries', arguments: {} }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: COUNT } }] },
    { type: 'echo-last-tool-result', prefix: 'Counts by type:\n' },
  ]);
  await openView(page, 'chat', { mode: 'dual', spec: EXPORT_SPEC_URL });
  await expect(page.getByTestId('mode-select')).toHaveValue('dual');
  await expect(page.getByTestId('chat-dual-surface')).toHaveAttribute('data-surface', 'direct', { timeout: 60_000 });
  await configureLlm(page, { model: scenario });
  await resetBreweryLog();
  await sendPrompt(page, 'Find moon breweries, then count all breweries by brewery_type.');

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 180_000 });
  const counts = JSON.parse(/\{[^{}]*\}/.exec((await answer.textContent()) ?? '')?.[0] ?? '{}') as Record<string, number>;
  expect(counts).toEqual(Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))));

  // Typed tools for the spec's six operations plus execute; no code-mode meta-tools.
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent[0]?.tools).toEqual(['getSingleBrewery', 'listBreweries', 'getRandomBrewery', 'searchBreweries', 'getBreweriesMetadata', 'exportBreweries', 'execute']);

  // The invalid call: a clear error naming the fields, and not one request reached the API for it.
  const [invalid, valid, ramped] = toolContents(sent[3]?.body);
  expect(invalid).toContain('no request was sent');
  expect(invalid).toContain('missing required "query"');
  expect(invalid).toContain('"per_page" must be integer');
  expect(valid).toContain('HTTP 200');
  const api = (await breweryLog()).filter((r) => r.path.startsWith('/v1/') && r.method !== 'OPTIONS').map((r) => r.path);
  expect(api).toEqual(['/v1/breweries/search?query=moon&per_page=5', '/v1/breweries/export']);

  // The export reached the model as a preview within 800 tokens, the whole of it in /data.
  expect(ramped).toMatch(/\/data\/[\w.-]+\.(json|csv)/);
  expect(ramped).toContain('11,822 rows');
  expect(countTokens(ramped ?? '')).toBeLessThanOrEqual(800);
  const mark = page.getByTestId('offramp-mark');
  await expect(mark).toHaveCount(1);
  expect(Number(await mark.getAttribute('data-tokens'))).toBeGreaterThan(4_000);
  await expect(page.locator('[data-testid="data-file"][data-name^="exportBreweries"][data-name$=".json"]').getByTestId('data-file-rows')).toHaveText('11,822 rows');
});
