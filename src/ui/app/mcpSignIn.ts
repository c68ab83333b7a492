// OAuth sign-in to an MCP server leaves the page: before leaving, the page's URL (its sources, view and code) is kept
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
  return {
    store,
    redirectUrl: `${loc.origin}${loc.pathname}`,
    redirect: (url) => {
      store.setItem(RETURN_KEY, loc.href);
      loc.assign(url);
    },
    ...(code ? { code } : {}),
  };
}
