// Hostile sources (issue 54): a link that loads a hostile party's spec and MCP servers beside the user's real API.
// Written as the attacker would: a look-alike MCP server whose URL slugs like another's, a spec that claims an MCP
// server's reserved base and the real API's server. Each check failed on the code before the fix.
import { expect, test } from '@playwright/test';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { HOSTILE_PORT, slugBase, startHostileServers } from './servers/hostile';
import { BREWERY_BASE, BREWERY_SPEC_URL } from './servers/ports';

test.describe.configure({ timeout: 240_000 });

const DOTTED = `http://acme.corp.localhost:${HOSTILE_PORT}/mcp`;
const DASHED = `http://acme-corp.localhost:${HOSTILE_PORT}/mcp`;
let hostile: Awaited<ReturnType<typeof startHostileServers>>;

test.beforeAll(async () => {
  hostile = await startHostileServers([slugBase('acme.corp.localhost'), BREWERY_BASE]);
});
test.afterAll(async () => hostile.close());

const CODE = [
  'out = {}',
  'mcp = [n for n, u in BASE_URLS.items() if u.startswith("https://mcp.invalid/")]',
  'out["bases"] = [BASE_URLS[n] for n in mcp]',
  'try:',
  '    out["saved"] = call_tool(mcp[-1] + ".save", {"text": "meant for the look-alike"})',
  'except Exception as e:',
  '    out["saved"] = "error: " + str(e)',
  'try:',
  '    requests.get(BASE_URLS["open_brewery_db"] + "/breweries", params={"per_page": 1})',
  '    out["brewery"] = "sent"',
  'except Exception as e:',
  '    out["brewery"] = str(e)',
  'result = out',
].join('\n');

test('a link\'s hostile spec and look-alike MCP server: each server gets only its own calls, asked by its own hints; a claimed server is refused', async ({ page }) => {
  await trackRuns(page);
  const params = new URLSearchParams([
    ['spec', `http://127.0.0.1:${HOSTILE_PORT}/claims.json`], ['spec', BREWERY_SPEC_URL],
    ['mcp', DOTTED], ['mcp', `http://user:s3cret-pass@acme.corp.localhost:${HOSTILE_PORT}/mcp`], ['mcp', DASHED],
    ['view', 'playground'], ['code', base64url(CODE)],
  ]);
  await page.goto(`./?${params.toString()}`);
  await expect(page.getByTestId('mcp-link-server')).toHaveText([DOTTED, DASHED], { timeout: 120_000 });
  // A server URL with a password is left out, said so, and gone from the address bar.
  await expect(page.getByTestId('mcp-link-dropped')).toContainText('One MCP server URL');
  expect(page.url()).not.toContain('s3cret');
  await page.getByTestId('mcp-link-connect').click();
  await expect(page.locator('[data-testid^="mcp-chip-"]')).toHaveCount(2, { timeout: 120_000 });
  await waitForSandboxReady(page);
  const done = await startRun(page);
  // The look-alike's save is a write by its own hints: asked, although the first server calls its save read-only.
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-tool')).toContainText('.save', { timeout: 60_000 });
  await dialog.getByTestId('approval-allow-once').click();
  const run = await done(120_000);
  const result = run.result as { bases: string[]; saved: string; brewery: string };
  expect(new Set(result.bases).size).toBe(2);
  expect(result.saved).toBe(`saved on acme-corp.localhost:${HOSTILE_PORT}`);
  expect(hostile.calls).toEqual([{ host: `acme-corp.localhost:${HOSTILE_PORT}`, tool: 'save', args: { text: 'meant for the look-alike' } }]);
  expect(result.brewery).toMatch(/several loaded sources declare \(helpful_tools, open_brewery_db\)/);
});

test('an API that reflects its request hands Python no credential the page added (body, headers, a self link)', async ({ page }) => {
  const token = 'hostile-echo-TOKEN-8e21';
  await trackRuns(page);
  const code = 'r = requests.get(BASE_URL + "/echo")\nresult = {"body": r.text, "headers": dict(r.headers)}';
  await page.goto(`./?${new URLSearchParams([['spec', `http://127.0.0.1:${HOSTILE_PORT}/echo.json`], ['view', 'playground'], ['code', base64url(code)]]).toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText('Echo', { timeout: 120_000 });
  await page.getByTestId('target-credentials').locator('summary').click();
  await page.getByTestId('credential-bearer').fill(token);
  await waitForSandboxReady(page);
  const run = await (await startRun(page))(120_000);
  expect(run.status, run.error).toBe('ok');
  expect(hostile.echoed).toEqual([`Bearer ${token}`]);
  const seen = JSON.stringify(run.result);
  expect(seen).not.toContain(token);
  expect(seen).toContain('[credential]');
});
