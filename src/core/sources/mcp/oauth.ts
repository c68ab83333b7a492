// OAuth 2.1 with PKCE for an MCP server, through the SDK's OAuthClientProvider: the page is its client by its client ID
// metadata document where the authorization server accepts one, else by a pre-registered client id, else it registers
// itself (dynamic registration), and hands back the authorization page; the user goes there with a click and comes back
// with a code. The verifier, the registration, the discovery (kept across the redirect: a resource metadata address
// that only a 401 named is not found again) and the tokens live in the store the page gives (sessionStorage), keyed by
// the server's URL.
import type {
  OAuthClientInformationMixed, OAuthClientMetadata, OAuthClientProvider, OAuthDiscoveryState, OAuthTokens,
} from '@modelcontextprotocol/client';
import type { McpFailure, McpOAuthOptions, OAuthStore } from './types';

const key = (server: string, what: string): string => `mcp-oauth:${what}:${server}`;
const KEPT = ['client', 'tokens', 'verifier', 'discovery', 'preregistered', 'tries', 'state'];

function read<T>(store: OAuthStore, k: string): T | undefined {
  const text = store.getItem(k);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The client the form named for this server (kept, so it is still known when the user comes back). */
function preregistered(server: string, options: McpOAuthOptions): OAuthClientInformationMixed | undefined {
  const { store, client } = options;
  if (client?.id) store.setItem(key(server, 'preregistered'), JSON.stringify(client));
  const kept = client?.id ? client : read<{ id: string; secret?: string }>(store, key(server, 'preregistered'));
  return kept ? { client_id: kept.id, ...(kept.secret ? { client_secret: kept.secret } : {}) } : undefined;
}

/** Web Crypto (browsers, Node 20): core's types know neither. */
const webCrypto = (): { randomUUID: () => string } => (globalThis as unknown as { crypto: { randomUUID: () => string } }).crypto;

/** The server refused a request for a scope (403 insufficient_scope): a step-up. */
export const asksMoreScope = (res: Response): boolean => res.status === 403 && /insufficient_scope/.test(res.headers.get('www-authenticate') ?? '');

/**
 * `onAuthorize` receives the authorization page instead of the page navigating there. While `steppingUp()`, the
 * refresh token is not handed out: a refresh cannot widen a token's scope (RFC 6749 §6), and the SDK, which refreshes
 * when it can, would then give up ("403 after trying upscoping") instead of offering the sign-in for the scope.
 */
export function oauthProvider(server: string, options: McpOAuthOptions, onAuthorize: (url: URL) => void, steppingUp: () => boolean = () => false): OAuthClientProvider {
  const { store } = options;
  const fixed = preregistered(server, options);
  const stored = (): OAuthClientInformationMixed | undefined => read<OAuthClientInformationMixed>(store, key(server, 'client'));
  return {
    get redirectUrl() {
      return options.redirectUrl;
    },
    ...(options.clientMetadataUrl && !fixed ? { clientMetadataUrl: options.clientMetadataUrl } : {}),
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: 'Code Mode Playground', redirect_uris: [options.redirectUrl], grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'], token_endpoint_auth_method: 'none',
      };
    },
    // A pre-registered client wins over a registration kept from before (the SDK stores it back, bound to its issuer).
    clientInformation: () => (fixed && stored()?.client_id !== fixed.client_id ? fixed : stored() ?? fixed),
    saveClientInformation: (info) => store.setItem(key(server, 'client'), JSON.stringify(info)),
    tokens: () => {
      const tokens = read<OAuthTokens>(store, key(server, 'tokens'));
      return tokens && steppingUp() ? withoutRefresh(tokens) : tokens;
    },
    saveTokens: (tokens) => store.setItem(key(server, 'tokens'), JSON.stringify(tokens)),
    saveCodeVerifier: (verifier) => store.setItem(key(server, 'verifier'), verifier),
    codeVerifier: () => {
      const v = store.getItem(key(server, 'verifier'));
      if (!v) throw new Error('The sign-in was started in another tab or its verifier expired: connect again.');
      return v;
    },
    saveDiscoveryState: (state) => store.setItem(key(server, 'discovery'), JSON.stringify(state)),
    discoveryState: () => read<OAuthDiscoveryState>(store, key(server, 'discovery')),
    // The answer that comes back names it: the page then knows which server's sign-in it ends (ui/app/mcpSignIn.ts).
    state: () => {
      const state = `cmp-${webCrypto().randomUUID()}`;
      store.setItem(key(server, 'state'), state);
      return state;
    },
    redirectToAuthorization: onAuthorize,
    invalidateCredentials: (scope) => {
      const what = scope === 'all' ? ['client', 'tokens', 'verifier', 'discovery'] : [scope];
      for (const w of what) store.removeItem(key(server, w));
    },
  };
}

function withoutRefresh(tokens: OAuthTokens): OAuthTokens {
  const kept: OAuthTokens = { ...tokens };
  delete kept.refresh_token;
  return kept;
}

/** Forgets a server's sign-in (its tokens, registration and discovery), e.g. when the user removes it. */
export function forgetOAuth(server: string, store: OAuthStore): void {
  for (const w of KEPT) store.removeItem(key(server, w));
}

/** Sign-ins finished in a row for this server without a connection that worked (a loop stops at two). */
export function signInsInARow(server: string, store: OAuthStore, change?: 'finished' | 'reset'): number {
  const k = key(server, 'tries');
  const before = Number(store.getItem(k) ?? '0');
  if (change === 'reset') {
    // A reset with nothing counted writes nothing: it runs after every call that works.
    if (before !== 0) store.removeItem(k);
    return 0;
  }
  const now = before + (change === 'finished' ? 1 : 0);
  if (change) store.setItem(k, String(now));
  return now;
}

/** A server that asks for a sign-in: the authorization page to open with a click that names it, or why not. */
export function signInFailure(server: URL, authorizeAt: URL): McpFailure {
  if (authorizeAt.protocol !== 'https:' && authorizeAt.protocol !== 'http:') {
    return {
      kind: 'auth',
      message: `${server.host} asks for a sign-in at an address that is not http(s) (${authorizeAt.protocol}), so this page will not open it.`,
      fix: 'Give a bearer token or a header instead, if the server accepts one.',
    };
  }
  return {
    kind: 'auth',
    signIn: { url: authorizeAt.href, origin: authorizeAt.origin },
    message: `${server.host} asks you to sign in at ${authorizeAt.origin}.`,
    fix: `Sign in there (in a popup: the page, its run and its chat stay; the server connects when the sign-in comes back), or give a bearer token or a header instead.`,
  };
}
