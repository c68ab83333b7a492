// MCP servers as sources (issue 38) against real MCP servers from the SDK on loopback (e2e/servers/mcp.ts): add by
// link or form, every connection failure named, call_tool in Python (results, ToolError, bare names), approvals by
// annotation, chat in code and classic mode, an MCP server beside an OpenAPI spec, and OAuth with PKCE.
import { expect, test, type Page } from '@playwright/test';
import { configureLlm, sendPrompt } from './chat-support';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { confirmLinkServers, MCP_AUTH_SERVER, MCP_BEARER, MCP_BEARER_TOKEN, MCP_HIDDEN_SESSION, MCP_NOCORS, MCP_OAUTH, MCP_OPEN, mcpFailure, mcpNotes, resetMcpNotes } from './fixtures/mcpServers';
import { BREWERY_SPEC_URL } from './servers/ports';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ timeout: 300_000 });
test.beforeEach(resetMcpNotes);

const NAME = 'brewery_notes';
const link = (params: Array<[string, string]>): string => `./?${new URLSearchParams(params).toString()}`;

async function openPlaygroundWith(page: Page, params: Array<[string, string]>, code: string): Promise<void> {
  await trackRuns(page);
  await page.goto(link([...params, ['view', 'playground'], ['code', base64url(code)]]));
  await confirmLinkServers(page, params.filter(([k]) => k === 'mcp').map(([, v]) => v));
  await expect(page.getByTestId('spec-title')).toContainText('Brewery notes', { timeout: 120_000 });
  await waitForSandboxReady(page);
}

const READS = [
  `rows = call_tool("${NAME}.list_breweries", {"state": "Colorado"})["breweries"]`,
  'one = call_tool("get_brewery", {"id": rows[0]["id"]})',
  'try:',
  `    call_tool("${NAME}.fail_always")`,
  '    failed = None',
  'except ToolError as e:',
  '    failed = str(e)',
  'result = {"denver": sum(1 for r in rows if r["city"] == "Denver"), "same": one["id"] == rows[0]["id"], "failed": failed}',
].join('\n');

test('?mcp= connects a server; Python reads structured and text results, a failing tool raises ToolError; writes wait for approval and Deny sends nothing', async ({ page }) => {
  await openPlaygroundWith(page, [['mcp', MCP_OPEN]], READS);
  // The link carries the server (mcp=), so the playground does not say links carry only the code.
  await expect(page.getByText('links to it carry only the code')).toHaveCount(0);
  const done = await startRun(page);
  const run = await done(120_000);
  expect(run.result).toEqual({ denver: 10, same: true, failed: 'The upstream brewery service is down' });
  const tools = page.getByTestId('network-log-tool');
  await expect(tools).toHaveText(['MCP list_breweries', 'MCP get_brewery', 'MCP fail_always']);
  expect(new URL(page.url()).searchParams.getAll('mcp')).toEqual([MCP_OPEN]);

  await page.getByTestId('code-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`result = [call_tool("${NAME}.add_note", {"brewery_id": "x", "note": "n"}), call_tool("delete_notes")]`);
  const write = await startRun(page);
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-tool')).toHaveText(`${NAME}.add_note`);
  await expect(dialog.getByTestId('approval-body')).toContainText('"note": "n"');
  await expect(dialog.getByTestId('approval-destructive')).toHaveCount(0);
  await dialog.getByTestId('approval-deny').click();
  const denied = await write(120_000);
  expect(denied.status).toBe('error');
  expect(denied.error + denied.panelText).toMatch(/denied by the user: the tool brewery_notes\.add_note/);
  expect((await mcpNotes()).calls.map((c) => c.tool)).toEqual(['list_breweries', 'get_brewery', 'fail_always']);
});

test('each connection failure says why, per server: 401 asks for a token (then connects), no CORS lists what is missing, a hidden Mcp-Session-Id and a bad port are named', async ({ page }) => {
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['view', 'playground']]));
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
  await page.getByTestId('mcp-add-toggle').click();
  const connect = async (url: string) => {
    await page.getByTestId('mcp-url').fill(url);
    await page.getByTestId('mcp-connect').click();
  };
  const nocors = mcpFailure(page, MCP_NOCORS);
  await connect(MCP_NOCORS);
  await expect(nocors).toContainText('Access-Control-Expose-Headers');
  await expect(nocors).toContainText('CORS proxy');
  await connect(MCP_HIDDEN_SESSION);
  await expect(mcpFailure(page, MCP_HIDDEN_SESSION)).toContainText('Mcp-Session-Id');
  // A bad port (Chromium: net::ERR_UNSAFE_PORT, nothing sent) is named as such, not "unreachable".
  const unsafe = 'http://127.0.0.1:6000/mcp';
  await connect(unsafe);
  await expect(mcpFailure(page, unsafe)).toContainText('refuses to connect to port 6000 at all');
  await page.getByRole('button', { name: `Dismiss the error for ${unsafe}` }).click();
  await connect(MCP_BEARER);
  await expect(mcpFailure(page, MCP_BEARER)).toContainText('401');
  await page.getByTestId('mcp-auth-kind').selectOption('bearer');
  await page.getByTestId('mcp-token').fill(MCP_BEARER_TOKEN);
  await page.getByTestId('mcp-connect').click();
  await expect(page.getByTestId(`mcp-chip-${NAME}`)).toBeVisible({ timeout: 60_000 });
  // Another server's connect or success leaves each failure shown, named by its server, until it is dismissed.
  await expect(mcpFailure(page, MCP_BEARER)).toHaveCount(0);
  await expect(nocors).toContainText(MCP_NOCORS);
  await nocors.getByRole('button', { name: `Dismiss the error for ${MCP_NOCORS}` }).click();
  await expect(page.getByTestId('mcp-error')).toHaveCount(1);
  await expect(mcpFailure(page, MCP_HIDDEN_SESSION)).toBeVisible();
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
  expect(page.url()).not.toContain(MCP_BEARER_TOKEN);
  expect(new URL(page.url()).searchParams.getAll('mcp')).toEqual([MCP_BEARER]);
});

