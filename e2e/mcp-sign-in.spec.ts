// One clear message per cause a sign-in to an MCP server cannot finish (issue 51), each against its own fake on the
// oauth variant's port (e2e/servers/mcp/oauthTrouble.ts), in the popup the page signs in with: the page stays. And a
// step-up: a connected server's call refused for a scope offers its sign-in, which connects the same source again. And
// a blocked popup: the tab goes to the sign-in and comes back to the same link.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { MCP_AUTH_SERVER, MCP_OAUTH, mcpFailure, mcpTrouble } from './fixtures/mcpServers';
import { BREWERY_SPEC_URL } from './servers/ports';
import { ADMIN_SCOPE, ADMIN_TOOL } from './servers/mcp/tools';

const link = (params: Array<[string, string]>): string => `./?${new URLSearchParams(params).toString()}`;

test('each sign-in failure names its cause: resource mismatch, no registration endpoint (then a pre-registered client), refused consent, a scope never granted', async ({ page }) => {
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['view', 'playground']]));
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
  const start = page.url();
  await page.getByTestId('mcp-add-toggle').click();
  // Each server's failure stays shown (one panel a server): each step reads its own server's.
  let error = page.getByTestId('mcp-error');
  const connect = async (url: string) => {
    error = mcpFailure(page, url);
    await page.getByTestId('mcp-url').fill(url);
    await page.getByTestId('mcp-connect').click();
  };
  const signIn = () => signInWithPopup(page, error);

  await connect(mcpTrouble('mismatch'));
  await expect(error).toContainText('protected-resource metadata names another resource', { timeout: 60_000 });
  await expect(error).not.toContainText('asks you to sign in');

  await connect(mcpTrouble('noreg'));
  await expect(error).toContainText('has no registration endpoint', { timeout: 60_000 });
  await expect(error).toContainText('Auth → OAuth client');
  await page.getByTestId('mcp-auth-kind').selectOption('client');
  await page.getByTestId('mcp-client-id').fill('cmp-registered');
  await page.getByTestId('mcp-connect').click();
  await expect(error.getByTestId('mcp-sign-in')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('mcp-auth-kind').selectOption('none');

  await connect(mcpTrouble('deny'));
  await signIn();
  await expect(error).toContainText('was refused at its authorization server (access_denied)', { timeout: 60_000 });

  await connect(mcpTrouble('scope'));
  await signIn();
  await expect(error.getByTestId('mcp-sign-in')).toBeVisible({ timeout: 60_000 });
  await signIn();
  await expect(error).toContainText('still refuses after 2 sign-ins in a row: it asks for the scope "notes:admin"', { timeout: 60_000 });
  await expect(error.getByTestId('mcp-sign-in')).toHaveCount(0);
  await expect(page.getByTestId('mcp-error')).toHaveCount(4);
  // Every sign-in ran in the popup: this page never left, its spec is still loaded.
  expect(new URL(page.url()).pathname).toBe(new URL(start).pathname);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
});

/** The user's click on Sign in (in `within`, one server's failure): the popup goes to the authorization page and closes itself on the way back. */
async function signInWithPopup(page: Page, within: Page | Locator = page): Promise<void> {
  const popup = page.waitForEvent('popup');
  await within.getByTestId('mcp-sign-in').click();
  await (await popup).waitForEvent('close', { timeout: 60_000 });
}

test('a call refused for a scope offers "Sign in at <origin>"; back from it the same source is connected again and the call works', async ({ page }) => {
  await trackRuns(page);
  const code = `result = call_tool("brewery_notes.${ADMIN_TOOL}")`;
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['mcp', MCP_OAUTH], ['view', 'playground'], ['code', base64url(code)]]));
  await page.getByTestId('mcp-link-connect').click();
  await signInWithPopup(page);
  const chips = page.locator('.api-chip');
  await expect(page.getByTestId('mcp-chip-brewery_notes')).toBeVisible({ timeout: 60_000 });
  const sources = await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  const linked = new URL(page.url()).searchParams.getAll('mcp');
  expect(linked).toEqual([MCP_OAUTH]);
  await waitForSandboxReady(page);

  const refused = await (await startRun(page))(60_000);
  expect(refused.status).toBe('error');
  // The step-up asks for the scope it had and the one the call needs (the v2 SDK's union, SEP-2350).
  expect(refused.error + refused.panelText).toContain(`the scope "notes ${ADMIN_SCOPE}"`);
  await expect(page.getByTestId('mcp-sign-in')).toHaveText(`Sign in at ${new URL(MCP_AUTH_SERVER).origin}`);
  await expect(page.getByTestId('mcp-error')).toContainText(`the scope "notes ${ADMIN_SCOPE}"`);

  await signInWithPopup(page);
  await expect(page.getByTestId('mcp-error')).toHaveCount(0, { timeout: 60_000 });
  // The same source, in its place: no second one, the same name, the same link.
  expect(await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(sources);
  expect(new URL(page.url()).searchParams.getAll('mcp')).toEqual(linked);
  const again = await (await startRun(page))(60_000);
  expect([again.status, JSON.stringify(again.result)]).toEqual(['ok', expect.stringContaining('notes saved')]);
});

test('a blocked popup: the tab itself goes to the sign-in and comes back to the same view, code and sources, the server connected with its token', async ({ page }) => {
  // The browser blocks the popup: window.open answers null, as a popup blocker makes it.
  await page.addInitScript(() => (window.open = () => null));
  const code = 'result = call_tool("brewery_notes.list_breweries", {"state": "Colorado"})';
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['mcp', MCP_OAUTH], ['view', 'playground'], ['code', base64url(code)]]));
  await page.getByTestId('mcp-link-connect').click();
  // The authorization server answers with redirects: its page is never committed, so its request shows the tab left.
  const left = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && r.url().startsWith(MCP_AUTH_SERVER));
  await page.getByTestId('mcp-sign-in').click();
  await left;
  await expect(page.getByTestId('mcp-chip-brewery_notes')).toBeVisible({ timeout: 60_000 });
  // Back on the page's own link: its view, code and server, and no code or state from the sign-in.
  const back = new URL(page.url()).searchParams;
  expect([back.get('view'), back.get('code'), back.getAll('mcp'), back.has('state')]).toEqual(['playground', base64url(code), [MCP_OAUTH], false]);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
});
