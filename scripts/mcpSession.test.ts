// The page's MCP client against the SDK's own server (port 0): a session the server ends is started again and the
// call sent again; a long tool's progress keeps its call alive up to the cap; the token is on every call.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectMcp, type McpConnection, type McpProgress } from '../src/core/sources';

const sessions = new Map<string, StreamableHTTPServerTransport>();
const initializes: string[] = [];
const tokens: unknown[] = [];
let http: Server;
let url = '';

function toolServer(): McpServer {
  const server = new McpServer({ name: 'sessions', version: '1.0.0' });
  server.registerTool('echo', { inputSchema: { text: z.string() } }, ({ text }, extra) => {
    tokens.push(extra._meta?.progressToken);
    return { content: [{ type: 'text', text }] };
  });
  server.registerTool('slow', { inputSchema: { steps: z.number(), everyMs: z.number() } }, async ({ steps, everyMs }, extra) => {
    for (let i = 1; i <= steps; i++) {
      await new Promise((r) => setTimeout(r, everyMs));
      const token = extra._meta?.progressToken;
      if (token !== undefined) await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: i, total: steps, message: `step ${i}` } });
    }
    return { content: [{ type: 'text', text: 'done' }] };
  });
  return server;
}

beforeAll(async () => {
  http = createServer((req, res) => {
    void (async () => {
      const id = req.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (typeof id === 'string' && !known) {
        // What the SDK's transport answers for a session it does not hold.
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }));
        return;
      }
      const transport = known ?? new StreamableHTTPServerTransport({ sessionIdGenerator: randomUUID, onsessioninitialized: (sid) => { sessions.set(sid, transport); initializes.push(sid); } });
      if (!known) await toolServer().connect(transport);
      await transport.handleRequest(req, res);
    })();
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
});
afterAll(async () => {
  for (const t of sessions.values()) await t.close();
  await new Promise((r) => http.close(r));
});

async function connected(): Promise<McpConnection> {
  const out = await connectMcp(url, { timeoutMs: 5_000 });
  if (!out.ok) throw new Error(out.failure.message);
  return out.connection;
}

describe('a session the server ends', () => {
  it('is started again (a new initialize) and the call sent again, once; the outcome says so', async () => {
    const c = await connected();
    expect(await c.callTool('echo', { text: 'one' })).toMatchObject({ ok: true, value: 'one' });
    const before = initializes.length;
    sessions.clear();
    const out = await c.callTool('echo', { text: 'two' });
    expect(out).toMatchObject({ ok: true, value: 'two', note: expect.stringContaining('new one was started') });
    expect(initializes.length).toBe(before + 1);
    expect(await c.callTool('echo', { text: 'three' })).toMatchObject({ ok: true, value: 'three' });
    expect(initializes.length).toBe(before + 1);
    await c.close();
  });

  it('calls in flight share one new session', async () => {
    const c = await connected();
    const before = initializes.length;
    sessions.clear();
    const outs = await Promise.all(['a', 'b', 'c'].map((text) => c.callTool('echo', { text })));
    expect(outs.map((o) => o.ok && o.value)).toEqual(['a', 'b', 'c']);
    expect(initializes.length).toBe(before + 1);
    await c.close();
  });
});

describe('a long tool', () => {
  it('sends a progress token on every call', async () => {
    const c = await connected();
    tokens.length = 0;
    await c.callTool('echo', { text: 'x' });
    expect(tokens[0]).toBeDefined();
    await c.close();
  });

  it('keeps its call alive while it reports progress, past the wait without a word, and shows each step', async () => {
    const c = await connected();
    const seen: McpProgress[] = [];
    const out = await c.callTool('slow', { steps: 6, everyMs: 100 }, undefined, { timeoutMs: 300, onProgress: (p) => seen.push(p) });
    expect(out).toMatchObject({ ok: true, value: 'done' });
    expect(seen.map((p) => p.message)).toEqual(['step 1', 'step 2', 'step 3', 'step 4', 'step 5', 'step 6']);
    expect(seen[5]).toMatchObject({ progress: 6, total: 6 });
    await c.close();
  });

  it('ends at the cap however often the server reports progress', async () => {
    const c = await connected();
    const out = await c.callTool('slow', { steps: 20, everyMs: 50 }, undefined, { timeoutMs: 300, maxTotalMs: 400 });
    expect(out).toMatchObject({ ok: false, kind: 'timeout' });
    await c.close();
  });
});