test('chat: code mode filters a tool\'s structured result in Python beside an OpenAPI API; classic mode offers the tools as they are', async ({ page }) => {
  const code = [
    `rows = call_tool("${NAME}.list_breweries", {"city": "Denver"})["breweries"]`,
    'api = requests.get(BASE_URLS["open_brewery_db"] + "/breweries", params={"by_city": "denver", "per_page": 3}).json()',
    'result = {"mcp": sorted(r["name"] for r in rows if r["brewery_type"] == "micro")[:2], "api": len(api)}',
  ].join('\n');
  const scenario = 'mcp-code';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code } }] },
    { type: 'echo-last-tool-result', prefix: 'Found: ' },
  ]);
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['mcp', MCP_OPEN], ['view', 'chat'], ['mode', 'code']]));
  await confirmLinkServers(page, [MCP_OPEN]);
  await expect(page.getByTestId(`mcp-chip-${NAME}`)).toBeVisible({ timeout: 120_000 });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Which Denver microbreweries have notes, and how many Denver breweries does the API list?');
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 180_000 });
  await expect(answer).toContainText('"api":3');
  await expect(answer).toContainText('"mcp":[');
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(JSON.stringify(sent[0])).toContain('call_tool');

  const classic = 'mcp-classic';
  await useScenario(classic, [
    { type: 'tool-calls', calls: [{ name: `${NAME}__list_breweries`, arguments: { state: 'Oregon', limit: 2 } }] },
    { type: 'echo-last-tool-result', prefix: 'Got: ' },
  ]);
  await page.getByTestId('mode-select').selectOption('classic');
  await configureLlm(page, { model: classic });
  await sendPrompt(page, 'Two Oregon breweries');
  await expect(answer).toHaveCount(2, { timeout: 120_000 });
  await expect(answer.nth(1)).toContainText('Portland');
  const classicSent = await fakeLlmRequests(undefined, classic);
  expect(classicSent[0]?.tools).toEqual(expect.arrayContaining([`${NAME}__list_breweries`, `${NAME}__add_note`]));
  expect((await mcpNotes()).calls.map((c) => c.tool)).toEqual(['list_breweries', 'list_breweries']);
});

test('OAuth with PKCE: a link neither connects nor leaves by itself; the user\'s clicks sign in, and the page comes back connected', async ({ page }) => {
  const reached: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.port === new URL(MCP_OAUTH).port || u.origin === new URL(MCP_AUTH_SERVER).origin) reached.push(r.url());
  });
  await page.goto(link([['mcp', MCP_OAUTH], ['view', 'playground']]));
  await expect(page.getByTestId('mcp-link-prompt')).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(500);
  expect(reached).toEqual([]);
  await page.getByTestId('mcp-link-connect').click();
  const signIn = page.getByTestId('mcp-sign-in');
  await expect(signIn).toHaveText(`Sign in at ${new URL(MCP_AUTH_SERVER).origin}`, { timeout: 60_000 });
  await expect(page.getByTestId('mcp-error')).toContainText(`asks you to sign in at ${new URL(MCP_AUTH_SERVER).origin}`);
  expect(page.url()).not.toContain('/authorize');
  await signIn.click();
  await expect(page.getByTestId('spec-title')).toContainText('Brewery notes', { timeout: 120_000 });
  await expect(page.getByTestId('mcp-link-prompt')).toHaveCount(0);
  const url = new URL(page.url());
  expect(url.searchParams.get('code')).toBeNull();
  expect(url.searchParams.getAll('mcp')).toEqual([MCP_OAUTH]);
  const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('mcp-oauth:tokens:')));
  expect(stored).toEqual([`mcp-oauth:tokens:${MCP_OAUTH}`]);
});
