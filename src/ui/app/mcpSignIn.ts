// OAuth sign-in to an MCP server, only on the user's click, in a popup: the run and the chat stay. The authorization
// server sends the popup back to this page with `code` (or `error`) and the `state` the sign-in was started with; that
// page hands them to the opener (a BroadcastChannel: the page's COOP cuts the popup's `opener`), which connects the
// server that owns that state. When the browser blocks the popup the tab itself goes: the page's URL (its sources,
// view and code) is kept in sessionStorage and put back on the way back, and the link restores the set.
import { MCP_OAUTH_PENDING_KEY, type McpOAuthOptions, type OAuthStore } from '../../core/sources';

const RETURN_KEY = 'mcp-oauth:return';
const CODE_KEY = 'mcp-oauth:code';
const REFUSED_KEY = 'mcp-oauth:refused';
/** Every state this page starts a sign-in with begins so (core/sources/mcp/oauth.ts makes them). */
const STATE_PREFIX = 'cmp-';
export const SIGN_IN_CHANNEL = 'mcp-oauth';

interface PageLocation {
  href: string;
  origin: string;
  pathname: string;
  search: string;
  assign: (url: string) => void;
}

/** What the authorization server sent back (RFC 6749 4.1.2): a code, or an error; always with our state. */
export interface SignInReturn {
  state: string;
  code?: string;
  error?: string;
  description?: string;
}

/** The sign-in answer in a page's query, or null when the page was not opened by one of this page's sign-ins. */
export function signInReturnOf(search: string): SignInReturn | null {
  const q = new URLSearchParams(search);
  const state = q.get('state');
  const code = q.get('code');
  const error = q.get('error');
  if (!state?.startsWith(STATE_PREFIX) || (!code && !error)) return null;
  const description = q.get('error_description');
  return { state, ...(code ? { code } : { error: error ?? 'error' }), ...(description ? { description } : {}) };
}

/** Keeps the answer for the server whose sign-in started with its state; that server's next connection uses it. */
export function acceptSignInReturn(answer: SignInReturn, store: OAuthStore, server: string): boolean {
  if (store.getItem(`mcp-oauth:state:${server}`) !== answer.state) return false;
  store.removeItem(`mcp-oauth:state:${server}`);
  store.setItem(MCP_OAUTH_PENDING_KEY, server);
  if (answer.code) store.setItem(CODE_KEY, answer.code);
  else store.setItem(REFUSED_KEY, JSON.stringify({ error: answer.error ?? 'error', ...(answer.description ? { description: answer.description } : {}) }));
  return true;
}

/** Run once before anything reads the URL: back from a sign-in that left the tab, restores the page's URL and keeps the answer. */
export function resumeMcpSignIn(loc: PageLocation, store: OAuthStore, replace: (url: string) => void): boolean {
  const answer = signInReturnOf(loc.search);
  const back = store.getItem(RETURN_KEY);
  const server = store.getItem(MCP_OAUTH_PENDING_KEY);
  if (!answer || !back || !server) return false;
  store.removeItem(RETURN_KEY);
  let url: URL;
  try {
    url = new URL(back);
  } catch {
    return false;
  }
  if (url.origin !== loc.origin || !acceptSignInReturn(answer, store, server)) return false;
  replace(url.href);
  return true;
}

function readRefused(text: string | null): McpOAuthOptions['refused'] {
  try {
    return text ? (JSON.parse(text) as McpOAuthOptions['refused']) : undefined;
  } catch {
    return undefined;
  }
}

/** Page settings a sign-in uses: a pre-registered client the form named, this page's client metadata document. */
export interface SignInClient {
  client?: McpOAuthOptions['client'];
  clientMetadataUrl?: string;
}

/** The OAuth options of one connection: with the answer when this server's sign-in just came back (used once). */
export function mcpOAuthOptions(server: string, loc: PageLocation, store: OAuthStore, client: SignInClient = {}): McpOAuthOptions {
  const mine = store.getItem(MCP_OAUTH_PENDING_KEY) === server;
  const code = mine ? store.getItem(CODE_KEY) : null;
  const refused = mine ? readRefused(store.getItem(REFUSED_KEY)) : undefined;
  if (mine) for (const k of [CODE_KEY, REFUSED_KEY, MCP_OAUTH_PENDING_KEY]) store.removeItem(k);
  return {
    store, redirectUrl: `${loc.origin}${loc.pathname}`, ...(code ? { code } : {}), ...(refused ? { refused } : {}),
    ...(client.client?.id ? { client: client.client } : {}), ...(client.clientMetadataUrl ? { clientMetadataUrl: client.clientMetadataUrl } : {}),
  };
}

/**
 * This page's client ID metadata document, when the page runs where the document says it does (its redirect URIs):
 * `published` is the document's https URL from the build (PUBLIC_URL), undefined when the build named none.
 */
export function clientMetadataUrlFor(published: string | undefined, loc: Pick<PageLocation, 'origin' | 'pathname'>): string | undefined {
  if (!published) return undefined;
  try {
    const home = new URL('.', published);
    const here = new URL(`${loc.origin}${loc.pathname}`);
    return home.protocol === 'https:' && here.href === home.href ? published : undefined;
  } catch {
    return undefined;
  }
}

const httpUrl = (text: string): URL | null => {
  try {
    const to = new URL(text);
    return to.protocol === 'https:' || to.protocol === 'http:' ? to : null;
  } catch {
    return null;
  }
};

/**
 * The user's click on "Sign in at <origin>" when the popup was blocked: keeps the page's URL and which server asked,
 * then the tab leaves for the authorization page. Only an http(s) page.
 */
export function beginMcpSignIn(server: string, authorizationUrl: string, loc: PageLocation, store: OAuthStore): boolean {
  const to = httpUrl(authorizationUrl);
  if (!to) return false;
  store.setItem(MCP_OAUTH_PENDING_KEY, server);
  store.setItem(RETURN_KEY, loc.href);
  loc.assign(to.href);
  return true;
}

/** The user's click, in a popup (`open` is window.open): false when it was blocked (then beginMcpSignIn). */
export function openSignInPopup(authorizationUrl: string, open: (url: string) => unknown): boolean {
  const to = httpUrl(authorizationUrl);
  return to !== null && Boolean(open(to.href));
}

/** Back from a sign-in the user started: the link's servers were confirmed before leaving. */
export const returnedFromSignIn = (store: OAuthStore): boolean => store.getItem(CODE_KEY) !== null || store.getItem(REFUSED_KEY) !== null;
