// Reference programs from published code-mode write-ups, run in the playground against the local Open Brewery
// DB stand-in. Expected answers are computed here straight from the CSV, not through the server.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/pythonWait';
import { fixtureText, openPlayground, runCode, startRun, waitForSandboxReady, sharedPlayground } from './fixtures/playground';
import { parseCsvRecords } from './servers/brewery/csv';

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));
const MOON = fixtureText('./programs/moon_top5.py');
const SAN_DIEGO = fixtureText('./programs/san_diego_summary.py');

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const hasMoon = (r: Record<string, string>): boolean => (r.name ?? '').toLowerCase().includes('moon');

function countBy(values: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // Stable sort keeps first-seen order among ties, like Python's Counter.most_common.
  return [...counts].sort((a, b) => b[1] - a[1]);
}

// Not 'serial': a failure must not skip the rest. The tests that open a link get a fresh page; the San Diego tests
// share one (one warm sandbox): each sets its own code and reads only its own run.
test.describe.configure({ mode: 'default' });

const shared = sharedPlayground();

// One cold boot for both checks of the moon link: its first opening, and (with JSPI) opening it again.
test('moon: top 5 breweries with "moon" in the name, as name and city; the same link opened again shows the code but does not run it', async ({ page, withoutJspi }) => {
  test.setTimeout(300_000);
  // Opened as a shared link would open it: spec + code in the URL, nothing runs until Run is pressed.
  await openPlayground(page, MOON);
  await expect(page.getByTestId('run-result')).toHaveCount(0);
  const done = await startRun(page);
  const run = await done(60_000);
  expect(run.status, run.error).toBe('ok');
  const expected = rows.filter(hasMoon).slice(0, 5).map((r) => ({ name: r.name, city: r.city }));
  expect(expected).toHaveLength(5);
  expect(run.result).toEqual(expected);
  expect(run.stdout).toContain(`${rows.filter(hasMoon).length} matches, showing 5`);
  await expect(page.getByTestId('network-log')).toContainText('/v1/breweries/search');

  // What a link does on opening does not depend on how Python waits (a cold boot saved without JSPI).
  if (withoutJspi) return;
  await page.reload();
  await waitForSandboxReady(page);
  await expect(page.getByTestId('run-result')).toHaveCount(0);
  const again = await startRun(page);
  expect((await again(60_000)).status).toBe('ok');
});

test('San Diego summary: paginated, deduped, counted by type, top cities, moon top 5, no errors', async () => {
  test.setTimeout(90_000);
  const run = await runCode(shared(), SAN_DIEGO, 60_000);
  expect(run.status, run.error).toBe('ok');

  const sd = rows.filter((r) => (r.city ?? '').toLowerCase().includes('san diego'));
  const unique = [...new Map(sd.map((r) => [r.id, r])).values()];
  const expected = {
    san_diego: {
      total: unique.length,
      pages: Math.ceil(unique.length / 50),
      by_type: Object.fromEntries(countBy(unique.map((r) => r.brewery_type ?? ''))),
      top_cities: countBy(unique.map((r) => r.city ?? '')).slice(0, 3).map(([city, count]) => ({ city, count })),
    },
    moon_top5: rows
      .filter(hasMoon)
      .map((r) => ({ name: r.name ?? '', city: r.city ?? '', state: r.state_province ?? '' }))
      .sort((a, b) => byCodePoint(a.name, b.name))
      .slice(0, 5),
    errors: [],
  };
  expect(unique.length).toBeGreaterThan(50); // the program really has to paginate
  expect(run.result).toEqual(expected);
  // One request per page (plus an empty one when the last page is full) and one search.
  const requests = expected.san_diego.pages + (unique.length % 50 === 0 ? 1 : 0) + 1;
  expect(run.panelText).toContain(`${requests} requests`);
});

test('San Diego summary: failures land in `errors` instead of crashing', async () => {
  const broken = `BASE_URL = BASE_URL + "/no-such-prefix"\n${SAN_DIEGO}`;
  const run = await runCode(shared(), broken, 60_000);
  expect(run.status, run.error).toBe('ok');
  const result = run.result as { san_diego: { total: number }; moon_top5: unknown[]; errors: string[] };
  expect(result.san_diego.total).toBe(0);
  expect(result.moon_top5).toEqual([]);
  expect(result.errors).toHaveLength(2);
  expect(result.errors[0]).toMatch(/404/);
});
