import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';
import type { PythonWaitOptions } from './e2e/fixtures/pythonWait';

const base = process.env.BASE_PATH ?? '/cmp/';
export const APP_URL = `http://127.0.0.1:4173${base}`;

export default defineConfig<PythonWaitOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The slowest ten spec files (per project) at the end of every run, so drift in the suite's time is visible.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: APP_URL,
    // Recording a trace costs more CPU than most tests (screencast and DOM snapshots: 284 vs 154 CPU-s on 15 tests);
    // with E2E_TRACE, DOM snapshots only: screencast frames starve Pyodide's start on a busy 2-core box.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    // The service worker would precache the whole site (≈21 MB) in every fresh context; e2e/deploy.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium' },
    // The sandbox again where the browser has no JSPI: Python waits on a SharedArrayBuffer (e2e/fixtures/pythonWait.ts).
    // Not sandbox-data-dir: /data's hand-in and collection never touch the request path (src/sandbox/worker/bridge.ts).
    { name: 'chromium-no-jspi', testMatch: ['**/sandbox-*.spec.ts', '**/playground.spec.ts'], testIgnore: ['**/sandbox-data-dir.spec.ts'], use: { withoutJspi: true } },
  ],
  // Never reuse a server already on a port: one left by a killed run would be tested instead of this tree.
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port 4173 --strictPort --base ${base}`,
      url: APP_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Open Brewery DB stand-in (e2e/servers/brewery.ts)
      command: 'npx tsx e2e/servers/brewery.ts',
      url: 'http://127.0.0.1:4011/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Counts every hit on 127.0.0.2:4012 and 127.0.0.1:4016; read via 127.0.0.1:4014/hits
      command: 'npx tsx e2e/servers/forbidden.ts',
      url: 'http://127.0.0.1:4014/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Scripted fake LLM (OpenAI, Anthropic and Gemini wire formats), control API at /__control/* (e2e/servers/fake-llm.ts)
      command: 'npx tsx e2e/servers/fake-llm.ts',
      url: 'http://127.0.0.1:4013/__control/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Real MCP servers (the SDK's) on 4031-4035 and 4037: open, bearer, nocors, hidden-session, legacy-sse, oauth; their OAuth server on 4036 (e2e/servers/mcp.ts)
      command: 'npx tsx e2e/servers/mcp.ts',
      url: 'http://127.0.0.1:4031/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // MCP servers of two revisions: the v2 SDK's, 2026-07-28 only, on 4048; the v1 SDK's (2025-11-25) on 4046 (e2e/servers/mcp-revisions.ts)
      command: 'npx tsx e2e/servers/mcp-revisions.ts',
      url: 'http://127.0.0.1:4048/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // An MCP server whose tools ask the user mid-call (form and URL elicitation) on 4047 (e2e/servers/mcpQuestions.ts)
      command: 'npx tsx e2e/servers/mcpQuestions.ts',
      url: 'http://127.0.0.1:4047/health',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
