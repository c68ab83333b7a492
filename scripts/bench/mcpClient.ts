// The page's MCP client in Node (the same code the page loads), against servers on loopback (port 0): the time to
// connect (the first time, with the 2026-07-28 probe where the client makes one, and again), and per tool call,
// sequential: median, p95, fastest, and CPU per call (client and server share this process; the servers are the same
// in every build measured, so a change is the client's). A 2025-11-25 server (the v1 SDK's, sessions) always; a
// 2026-07-28-only one (the v2 SDK's) when this build has it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { streamableEndpoint } from '../../e2e/servers/mcp/streamable';
import { connectMcp } from '../../src/core/sources';

const CONNECTS = 10;
const CALLS = 300;
const WARMUP = 30;

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number): number => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const r2 = (x: number): number => Math.round(x * 100) / 100;

async function legacyServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const endpoint = streamableEndpoint(() => {
    const s = new McpServer({ name: 'bench-2025', version: '1.0.0' });
    s.registerTool('echo', { inputSchema: { text: z.string() }, annotations: { readOnlyHint: true } }, ({ text }) => ({ content: [{ type: 'text', text }] }));
    return s;
  }, () => undefined);
  const http = createServer((req, res) => void endpoint.handle(req, res));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    close: async () => {
      await endpoint.close();
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    },
  };
}

async function measure(url: string, tool: string, args: Record<string, unknown>): Promise<Record<string, number>> {
  const connects: number[] = [];
  for (let i = 0; i < CONNECTS; i++) {
    const t = performance.now();
    const out = await connectMcp(url, { timeoutMs: 10_000 });
    connects.push(performance.now() - t);
    if (!out.ok) throw new Error(out.failure.message);
    await out.connection.close();
  }
  const out = await connectMcp(url, { timeoutMs: 10_000 });
  if (!out.ok) throw new Error(out.failure.message);
  const calls: number[] = [];
  let cpu = { user: 0, system: 0 };
  for (let i = 0; i < CALLS + WARMUP; i++) {
    if (i === WARMUP) cpu = process.cpuUsage();
    const t = performance.now();
    const res = await out.connection.callTool(tool, args);
    if (i >= WARMUP) calls.push(performance.now() - t);
    if (!res.ok) throw new Error(res.error);
  }
  const used = process.cpuUsage(cpu);
  await out.connection.close();
  return {
    firstConnectMs: r2(connects[0] ?? 0), connectMedianMs: r2(at(connects.slice(1), 0.5)),
    callMedianMs: r2(at(calls, 0.5)), callP95Ms: r2(at(calls, 0.95)), callMinMs: r2(Math.min(...calls)),
    cpuPerCallMs: r2((used.user + used.system) / 1000 / CALLS),
  };
}

export async function runMcpClientBench(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  const legacy = await legacyServer();
  try {
    results['2025-11-25 (v1 server)'] = await measure(legacy.url, 'echo', { text: 'hello' });
  } finally {
    await legacy.close();
  }
  // The v2 server exists only in builds that speak 2026-07-28.
  const revisions = await import('../../e2e/servers/mcp/revisions').catch(() => null);
  if (revisions) {
    const modern = await revisions.startRevisionServer('modern');
    try {
      results['2026-07-28 (v2 server, modern only)'] = await measure(modern.url, 'balance', { account: 'abc' });
    } finally {
      await modern.close();
    }
  }
  return results;
}
