// Code mode's `code-files` variant and the generated package on its own: the playground imports a typed function
// from /apis/<short name>/, whose request the brewery stand-in records, and a 404 raises ApiError in Python.
import { expect, test } from '@playwright/test';
import { openPlayground, runCode } from './fixtures/playground';
import { BREWERY_ORIGIN } from './servers/ports';

test.describe.configure({ timeout: 300_000 });

const IMPORT_AND_CALL = `import os
from apis.open_brewery_db import ApiError, search_breweries, get_single_brewery
rows = search_breweries(query="san diego", per_page=3)
try:
    get_single_brewery(obdb_id="no-such-brewery")
    error = None
except ApiError as e:
    error = {"status": e.status, "operation": e.operation, "body": e.body}
try:
    open("/apis/open_brewery_db/breweries.py", "w").write("x")
    locked = False
except PermissionError:
    locked = True
result = {
    "rows": len(rows), "first": sorted(rows[0]),
    "error": error, "locked": locked,
    "listing": sorted(os.listdir("/apis/open_brewery_db")),
    "readme": open("/apis/open_brewery_db/README.md").read(),
    "doc": search_breweries.__doc__,
}`;

test('the playground imports a generated function: the server sees its path and query, a 404 raises ApiError', async ({ page }) => {
  await openPlayground(page, 'result = 1');
  await fetch(`${BREWERY_ORIGIN}/__log/reset`);
  const run = await runCode(page, IMPORT_AND_CALL);
  expect(run.status, `${run.error}\n${run.panelText}`).toBe('ok');
  const out = run.result as { rows: number; first: string[]; error: { status: number; operation: string; body: unknown }; locked: boolean; listing: string[]; readme: string; doc: string };
  expect(out.rows).toBe(3);
  expect(out.first).toContain('brewery_type');
  expect(out.error).toEqual({ status: 404, operation: 'get_single_brewery', body: { message: "Couldn't find Brewery" } });
  expect(out.locked).toBe(true);
  expect(out.listing).toEqual(expect.arrayContaining(['README.md', '__init__.py', 'breweries.py']));
  expect(out.readme).toContain('`breweries` (5)');
  expect(out.doc).toContain('GET /breweries/search');
  const seen = (await (await fetch(`${BREWERY_ORIGIN}/__log`)).json()) as Array<{ method: string; path: string }>;
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining([
    'GET /v1/breweries/search?query=san+diego&per_page=3',
    'GET /v1/breweries/no-such-brewery',
  ]));
});
