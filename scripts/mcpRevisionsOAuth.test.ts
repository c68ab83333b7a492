// OAuth against a 2026-07-28-only server (the v2 SDK's, behind the demo authorization server; port 0): the page's
// client is told to sign in, comes back with the code, and speaks 2026-07-28 with the token (no initialize).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authServerListener, DemoOAuthProvider } from '../e2e/servers/mcp/oauth';
import { startRevisionServer, type RevisionServer } from '../e2e/servers/mcp/revisions';
import { connectMcp, type OAuthStore } from '../src/core/sources';
import { browserFetch } from '../test-support/browserFetch';

const PAGE = 'http://127.0.0.1:4173/cmp/';
let auth: Server;
let modern: RevisionServer;
beforeAll(async () => {
  const provider = new DemoOAuthProvider();
  auth = createServer();
  await new Promise<void>((r) => auth.listen(0, '127.0.0.1', r));
  const issuer = new URL(`http://127.0.0.1:${(auth.address() as AddressInfo).port}/`);
  auth.on('request', authServerListener(provider, issuer));
  modern = await startRevisionServer('modern', 0, { signIn: { provider, issuer } });
});
afterAll(async () => {
  await modern.close();
  auth.closeAllConnections();
  await new Promise((r) => auth.close(r));
});

it('a 2026-07-28-only server behind OAuth: sign-in asked, the code used, then tools and a call with the token', async () => {
  const map = new Map<string, string>();
  const store: OAuthStore = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  const asked = await connectMcp(modern.url, { fetch: browserFetch, oauth: { store, redirectUrl: PAGE } });
  if (asked.ok || !asked.failure.signIn) throw new Error(`expected a sign-in, got ${JSON.stringify(asked)}`);
  const approved = await fetch(asked.failure.signIn.url, { redirect: 'manual' });
  const code = new URL(approved.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const signedIn = await connectMcp(modern.url, { fetch: browserFetch, oauth: { store, redirectUrl: PAGE, code } });
  if (!signedIn.ok) throw new Error(signedIn.failure.message);
  expect(signedIn.connection).toMatchObject({ era: 'modern', revision: '2026-07-28' });
  expect(await signedIn.connection.callTool('balance', { account: 'ab' })).toMatchObject({ ok: true, value: { account: 'ab', cents: 2000 } });
  expect(modern.requests.map((r) => r.method)).not.toContain('initialize');
  await signedIn.connection.close();
});
