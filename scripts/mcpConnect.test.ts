// The page's MCP client (core/sources/mcp connectMcp) against the real MCP test servers, through a fetch that behaves
// as a cross-origin page's: each variant connects or fails with the reason a person can act on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpServers, type RunningMcpServers } from '../e2e/servers/mcp';
import { MCP_BEARER_TOKEN } from '../e2e/servers/mcp/variants';
import { connectMcp, MCP_OAUTH_PENDING_KEY, type McpConnection, type OAuthStore } from '../src/core/sources';
import { browserFetch } from '../test-support/browserFetch';

let servers: RunningMcpServers;
beforeAll(async () => { servers = await startMcpServers({ basePort: 0 }); });
afterAll(async () => { await servers.close(); });

const PAGE = 'http://127.0.0.1:4173/';
const open: McpConnection[] = [];
afterAll(async () => { await Promise.all(open.map((c) => c.close())); });

async function connected(url: string, options: Parameters<typeof connectMcp>[1] = {}): Promise<McpConnection> {
  const out = await connectMcp(url, { fetch: browserFetch, ...options });
  if (!out.ok) throw new Error(`${out.failure.kind}: ${out.failure.message}`);
  open.push(out.connection);
  return out.connection;
}

describe('connectMcp', () => {
  it('connects over Streamable HTTP, lists the tools with annotations, unwraps results and reports tool errors', async () => {
    const c = await connected(servers.urls.open);
    expect([c.transport, c.server.name, c.server.title]).toEqual(['streamable-http', 'brewery-notes', 'Brewery notes']);
    expect(c.tools().map((t) => t.name)).toEqual(['list_breweries', 'get_brewery', 'add_note', 'delete_notes', 'fail_always']);
    expect(c.tools().find((t) => t.name === 'delete_notes')?.annotations?.destructiveHint).toBe(true);
    const list = await c.callTool('list_breweries', { state: 'Colorado', limit: 2 });
    expect(list).toMatchObject({ ok: true, isError: false, value: { breweries: [{ city: 'Denver' }, { city: 'Denver' }] } });
    const id = ((list.ok ? list.value : null) as { breweries: Array<{ id: string }> }).breweries[0]?.id ?? '';
    expect(await c.callTool('get_brewery', { id })).toMatchObject({ ok: true, value: { id, city: 'Denver' } });
    expect(await c.callTool('fail_always', {})).toMatchObject({ ok: true, isError: true, text: 'The upstream brewery service is down' });
    expect(await c.callTool('nope', {})).toMatchObject({ ok: false, kind: 'unknown-tool' });
  });

  it('falls back to the legacy HTTP+SSE transport for an older server', async () => {
    const c = await connected(servers.urls['legacy-sse']);
    expect(c.transport).toBe('sse');
    expect(await c.callTool('list_breweries', { limit: 1 })).toMatchObject({ ok: true, isError: false });
  });

  it('says why when it cannot connect: auth, CORS, a hidden session id, nothing listening, not MCP', async () => {
    const fail = async (url: string) => {
      const out = await connectMcp(url, { fetch: browserFetch, timeoutMs: 5_000 });
      return out.ok ? null : out.failure;
    };
    expect(await fail(servers.urls.bearer)).toMatchObject({ kind: 'auth', status: 401 });
    expect(await fail(servers.urls.nocors)).toMatchObject({ kind: 'cors', fix: expect.stringContaining('Access-Control-Expose-Headers') });
    expect(await fail(servers.urls['hidden-session'])).toMatchObject({ kind: 'session-id-hidden' });
    expect(await fail('http://127.0.0.1:9/mcp')).toMatchObject({ kind: 'unreachable' });
    expect(await fail(`${servers.origins.open}/health`)).toMatchObject({ kind: 'not-mcp' });
    expect(await fail('ftp://example.com/mcp')).toMatchObject({ kind: 'bad-url' });
    const withToken = await connected(servers.urls.bearer, { auth: { kind: 'bearer', token: MCP_BEARER_TOKEN } });
    expect(withToken.tools()).toHaveLength(5);
  });

  it('goes through the CORS proxy template when set, and names an unusable template', async () => {
    const sentTo: string[] = [];
    const recording: typeof fetch = (input, init) => {
      sentTo.push(input instanceof Request ? input.url : input.toString());
      return browserFetch(input, init);
    };
    // A stand-in "proxy": the open server itself, which ignores the query the template adds.
    const c = await connected('https://mcp.example.invalid/mcp', { fetch: recording, proxy: { template: `${servers.urls.open}?target={url}`, sendCredentials: false } });
    expect(c.tools()).toHaveLength(5);
    expect(sentTo[0]).toBe(`${servers.urls.open}?target=${encodeURIComponent('https://mcp.example.invalid/mcp')}`);
    const bad = await connectMcp(servers.urls.open, { fetch: browserFetch, proxy: { template: 'no template', sendCredentials: false } });
    expect(bad.ok ? '' : bad.failure.message).toMatch(/not a usable URL template/);
  });

  it('signs in with OAuth (PKCE): leaves for the authorization server, comes back with a code, then connects', async () => {
    const map = new Map<string, string>();
    const store: OAuthStore = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const oauth = { store, redirectUrl: PAGE };
    const first = await connectMcp(servers.urls.oauth, { fetch: browserFetch, oauth });
    expect(first).toMatchObject({ ok: false, failure: { kind: 'auth', signIn: { origin: new URL(servers.issuer).origin } } });
    const went = first.ok ? '' : first.failure.signIn?.url ?? '';
    expect(went.startsWith(`${servers.issuer}authorize`)).toBe(true);
    expect(first.ok ? '' : first.failure.message).toContain(`asks you to sign in at ${new URL(servers.issuer).origin}`);
    // Nothing left the page by itself: the sign-in starts only from the user's click (ui/app/mcpSignIn.ts).
    expect(store.getItem(MCP_OAUTH_PENDING_KEY)).toBeNull();
    const back = new URL((await fetch(went, { redirect: 'manual' })).headers.get('location') ?? '');
    const code = back.searchParams.get('code') ?? '';
    const c = await connected(servers.urls.oauth, { oauth: { ...oauth, code } });
    expect(c.tools()).toHaveLength(6);
    expect(JSON.stringify([...map.values()])).toContain('access_token');
  });
});
