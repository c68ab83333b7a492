// Two MCP revisions on one page (e2e/servers/mcp-revisions.ts): the v2 SDK's server that speaks only 2026-07-28 and
// the v1 SDK's 2025-11-25 server behind CORS that predates Mcp-Method. Python calls a tool of each; the write the
// modern server marks destructive waits for approval; its question (input_required) is answered in the same dialog as
// a 2025-11-25 one; the modern one never saw initialize, each call named its tool.
import { expect, test } from '@playwright/test';
import { confirmLinkServers } from './fixtures/mcpServers';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { MCP_HOST, MCP_REVISION_PORTS } from './servers/ports';
import type { SeenRequest } from './servers/mcp/revisions';

const MODERN = `http://${MCP_HOST}:${MCP_REVISION_PORTS.modern}/mcp`;
const LEGACY = `http://${MCP_HOST}:${MCP_REVISION_PORTS.legacy}/mcp`;

const CODE = [
  'balance = call_tool("balance", {"account": "abcd"})',
  'notes = call_tool("note_count")',
  'closed = call_tool("close_account", {"account": "abcd"})',
  'quoted = call_tool("quote", {"to": "bob"})',
  'result = {"balance": balance, "notes": notes, "closed": closed, "quoted": quoted}',
].join('\n');

const requestsOf = async (port: number): Promise<SeenRequest[]> => (await fetch(`http://${MCP_HOST}:${port}/__requests`)).json() as Promise<SeenRequest[]>;

test('a 2026-07-28-only server and a 2025-11-25 server side by side: a tool of each from Python, approval for the write', async ({ page }) => {
  await trackRuns(page);
  await page.goto(`./?${new URLSearchParams([['mcp', MODERN], ['mcp', LEGACY], ['view', 'playground'], ['code', base64url(CODE)]]).toString()}`);
  await confirmLinkServers(page, [MODERN, LEGACY]);
  const chips = page.locator('[data-testid^="mcp-chip-"]');
  await expect(chips).toHaveCount(2, { timeout: 60_000 });
  // Each chip says on hover what the page speaks with its server.
  await expect(chips.nth(0)).toHaveAttribute('title', /· MCP 2026-07-28, stateless$/);
  await expect(chips.nth(1)).toHaveAttribute('title', new RegExp(`\\(${LEGACY.replaceAll('.', '\\.')}\\) · MCP 2025-11-25 over Streamable HTTP$`));
  await waitForSandboxReady(page);

  const done = await startRun(page);
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-tool')).toContainText('close_account', { timeout: 60_000 });
  await dialog.getByTestId('approval-allow-once').click();
  // The modern server's question (input_required): the same dialog as a 2025-11-25 elicitation; the call is sent again.
  const question = dialog.getByTestId('question-dialog');
  await expect(question).toHaveAttribute('data-mode', 'form', { timeout: 60_000 });
  await expect(question.getByTestId('question-server')).toHaveText('ledger');
  await expect(question.getByTestId('question-message')).toHaveText('How much to bob?');
  await question.getByTestId('question-field-cents').fill('250');
  await question.getByTestId('question-accept').click();
  const run = await done(60_000);
  expect(run.result).toEqual({
    balance: { account: 'abcd', cents: 4000 }, notes: { count: 3 }, closed: 'closed abcd',
    quoted: { kind: 'elicit', action: 'accept', content: { cents: 250 } },
  });

  const modern = await requestsOf(MCP_REVISION_PORTS.modern);
  expect(modern.map((r) => r.method)).not.toContain('initialize');
  expect(modern).toContainEqual({ method: 'tools/call', mcpMethod: 'tools/call', mcpName: 'close_account' });
  // The 2025-11-25 server's CORS refused the discover probe's headers: the browser never sent it one, only the handshake.
  const legacy = await requestsOf(MCP_REVISION_PORTS.legacy);
  expect(legacy.filter((r) => r.mcpMethod)).toEqual([]);
});
