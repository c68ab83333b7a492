import { describe, expect, it } from 'vitest';
import { oauthCause, refusedFailure } from './authFailure';
import { oauthProvider } from './oauth';
import { callSigningIn, connectSigningIn } from './signIn';
import type { McpCallOutcome, McpConnectOutcome, OAuthStore } from './types';

const SERVER = 'https://mcp.example.com/mcp';
const AUTHORIZE = 'https://auth.example.com/authorize?scope=mcp%3Aadmin&state=cmp-1';

function memory(): OAuthStore {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const asksSignIn: McpConnectOutcome = { ok: false, failure: { kind: 'auth', message: 'sign in', signIn: { url: AUTHORIZE, origin: 'https://auth.example.com' } } };

describe('a sign-in that never loops', () => {
  it('offers a third sign-in in a row never: it names the scope the server asked for, and Connect starts over', async () => {
    const store = memory();
    const oauth = (code?: string) => ({ oauth: { store, redirectUrl: 'https://page.example/', ...(code ? { code } : {}) } });
    const connect = () => Promise.resolve(asksSignIn);
    expect((await connectSigningIn(SERVER, oauth(), connect)).ok).toBe(false);
    const first = await connectSigningIn(SERVER, oauth('c1'), connect);
    expect(first).toMatchObject({ failure: { signIn: { url: AUTHORIZE } } });
    const second = await connectSigningIn(SERVER, oauth('c2'), connect);
    expect(second).toMatchObject({ ok: false, failure: { kind: 'auth' } });
    if (second.ok) return;
    expect(second.failure.signIn).toBeUndefined();
    expect(second.failure.message).toBe('mcp.example.com still refuses after 2 sign-ins in a row: it asks for the scope "mcp:admin", which the sign-in did not grant.');
    expect((await connectSigningIn(SERVER, oauth(), connect))).toMatchObject({ failure: { signIn: { url: AUTHORIZE } } });
  });

  it('a connection that works resets the count; a refusal the authorization server sent back is said, not connected', async () => {
    const store = memory();
    let calls = 0;
    const connect = () => {
      calls++;
      return Promise.resolve(calls === 2 ? ({ ok: true } as unknown as McpConnectOutcome) : asksSignIn);
    };
    const with_ = (code?: string) => ({ oauth: { store, redirectUrl: 'https://page.example/', ...(code ? { code } : {}) } });
    await connectSigningIn(SERVER, with_('a'), connect);
    await connectSigningIn(SERVER, with_('b'), connect);
    expect(await connectSigningIn(SERVER, with_('c'), connect)).toMatchObject({ failure: { signIn: { url: AUTHORIZE } } });
    const refused = await connectSigningIn(SERVER, { oauth: { store, redirectUrl: 'https://page.example/', refused: { error: 'access_denied' } } }, connect);
    expect(refused).toEqual({ ok: false, failure: refusedFailure('mcp.example.com', { error: 'access_denied' }) });
    expect(calls).toBe(3);
  });
});

describe('a step-up (a call refused for a scope) that never loops', () => {
  const stepUp: McpCallOutcome = { ok: false, kind: 'network', error: 'needs "mcp:admin"', signIn: { url: AUTHORIZE, origin: 'https://auth.example.com' } };
  const worked: McpCallOutcome = { ok: true, isError: false, value: 1, text: '1' };
  const connected = { ok: true } as unknown as McpConnectOutcome;

  it('a connection after a step-up sign-in does not end the sign-ins in a row: the third refusal names the scope, offers none', async () => {
    const store = memory();
    const signedIn = (code: string) => connectSigningIn(SERVER, { oauth: { store, redirectUrl: 'https://page.example/', code, stepUp: true } }, () => Promise.resolve(connected));
    expect(callSigningIn(SERVER, store, stepUp)).toEqual(stepUp);
    await signedIn('c1');
    expect(callSigningIn(SERVER, store, stepUp)).toEqual(stepUp);
    await signedIn('c2');
    const third = callSigningIn(SERVER, store, stepUp);
    expect(third).toMatchObject({ ok: false, kind: 'network' });
    if (third.ok) return;
    expect(third.signIn).toBeUndefined();
    expect(third.error).toMatch(/^mcp\.example\.com still refuses after 2 sign-ins in a row: it asks for the scope "mcp:admin"/);
    expect(callSigningIn(SERVER, store, stepUp)).toEqual(stepUp);
  });

  it('a call that works ends the sign-ins in a row', async () => {
    const store = memory();
    const signedIn = (code: string) => connectSigningIn(SERVER, { oauth: { store, redirectUrl: 'https://page.example/', code, stepUp: true } }, () => Promise.resolve(connected));
    await signedIn('c1');
    expect(callSigningIn(SERVER, store, worked)).toEqual(worked);
    await signedIn('c2');
    expect(callSigningIn(SERVER, store, stepUp)).toEqual(stepUp);
  });

  it('calls that work with no sign-in pending write nothing to the store (one write per call was a sessionStorage write per tool call)', () => {
    const base = memory();
    let writes = 0;
    const store: OAuthStore = { ...base, setItem: (k, v) => { writes++; base.setItem(k, v); }, removeItem: (k) => { writes++; base.removeItem(k); } };
    for (let i = 0; i < 5; i++) callSigningIn(SERVER, store, worked);
    expect(writes).toBe(0);
  });
});

describe('what a failed sign-in says', () => {
  it('names a resource mismatch, a missing registration endpoint and a token endpoint\'s refusal', () => {
    const where = 'mcp.example.com';
    expect(oauthCause(where, new Error('Protected resource https://evil.example/mcp does not match expected https://mcp.example.com/mcp (or origin)'))?.message)
      .toBe('mcp.example.com\'s protected-resource metadata names another resource (https://evil.example/mcp), not this server (https://mcp.example.com/mcp), so this page will not sign in for it.');
    expect(oauthCause(where, new Error('Incompatible auth server: does not support dynamic client registration'))?.fix).toMatch(/client ID under Auth → OAuth client/);
    expect(oauthCause(where, Object.assign(new Error('Invalid client credentials'), { errorCode: 'invalid_client' }))?.message).toMatch(/refused the sign-in: invalid_client/);
    expect(oauthCause(where, new Error('fetch failed'))).toBeUndefined();
    expect(refusedFailure(where, { error: 'access_denied', description: 'no' }).message).toBe('The sign-in to mcp.example.com was refused at its authorization server (access_denied: no).');
  });
});

describe('the OAuth client the page is', () => {
  it('keeps the discovery across the redirect, so a metadata address only a 401 named is known on the way back', async () => {
    const store = memory();
    const provider = oauthProvider(SERVER, { store, redirectUrl: 'https://page.example/' }, () => undefined);
    await provider.saveDiscoveryState?.({ authorizationServerUrl: 'https://auth.example.com/', resourceMetadataUrl: 'https://mcp.example.com/prm' });
    const back = oauthProvider(SERVER, { store, redirectUrl: 'https://page.example/' }, () => undefined);
    expect(await back.discoveryState?.()).toMatchObject({ resourceMetadataUrl: 'https://mcp.example.com/prm' });
  });

  it('is the pre-registered client the form named (kept for the way back), else its metadata document, else it registers', async () => {
    const store = memory();
    const named = oauthProvider(SERVER, { store, redirectUrl: 'https://page.example/', client: { id: 'cmp', secret: 's' }, clientMetadataUrl: 'https://page.example/c.json' }, () => undefined);
    expect(await named.clientInformation()).toEqual({ client_id: 'cmp', client_secret: 's' });
    expect(named.clientMetadataUrl).toBeUndefined();
    const back = oauthProvider(SERVER, { store, redirectUrl: 'https://page.example/' }, () => undefined);
    expect(await back.clientInformation()).toEqual({ client_id: 'cmp', client_secret: 's' });
    const other = oauthProvider('https://other.example/mcp', { store, redirectUrl: 'https://page.example/', clientMetadataUrl: 'https://page.example/c.json' }, () => undefined);
    expect([await other.clientInformation(), other.clientMetadataUrl]).toEqual([undefined, 'https://page.example/c.json']);
  });
});
