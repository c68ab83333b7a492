// OAuth 2.1 with PKCE for an MCP server, through the SDK's OAuthClientProvider: the page registers itself (dynamic
// registration) and hands back the authorization page; the user goes there with a click and comes back with a code. The verifier, the client
// registration and the tokens live in the store the page gives (sessionStorage), keyed by the server's URL.
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpFailure, McpOAuthOptions, OAuthStore } from './types';

const key = (server: string, what: string): string => `mcp-oauth:${what}:${server}`;

function read<T>(store: OAuthStore, k: string): T | undefined {
  const text = store.getItem(k);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** `onAuthorize` receives the authorization page instead of the page navigating there. */
export function oauthProvider(server: string, options: McpOAuthOptions, onAuthorize: (url: URL) => void): OAuthClientProvider {
  const { store } = options;
  return {
    get redirectUrl() {
      return options.redirectUrl;
    },
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: 'Code Mode Playground', redirect_uris: [options.redirectUrl], grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'], token_endpoint_auth_method: 'none',
      };
    },
    clientInformation: () => read<OAuthClientInformationMixed>(store, key(server, 'client')),
    saveClientInformation: (info) => store.setItem(key(server, 'client'), JSON.stringify(info)),
    tokens: () => read<OAuthTokens>(store, key(server, 'tokens')),
    saveTokens: (tokens) => store.setItem(key(server, 'tokens'), JSON.stringify(tokens)),
    saveCodeVerifier: (verifier) => store.setItem(key(server, 'verifier'), verifier),
    codeVerifier: () => {
      const v = store.getItem(key(server, 'verifier'));
      if (!v) throw new Error('The sign-in was started in another tab or its verifier expired: connect again.');
      return v;
    },
    redirectToAuthorization: onAuthorize,
    invalidateCredentials: (scope) => {
      const what = scope === 'all' ? ['client', 'tokens', 'verifier'] : scope === 'client' ? ['client'] : scope === 'tokens' ? ['tokens'] : ['verifier'];
      for (const w of what) store.removeItem(key(server, w));
    },
  };
}

/** Forgets a server's sign-in (its tokens and registration), e.g. when the user removes it. */
export function forgetOAuth(server: string, store: OAuthStore): void {
  for (const w of ['client', 'tokens', 'verifier']) store.removeItem(key(server, w));
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
    fix: `Sign in there (this page goes to ${authorizeAt.host} and comes back with the server connected), or give a bearer token or a header instead.`,
  };
}
