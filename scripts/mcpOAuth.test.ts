// The `oauth` MCP test server and its demo authorization server (e2e/servers/mcp/oauth.ts) through the SDK client's
// own OAuth flow: 401 with resource metadata, discovery, dynamic registration, PKCE, the auto-approving redirect; and
// the page's own client through a step-up (a tool that needs a scope the first sign-in did not ask for).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { startMcpServers, type RunningMcpServers } from '../e2e/servers/mcp';
import { ADMIN_SCOPE, ADMIN_TOOL } from '../e2e/servers/mcp/tools';
import { connectMcp, type McpOAuthOptions, type OAuthStore } from '../src/core/sources';

let servers: RunningMcpServers;
beforeAll(async () => { servers = await startMcpServers({ basePort: 0 }); });
afterAll(async () => { await servers.close(); });

const PAGE = 'http://127.0.0.1:4173/cmp/';

/** What a page keeps in sessionStorage, in memory; the redirect is recorded instead of navigated. */
class MemoryOAuthClient implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  redirectedTo?: URL;
  readonly redirectUrl = PAGE;
  readonly clientMetadata = { client_name: 'Code Mode Playground', redirect_uris: [PAGE], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  clientInformation() { return this.info; }
  saveClientInformation(info: OAuthClientInformationMixed) { this.info = info; }
  tokens() { return this.saved; }
  saveTokens(tokens: OAuthTokens) { this.saved = tokens; }
  redirectToAuthorization(url: URL) { this.redirectedTo = url; }
  saveCodeVerifier(v: string) { this.verifier = v; }
  codeVerifier() { return this.verifier; }
}

it('runs the whole authorization code flow with PKCE, then lists and calls tools with the token', async () => {
  const oauth = new MemoryOAuthClient();
  const first = new StreamableHTTPClientTransport(new URL(servers.urls.oauth), { authProvider: oauth });
  await expect(new Client({ name: 't', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  const authorize = oauth.redirectedTo ?? new URL('about:blank');
  expect(authorize.origin + authorize.pathname).toBe(`${servers.issuer}authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('resource')).toBe(servers.urls.oauth);

  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(PAGE);
  await first.finishAuth(back.searchParams.get('code') ?? '');
  expect(oauth.saved?.access_token).toMatch(/^[0-9a-f-]{36}$/);

  const client = new Client({ name: 't', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(servers.urls.oauth), { authProvider: oauth }));
  expect((await client.listTools()).tools).toHaveLength(6);
  const list = await client.callTool({ name: 'list_breweries', arguments: { city: 'San Diego', limit: 3 } });
  expect((list.structuredContent as { breweries: unknown[] }).breweries).toHaveLength(3);
  await client.close();
});

it('answers without a token 401 naming its resource metadata, which names the authorization server (CORS on both)', async () => {
  const res = await fetch(servers.urls.oauth, { method: 'POST', headers: { Origin: PAGE, 'Content-Type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(401);
  const metadataUrl = /resource_metadata="([^"]+)"/.exec(res.headers.get('www-authenticate') ?? '')?.[1] ?? '';
  expect(metadataUrl).toBe(`${servers.origins.oauth}/.well-known/oauth-protected-resource/mcp`);
  const prm = await fetch(metadataUrl, { headers: { Origin: PAGE } });
  expect(prm.headers.get('access-control-allow-origin')).toBe('*');
  expect(await prm.json()).toMatchObject({ resource: servers.urls.oauth, authorization_servers: [servers.issuer] });
  const bad = await fetch(servers.urls.oauth, { method: 'POST', headers: { Authorization: 'Bearer forged', 'Content-Type': 'application/json' }, body: '{}' });
  expect([bad.status, bad.headers.get('www-authenticate')]).toEqual([401, expect.stringContaining('error="invalid_token"')]);
});

it.each(['.well-known/oauth-authorization-server', 'token', 'register'])('the authorization server answers a preflight on /%s', async (path) => {
  const res = await fetch(`${servers.issuer}${path}`, { method: 'OPTIONS', headers: { Origin: PAGE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
});

it('a step-up through the page\'s client: the call names the scope, a sign-in for it and a new connection make the call work', async () => {
  const map = new Map<string, string>();
  const store: OAuthStore = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  const oauth = (more: Partial<McpOAuthOptions> = {}) => ({ oauth: { store, redirectUrl: PAGE, ...more } });
  /** The popup: the demo authorization server approves at once; the code it sends back. */
  const approve = async (authorizeAt: string) => new URL((await fetch(authorizeAt, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '';
  const url = servers.urls.oauth;
  const asked = await connectMcp(url, oauth());
  if (asked.ok || !asked.failure.signIn) throw new Error('expected a sign-in');
  const first = await connectMcp(url, oauth({ code: await approve(asked.failure.signIn.url) }));
  if (!first.ok) throw new Error(first.failure.message);
  expect(await first.connection.callTool('list_breweries', { city: 'Denver', limit: 1 })).toMatchObject({ ok: true });
  const refused = await first.connection.callTool(ADMIN_TOOL, {});
  // The SDK asks for the union of the scope it had and the one the call needs (SEP-2350), so the step-up keeps the first.
  expect(refused).toMatchObject({ ok: false, error: expect.stringContaining(`the scope "notes ${ADMIN_SCOPE}"`) as unknown });
  if (refused.ok || !refused.signIn) throw new Error('expected a step-up');
  expect(new URL(refused.signIn.url).searchParams.get('scope')).toBe(`notes ${ADMIN_SCOPE}`);
  await first.connection.close();
  const again = await connectMcp(url, oauth({ code: await approve(refused.signIn.url), stepUp: true }));
  if (!again.ok) throw new Error(again.failure.message);
  expect(await again.connection.callTool(ADMIN_TOOL, {})).toMatchObject({ ok: true, text: expect.stringMatching(/notes saved$/) as unknown });
  await again.connection.close();
});
