import { describe, expect, it } from 'vitest';
import { MCP_OAUTH_PENDING_KEY, type OAuthStore } from '../../core/sources';
import { acceptSignInReturn, beginMcpSignIn, clientMetadataUrlFor, mcpOAuthOptions, openSignInPopup, resumeMcpSignIn, returnedFromSignIn, signInReturnOf } from './mcpSignIn';

function memory(): OAuthStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const at = (href: string) => {
  const u = new URL(href);
  const went: string[] = [];
  return { went, loc: { href: u.href, origin: u.origin, pathname: u.pathname, search: u.search, assign: (x: string) => void went.push(x) } };
};

const SERVER = 'http://127.0.0.1:4037/mcp';

describe('MCP sign-in round trip', () => {
  it('keeps the page URL before leaving, and on the way back restores it and hands the code to that server once', () => {
    const store = memory();
    const page = at(`http://127.0.0.1:4173/cmp/?mcp=${encodeURIComponent(SERVER)}&view=playground`);
    const options = mcpOAuthOptions(SERVER, page.loc, store);
    expect(options.redirectUrl).toBe('http://127.0.0.1:4173/cmp/');
    expect(options.code).toBeUndefined();
    expect(page.went).toEqual([]);
    expect(beginMcpSignIn(SERVER, 'http://127.0.0.1:4036/authorize?x=1', page.loc, store)).toBe(true);
    expect(page.went).toEqual(['http://127.0.0.1:4036/authorize?x=1']);
    expect(store.getItem(MCP_OAUTH_PENDING_KEY)).toBe(SERVER);
    store.setItem(`mcp-oauth:state:${SERVER}`, 'cmp-1');

    const replaced: string[] = [];
    expect(resumeMcpSignIn(at('http://127.0.0.1:4173/cmp/?code=abc&state=cmp-2').loc, store, (u) => replaced.push(u))).toBe(false);
    store.setItem('mcp-oauth:return', page.loc.href);
    const back = at('http://127.0.0.1:4173/cmp/?code=abc&state=cmp-1');
    expect(resumeMcpSignIn(back.loc, store, (u) => replaced.push(u))).toBe(true);
    expect(replaced).toEqual([page.loc.href]);
    expect(returnedFromSignIn(store)).toBe(true);
    expect(mcpOAuthOptions('http://other/mcp', page.loc, store).code).toBeUndefined();
    expect(mcpOAuthOptions(SERVER, page.loc, store).code).toBe('abc');
    expect(mcpOAuthOptions(SERVER, page.loc, store).code).toBeUndefined();
  });

  it('ignores a code no sign-in of this page started, and a return URL of another origin', () => {
    const store = memory();
    const replaced: string[] = [];
    expect(resumeMcpSignIn(at('http://127.0.0.1:4173/?code=abc&state=cmp-1').loc, store, (u) => replaced.push(u))).toBe(false);
    store.setItem(MCP_OAUTH_PENDING_KEY, SERVER);
    store.setItem(`mcp-oauth:state:${SERVER}`, 'cmp-1');
    store.setItem('mcp-oauth:return', 'https://evil.example/');
    expect(resumeMcpSignIn(at('http://127.0.0.1:4173/?code=abc&state=cmp-1').loc, store, (u) => replaced.push(u))).toBe(false);
    expect(replaced).toEqual([]);
    expect(store.map.has('mcp-oauth:code')).toBe(false);
  });

  it('opens only an http(s) authorization page, and marks no server pending otherwise', () => {
    const store = memory();
    const page = at('http://127.0.0.1:4173/cmp/');
    expect(beginMcpSignIn(SERVER, 'javascript:alert(1)', page.loc, store)).toBe(false);
    expect(beginMcpSignIn(SERVER, 'not a url', page.loc, store)).toBe(false);
    expect(page.went).toEqual([]);
    expect(store.map.size).toBe(0);
    expect(returnedFromSignIn(store)).toBe(false);
  });

  it('hands a popup\'s answer to the server whose sign-in made its state, once; a refusal comes back as one', () => {
    const store = memory();
    const page = at('http://127.0.0.1:4173/cmp/');
    store.setItem(`mcp-oauth:state:${SERVER}`, 'cmp-7');
    expect(signInReturnOf('?code=abc&state=other')).toBeNull();
    const refusal = signInReturnOf('?error=access_denied&error_description=User+said+no&state=cmp-7');
    expect(refusal).toEqual({ state: 'cmp-7', error: 'access_denied', description: 'User said no' });
    expect(acceptSignInReturn(refusal ?? { state: '' }, store, 'http://other/mcp')).toBe(false);
    expect(acceptSignInReturn(refusal ?? { state: '' }, store, SERVER)).toBe(true);
    expect(acceptSignInReturn(refusal ?? { state: '' }, store, SERVER)).toBe(false);
    expect(returnedFromSignIn(store)).toBe(true);
    expect(mcpOAuthOptions(SERVER, page.loc, store).refused).toEqual({ error: 'access_denied', description: 'User said no' });
    expect(mcpOAuthOptions(SERVER, page.loc, store).refused).toBeUndefined();
  });

  it('opens only an http(s) page in the popup, and says when the browser blocked it', () => {
    expect(openSignInPopup('http://127.0.0.1:4036/authorize', () => ({}))).toBe(true);
    expect(openSignInPopup('http://127.0.0.1:4036/authorize', () => null)).toBe(false);
    expect(openSignInPopup('javascript:alert(1)', () => ({}))).toBe(false);
  });

  it('uses the client metadata document only on the page it names (https), and not without one', () => {
    const doc = 'https://example.github.io/cmp/oauth-client.json';
    expect(clientMetadataUrlFor(doc, { origin: 'https://example.github.io', pathname: '/cmp/' })).toBe(doc);
    expect(clientMetadataUrlFor(doc, { origin: 'http://127.0.0.1:4173', pathname: '/cmp/' })).toBeUndefined();
    expect(clientMetadataUrlFor(undefined, { origin: 'https://example.github.io', pathname: '/cmp/' })).toBeUndefined();
    expect(clientMetadataUrlFor('http://example.github.io/cmp/oauth-client.json', { origin: 'http://example.github.io', pathname: '/cmp/' })).toBeUndefined();
  });
});
