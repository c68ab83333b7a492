// The page's MCP client (core/sources/mcp connectMcp) against a hostile server: tool-call streams it never ends are
// closed once the call is given up or answered, and a burst of list_changed notifications costs at most two re-lists.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, type McpConnection } from '../src/core/sources';
import { startHostileMcpServer, type HostileMcpServer } from '../test-support/hostileMcpServer';

let server: HostileMcpServer;
beforeAll(async () => { server = await startHostileMcpServer(); });
afterAll(async () => { await server.close(); });

let connection: McpConnection | undefined;
afterEach(async () => { await connection?.close(); });

async function connect(timeoutMs = 30_000): Promise<McpConnection> {
  const out = await connectMcp(server.url, { timeoutMs });
  if (!out.ok) throw new Error(`${out.failure.kind}: ${out.failure.message}`);
  connection = out.connection;
  return out.connection;
}

describe('tool-call streams the server never ends', () => {
  it('are closed when the call times out', async () => {
    const c = await connect(400);
    const outcomes = await Promise.all([c.callTool('stall', {}), c.callTool('stall', {}), c.callTool('stall', {})]);
    expect(outcomes.map((o) => o.ok ? 'ok' : o.kind)).toEqual(['timeout', 'timeout', 'timeout']);
    await expect.poll(() => server.openCallStreams(), { timeout: 3_000 }).toBe(0);
  });

  it('are closed when the run stops the call', async () => {
    const c = await connect();
    const stop = new AbortController();
    const call = c.callTool('stall', {}, stop.signal);
    await expect.poll(() => server.openCallStreams()).toBe(1);
    stop.abort();
    expect(await call).toMatchObject({ ok: false, kind: 'network', error: expect.stringContaining('cancelled') });
    await expect.poll(() => server.openCallStreams(), { timeout: 3_000 }).toBe(0);
  });

  it('are closed once the answer came, the answer kept', async () => {
    const c = await connect();
    expect(await c.callTool('answer_then_stall', {})).toMatchObject({ ok: true, isError: false, value: 'done' });
    await expect.poll(() => server.openCallStreams(), { timeout: 3_000 }).toBe(0);
  });
});

describe('a burst of tools/list_changed', () => {
  it('costs at most two re-lists and two change events', async () => {
    const c = await connect();
    const changes: number[] = [];
    c.onToolsChanged((tools) => changes.push(tools.length));
    await expect.poll(() => server.listening()).toBe(true);
    const before = server.lists();
    server.burst(300);
    await expect.poll(() => changes.length).toBeGreaterThan(0);
    // Quiet for a while: every re-list the burst caused has ended.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.lists() - before).toBeLessThanOrEqual(2);
    expect(changes.length).toBeLessThanOrEqual(2);
    expect(changes.at(-1)).toBe(c.tools().length);
  });
});

describe('a result with one malformed item', () => {
  it('keeps the rest, with a note naming what was left out (not a validation dump)', async () => {
    const c = await connect();
    const out = await c.callTool('bad_image', {});
    expect(out).toMatchObject({ ok: true, isError: false });
    const value = out.ok ? out.value : null;
    expect(value).toEqual(['the chart', 'The server sent a malformed image item (no valid mimeType); it was left out.']);
  });
});

describe('cancelling', () => {
  it('cancels only a call still running: a run that ends after its calls were answered sends no notifications/cancelled', async () => {
    const c = await connect();
    const run = new AbortController();
    const before = server.cancelled().length;
    expect(await c.callTool('bad_image', {}, run.signal)).toMatchObject({ ok: true });
    expect(await c.callTool('answer_then_stall', {}, run.signal)).toMatchObject({ ok: true });
    run.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.cancelled().length - before).toBe(0);
    const stop = new AbortController();
    const stalled = c.callTool('stall', {}, stop.signal);
    await expect.poll(() => server.openCallStreams()).toBeGreaterThan(0);
    stop.abort();
    await stalled;
    await expect.poll(() => server.cancelled().length - before).toBe(1);
  });
});
