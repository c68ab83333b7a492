// The official MCP reference server (@modelcontextprotocol/server-everything, Streamable HTTP with its own CORS) in the
// browser: its tools listed, text, image and structured results in Python, a tool that reports progress outliving
// call_tool's timeout=, a session the server ends (a restart) answered by a new initialize with no reload, and the
// long tool's progress under a classic-mode chat (the model calls the tool itself).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { configureLlm, sendPrompt } from './chat-support';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { MCP_EVERYTHING_PORT, MCP_HOST } from './servers/ports';
import { useScenario } from '../test-support/fake-llm/client';

const URL_ = `http://${MCP_HOST}:${MCP_EVERYTHING_PORT}/mcp`;
const ENTRY = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
let server: ChildProcess | null = null;

/** Starts the reference server and resolves once it listens. */
function startServer(): Promise<void> {
  const child = spawn(process.execPath, [ENTRY, 'streamableHttp'], { env: { ...process.env, PORT: String(MCP_EVERYTHING_PORT) }, stdio: ['ignore', 'ignore', 'pipe'] });
  server = child;
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (d: Buffer) => (String(d).includes('listening') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

test.beforeAll(startServer);
test.afterAll(stopServer);

const CALLS = [
  'echo = call_tool("echo", {"message": "hi"})',
  'image = call_tool("get-tiny-image", {})',
  'weather = call_tool("get-structured-content", {"location": "Chicago"})',
  'slow = call_tool("trigger-long-running-operation", {"duration": 2, "steps": 4}, timeout=1)',
  'result = {"echo": echo, "image": [i["type"] if isinstance(i, dict) else "text" for i in image],',
  '          "weather": sorted(weather), "slow": slow}',
].join('\n');

test('the reference server: tools listed, text, image, structured and a long tool with progress; a restarted server gets a new session', async ({ page }) => {
  await trackRuns(page);
  await page.goto(`./?${new URLSearchParams([['mcp', URL_], ['view', 'playground'], ['code', base64url(CALLS)]]).toString()}`);
  await page.getByTestId('mcp-link-connect').click();
  await expect(page.getByTestId('spec-title')).toContainText('Everything Reference Server', { timeout: 60_000 });
  await waitForSandboxReady(page);

  const first = await startRun(page);
  // The long tool's progress (a step every 0.5 s) shows in the run view and keeps its call past timeout=1.
  await expect(page.getByTestId('sandbox-status')).toContainText('trigger-long-running-operation: ', { timeout: 20_000 });
  const run = await first(60_000);
  expect(run.result).toEqual({
    echo: 'Echo: hi', image: ['text', 'image', 'text'], weather: ['conditions', 'humidity', 'temperature'],
    slow: 'Long running operation completed. Duration: 2 seconds, Steps: 4.',
  });

  // The server restarts: its sessions are gone (it answers 400 "No valid session ID"); the page starts a new one.
  await stopServer();
  await startServer();
  await page.getByTestId('code-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('result = call_tool("echo", {"message": "again"})');
  const second = await startRun(page);
  expect((await second(30_000)).result).toBe('Echo: again');
  await expect(page.getByTestId('network-log-reason').last()).toContainText('a new one was started (initialize)');
});

test('classic-mode chat: the long tool\'s progress shows under the chat while the model\'s call waits, and goes when it settles', async ({ page }) => {
  const scenario = 'everything-classic-progress';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'trigger-long-running-operation', arguments: { duration: 2, steps: 4 } }] },
    { type: 'echo-last-tool-result', prefix: 'Tool said: ' },
  ]);
  await page.goto(`./?${new URLSearchParams([['mcp', URL_], ['view', 'chat'], ['mode', 'classic']]).toString()}`);
  await page.getByTestId('mcp-link-connect').click();
  await expect(page.getByTestId('spec-title')).toContainText('Everything Reference Server', { timeout: 60_000 });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Run the long operation');
  // The same line as a code-mode run's status (a step every 0.5 s).
  await expect(page.getByTestId('chat-tool-progress')).toContainText(/trigger-long-running-operation: \d of 4/, { timeout: 20_000 });
  await expect(page.getByTestId('assistant-message')).toContainText('Tool said: Long running operation completed', { timeout: 30_000 });
  await expect(page.getByTestId('chat-tool-progress')).toHaveCount(0);
});
