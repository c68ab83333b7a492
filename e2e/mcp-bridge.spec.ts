// stdio MCP servers through a bridge (issue 52 item 3): a desktop client's config entry and a command line pasted into
// "Add MCP server" give the bridge command; the test runs that command (a real stdio server from npm,
// @modelcontextprotocol/server-memory, behind mcp-proxy and then supergateway, both from npm) on loopback, and Python
// calls the server's tools through the page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { BREWERY_SPEC_URL, BRIDGE_PORTS } from './servers/ports';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MEMORY = '@modelcontextprotocol/server-memory';

const WRITE_THEN_READ = [
  'call_tool("create_entities", {"entities": [{"name": "Ada Lovelace", "entityType": "person", "observations": ["wrote the first program"]}]})',
  'result = [[e["name"], e["observations"]] for e in call_tool("read_graph")["entities"]]',
].join('\n');

const running: ChildProcess[] = [];
let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cmp-bridge-'));
});
test.afterAll(async () => {
  await Promise.all(running.map(stop));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a bridge command in its own process group and waits until its URL answers. */
async function runBridge(command: string, url: string): Promise<void> {
  // npx costs seconds per start on a busy machine; the packages' own bins (installed, same versions) are what it runs.
  const local = command
    .replaceAll(`npx -y ${MEMORY}`, 'node_modules/.bin/mcp-server-memory')
    .replaceAll(/npx -y (mcp-proxy|supergateway)/g, 'node_modules/.bin/$1');
  const child = spawn('sh', ['-c', local], { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    // Any HTTP answer (a GET without a session is refused) means the bridge listens.
    const answered = await fetch(url).then(() => true, () => false);
    if (answered) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The bridge did not start: ${local}\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM to the group (supergateway stops its own children on it), SIGKILL if it lingers. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const late = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(r, 10_000, true))]);
  if (late) process.kill(-child.pid, 'SIGKILL');
}

/** Pastes a server into the form, picks the bridge and port; checks the URL field, returns the command shown. */
async function paste(page: Page, text: string, port: number, bridge?: string): Promise<string> {
  await page.getByTestId('mcp-url').fill(text);
  if (bridge) await page.getByTestId('mcp-bridge-kind').selectOption(bridge);
  await page.getByTestId('mcp-bridge-port').fill(String(port));
  await expect(page.getByTestId('mcp-url')).toHaveValue(`http://127.0.0.1:${port}/mcp`);
  return (await page.getByTestId('mcp-bridge-command').textContent()) ?? '';
}

test('a stdio server from a desktop config runs behind mcp-proxy, a command line behind supergateway; Python calls its tools, a write asks first', async ({ page, baseURL }) => {
  const file = join(dir, 'memory.jsonl');
  const origin = new URL(baseURL ?? '').origin;
  const proxyCommand = `MEMORY_FILE_PATH=${file} npx -y mcp-proxy --host 127.0.0.1 --port ${BRIDGE_PORTS.mcpProxy} -- npx -y ${MEMORY}`;
  const gatewayCommand = `MEMORY_FILE_PATH=${file} npx -y supergateway --stdio 'npx -y ${MEMORY}' --outputTransport streamableHttp --stateful --port ${BRIDGE_PORTS.supergateway} --cors ${origin}`;
  // The bridges start while the page loads (each takes seconds); the page must show exactly these commands.
  const bridges = Promise.all([
    runBridge(proxyCommand, `http://127.0.0.1:${BRIDGE_PORTS.mcpProxy}/mcp`),
    runBridge(gatewayCommand, `http://127.0.0.1:${BRIDGE_PORTS.supergateway}/mcp`),
  ]);
  await trackRuns(page);
  await page.goto(`./?view=playground&spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${base64url(WRITE_THEN_READ)}`);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
  await page.getByTestId('mcp-add-toggle').click();

  const config = { mcpServers: { memory: { command: 'npx', args: ['-y', MEMORY], env: { MEMORY_FILE_PATH: file } } } };
  expect(await paste(page, JSON.stringify(config, null, 2), BRIDGE_PORTS.mcpProxy)).toBe(proxyCommand);
  await bridges;
  await page.getByTestId('mcp-connect').click();
  await expect(page.getByTestId('mcp-chip-memory_server')).toBeVisible({ timeout: 60_000 });

  await waitForSandboxReady(page);
  const done = await startRun(page);
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-tool')).toHaveText('memory_server.create_entities');
  await dialog.getByTestId('approval-allow-once').click();
  const run = await done(60_000);
  expect(run.result).toEqual([['Ada Lovelace', ['wrote the first program']]]);
  await expect(page.getByTestId('network-log-tool')).toHaveText(['MCP create_entities', 'MCP read_graph']);

  // The same server's command line, behind supergateway (--cors names this page's origin): it reads the same file.
  await page.getByTestId('mcp-add-toggle').click();
  expect(await paste(page, `MEMORY_FILE_PATH=${file} npx -y ${MEMORY}`, BRIDGE_PORTS.supergateway, 'supergateway')).toBe(gatewayCommand);
  await page.getByTestId('mcp-connect').click();
  await expect(page.getByTestId('mcp-chip-memory_server_2')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('code-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('result = [e["name"] for e in call_tool("memory_server_2.read_graph")["entities"]]');
  const read = await (await startRun(page))(60_000);
  expect(read.result).toEqual(['Ada Lovelace']);
});
