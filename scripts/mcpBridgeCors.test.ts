// supergateway without --cors (issue 52's bridge check): the stdio server behind it works, but a page cannot reach it,
// and the page says CORS is why. The real bridge and stdio server from npm, on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectMcp } from '../src/core/sources';
import { browserFetch } from '../test-support/browserFetch';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let bridge: ChildProcess;
let url = '';
let memoryFile = '';

const freePort = (): Promise<number> => new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/mcp`;
  memoryFile = join(tmpdir(), `cmp-bridge-cors-${port}.json`);
  // The packages' own bins stand in for `npx -y` (the same installed versions).
  bridge = spawn('node_modules/.bin/supergateway', ['--stdio', 'node_modules/.bin/mcp-server-memory', '--outputTransport', 'streamableHttp', '--stateful', '--port', String(port)], {
    cwd: ROOT, detached: true, stdio: 'ignore', env: { ...process.env, MEMORY_FILE_PATH: memoryFile },
  });
  const deadline = Date.now() + 30_000;
  while (!(await fetch(url).then(() => true, () => false))) {
    if (bridge.exitCode !== null || Date.now() > deadline) throw new Error('supergateway did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 40_000);
afterAll(() => {
  if (bridge.pid !== undefined && bridge.exitCode === null) process.kill(-bridge.pid, 'SIGKILL');
  rmSync(memoryFile, { force: true });
});

it('supergateway without --cors: the server answers outside a browser, and the page names CORS as the problem', async () => {
  const plain = await connectMcp(url, { timeoutMs: 10_000 });
  expect(plain.ok && plain.connection.tools().map((t) => t.name)).toContain('read_graph');
  if (plain.ok) await plain.connection.close();
  const page = await connectMcp(url, { fetch: browserFetch, timeoutMs: 10_000 });
  expect(page).toMatchObject({ ok: false, failure: { kind: 'cors', message: expect.stringContaining('CORS') } });
});
