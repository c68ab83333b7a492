// OAuth sign-in to an MCP server leaves the page, only on the user's click: before leaving, the page's URL (its sources, view and code) is kept
// in sessionStorage; on the way back the authorization server's `code` is kept for the server that asked and the
// page's URL is put back, so the link restores the set and that server connects with the code.
import { MCP_OAUTH_PENDING_KEY, type McpOAuthOptions, type OAuthStore } from '../../core/sources';

const RETURN_KEY = 'mcp-oauth:return';
const CODE_KEY = 'mcp-oauth:code';

interface PageLocation {
  href: string;
  origin: string;
  pathname: string;
  search: string;
  assign: (url: string) => void;
}

/** Run once before anything reads the URL: back from a sign-in, restores the page's URL and keeps the code. */
export function resumeMcpSignIn(loc: PageLocation, store: OAuthStore, replace: (url: string) => void): boolean {
  const code = new URLSearchParams(loc.search).get('code');
  const back = store.getItem(RETURN_KEY);
  if (!code || !back || !store.getItem(MCP_OAUTH_PENDING_KEY)) return false;
  store.removeItem(RETURN_KEY);
  let url: URL;
  try {
    url = new URL(back);
  } catch {
    return false;
  }
  if (url.origin !== loc.origin) return false;
  store.setItem(CODE_KEY, code);
  replace(url.href);
  return true;
}

/** The OAuth options of one connection: with the code when this server's sign-in just came back (used once). */
export function mcpOAuthOptions(server: string, loc: PageLocation, store: OAuthStore): McpOAuthOptions {
  const code = store.getItem(MCP_OAUTH_PENDING_KEY) === server ? store.getItem(CODE_KEY) : null;
  if (code) {
    store.removeItem(CODE_KEY);
    store.removeItem(MCP_OAUTH_PENDING_KEY);
  }
  return { store, redirectUrl: `${loc.origin}${loc.pathname}`, ...(code ? { code } : {}) };
}

/**
 * The user's click on "Sign in at <origin>": keeps the page's URL and which server asked, then leaves for the
 * authorization page. Only an http(s) page; the one place this page navigates for a sign-in.
 */
export function beginMcpSignIn(server: string, authorizationUrl: string, loc: PageLocation, store: OAuthStore): boolean {
  let to: URL;
  try {
    to = new URL(authorizationUrl);
  } catch {
    return false;
  }
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return false;
  store.setItem(MCP_OAUTH_PENDING_KEY, server);
  store.setItem(RETURN_KEY, loc.href);
  loc.assign(to.href);
  return true;
}

/** Back from a sign-in the user started: the link's servers were confirmed before leaving. */
export const returnedFromSignIn = (store: OAuthStore): boolean => store.getItem(CODE_KEY) !== null;
