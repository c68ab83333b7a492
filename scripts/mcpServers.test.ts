// The MCP test servers (e2e/servers/mcp.ts) from Node with the SDK's own client: tools, results, bearer auth, and
// the CORS headers each variant sends (Node does not enforce CORS; browserFetch below applies its header rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpServers, type RunningMcpServers } from '../e2e/servers/mcp';
import { MCP_BEARER_TOKEN } from '../e2e/servers/mcp/variants';
import { browserFetch } from '../test-support/browserFetch';

let servers: RunningMcpServers;
beforeAll(async () => { servers = await startMcpServers({ basePort: 0 }); });
afterAll(async () => { await servers.close(); });

const PAGE = 'http://127.0.0.1:4173';
async function connect(url: string, options: { token?: string; fetch?: typeof fetch } = {}): Promise<Client> {
  const client = new Client({ name: 'mcp-servers-test', version: '1.0.0' });
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers }, fetch: options.fetch }));
  return client;
}

const textOf = (r: CallToolResult): string => (r.content[0]?.type === 'text' ? r.content[0].text : '');

describe('the open variant, through the SDK client and a browser-like fetch', () => {
  let client: Client;
  beforeAll(async () => { client = await connect(servers.urls.open, { fetch: browserFetch }); });
  afterAll(async () => { await client.close(); });

  it('names itself and lists the five tools with their annotations and schemas', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'brewery-notes', title: 'Brewery notes' });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_breweries', 'get_brewery', 'add_note', 'delete_notes', 'fail_always']);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('list_breweries')?.annotations?.readOnlyHint).toBe(true);
    expect(byName.get('list_breweries')?.outputSchema?.properties).toHaveProperty('breweries');
    expect(byName.get('add_note')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.get('delete_notes')?.annotations?.destructiveHint).toBe(true);
    expect(byName.get('get_brewery')?.inputSchema.required).toEqual(['id']);
  });

  it('answers list_breweries with structuredContent, get_brewery with JSON text, and failures with isError', async () => {
    const list = (await client.callTool({ name: 'list_breweries', arguments: { state: 'colorado' } })) as CallToolResult;
    const rows = (list.structuredContent as { breweries: Array<{ id: string; city: string }> }).breweries;
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Denver']));
    expect(JSON.parse(textOf(list))).toEqual(list.structuredContent);
    const one = (await client.callTool({ name: 'get_brewery', arguments: { id: rows[0]?.id } })) as CallToolResult;
    expect(one.structuredContent).toBeUndefined();
    expect(JSON.parse(textOf(one))).toMatchObject({ id: rows[0]?.id, city: 'Denver', state_province: 'Colorado' });
    const missing = (await client.callTool({ name: 'get_brewery', arguments: { id: 'nope' } })) as CallToolResult;
    expect([missing.isError, textOf(missing)]).toEqual([true, 'No brewery with id nope']);
    const failed = (await client.callTool({ name: 'fail_always', arguments: {} })) as CallToolResult;
    expect([failed.isError, textOf(failed)]).toEqual([true, 'The upstream brewery service is down']);
  });

  it('keeps notes in the process, readable and resettable at /__notes', async () => {
    const id = ((await client.callTool({ name: 'list_breweries', arguments: { limit: 1 } })).structuredContent as { breweries: Array<{ id: string }> }).breweries[0]?.id;
    const saved = (await client.callTool({ name: 'add_note', arguments: { brewery_id: id, note: 'Hazy' } })) as CallToolResult;
    expect(textOf(saved)).toBe('Saved note 1');
    const report = (await (await fetch(`${servers.origins.nocors}/__notes`)).json()) as { notes: unknown[]; calls: Array<{ tool: string }> };
    expect(report.notes).toEqual([{ n: 1, brewery_id: id, note: 'Hazy', server: 'open' }]);
    expect(report.calls.map((c) => c.tool)).toContain('add_note');
    await fetch(`${servers.origins.open}/__notes/reset`, { method: 'POST' });
    expect(servers.store.calls).toEqual([]);
  });
});

describe('the failing variants', () => {
  it('bearer: 401 with a Bearer challenge (CORS headers on it) without the token; works with it', async () => {
    const raw = await fetch(servers.urls.bearer, { method: 'POST', headers: { Origin: PAGE, 'Content-Type': 'application/json' }, body: '{}' });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(raw.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await connect(servers.urls.bearer).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(401);
    const client = await connect(servers.urls.bearer, { token: MCP_BEARER_TOKEN, fetch: browserFetch });
    expect((await client.listTools()).tools).toHaveLength(5);
    await client.close();
  });

  it('hidden-session: initialize works, then the request without the unreadable session id gets 400', async () => {
    const refused = await connect(servers.urls['hidden-session'], { fetch: browserFetch }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect([(refused as StreamableHTTPError).code, (refused as Error).message]).toEqual([400, expect.stringContaining('No valid session ID provided')]);
    const client = await connect(servers.urls['hidden-session']);
    expect((await client.listTools()).tools).toHaveLength(5);
    await client.close();
  });

  it('legacy-sse: the SSE client transport works; POST to the stream URL is 405 (a Streamable client falls back)', async () => {
    expect((await fetch(servers.urls['legacy-sse'], { method: 'POST', body: '{}' })).status).toBe(405);
    const client = new Client({ name: 'mcp-servers-test', version: '1.0.0' });
    await client.connect(new SSEClientTransport(new URL(servers.urls['legacy-sse'])));
    const failed = (await client.callTool({ name: 'fail_always', arguments: {} })) as CallToolResult;
    expect(failed.isError).toBe(true);
    await client.close();
  });
});

describe('CORS headers per variant', () => {
  const preflight = (url: string) => fetch(url, {
    method: 'OPTIONS',
    headers: { Origin: PAGE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,mcp-session-id' },
  });

  it.each(['open', 'bearer', 'hidden-session', 'legacy-sse'] as const)('%s answers the preflight', async (variant) => {
    const res = await preflight(servers.urls[variant]);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'authorization', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id']) expect(allowed).toContain(h);
    const exposed = res.headers.get('access-control-expose-headers');
    if (variant === 'hidden-session') expect(exposed).toBeNull();
    else expect(exposed).toContain('Mcp-Session-Id, Mcp-Protocol-Version');
  });

  it('nocors sends no CORS header on the preflight (405) nor on a real answer', async () => {
    const res = await preflight(servers.urls.nocors);
    expect(res.status).toBe(405);
    const post = await fetch(servers.urls.nocors, { method: 'POST', headers: { Origin: PAGE, 'Content-Type': 'application/json' }, body: '{}' });
    for (const r of [res, post]) expect([...r.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });
});
