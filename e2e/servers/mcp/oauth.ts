// A demo OAuth 2.1 authorization server from the SDK's auth helpers (mcpAuthRouter: metadata, dynamic client
// registration, /authorize, /token with PKCE, /revoke; the SDK sends CORS on all but /authorize). It approves every
// authorization at once and redirects back with a code, so a page's whole flow runs without a login form.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { InvalidGrantError, InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import type { AuthorizationParams, OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import { mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

const TOKEN_SECONDS = 3600;
export const NOTES_SCOPE = 'notes';

class MemoryClients implements OAuthRegisteredClientsStore {
  private readonly clients = new Map<string, OAuthClientInformationFull>();
  getClient(clientId: string) {
    return this.clients.get(clientId);
  }
  registerClient(client: OAuthClientInformationFull) {
    this.clients.set(client.client_id, client);
    return client;
  }
}

/** Express's Response (the SDK types it, this repo has no @types/express): only what authorize uses. */
interface Redirecting {
  redirect: (status: number, url: string) => void;
}

export class DemoOAuthProvider implements OAuthServerProvider {
  readonly clientsStore = new MemoryClients();
  private readonly codes = new Map<string, { clientId: string; params: AuthorizationParams }>();
  private readonly tokens = new Map<string, AuthInfo>();
  private readonly refreshTokens = new Map<string, { clientId: string; scopes: string[]; resource?: URL }>();

  authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Redirecting): Promise<void> {
    const code = randomUUID();
    this.codes.set(code, { clientId: client.client_id, params });
    const target = new URL(params.redirectUri);
    target.searchParams.set('code', code);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    res.redirect(302, target.href);
    return Promise.resolve();
  }

  challengeForAuthorizationCode(_client: OAuthClientInformationFull, code: string): Promise<string> {
    const entry = this.codes.get(code);
    return entry ? Promise.resolve(entry.params.codeChallenge) : Promise.reject(new InvalidGrantError('Unknown authorization code'));
  }

  exchangeAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<OAuthTokens> {
    const entry = this.codes.get(code);
    if (!entry || entry.clientId !== client.client_id) return Promise.reject(new InvalidGrantError('Unknown authorization code'));
    this.codes.delete(code);
    return Promise.resolve(this.issue(client.client_id, entry.params.scopes ?? [], entry.params.resource));
  }

  exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string): Promise<OAuthTokens> {
    const entry = this.refreshTokens.get(refreshToken);
    if (!entry || entry.clientId !== client.client_id) return Promise.reject(new InvalidGrantError('Unknown refresh token'));
    this.refreshTokens.delete(refreshToken);
    return Promise.resolve(this.issue(entry.clientId, entry.scopes, entry.resource));
  }

  verifyAccessToken(token: string): Promise<AuthInfo> {
    const info = this.tokens.get(token);
    if (!info || (info.expiresAt ?? 0) < Date.now() / 1000) return Promise.reject(new InvalidTokenError('Unknown or expired access token'));
    return Promise.resolve(info);
  }

  private issue(clientId: string, scopes: string[], resource?: URL): OAuthTokens {
    const access = randomUUID();
    const refresh = randomUUID();
    this.tokens.set(access, { token: access, clientId, scopes, resource, expiresAt: Math.floor(Date.now() / 1000) + TOKEN_SECONDS });
    this.refreshTokens.set(refresh, { clientId, scopes, resource });
    return { access_token: access, token_type: 'bearer', expires_in: TOKEN_SECONDS, refresh_token: refresh, scope: scopes.join(' ') };
  }
}

/** An Express app (from the SDK) seen as the node:http listener it is. */
type Listener = ((req: IncomingMessage, res: ServerResponse) => void) & { use: (handler: unknown) => void };

/** The authorization server's request listener; `issuer` is its own origin (http is allowed for 127.0.0.1). */
export function authServerListener(provider: DemoOAuthProvider, issuer: URL): Listener {
  const app = createMcpExpressApp({ host: issuer.hostname }) as unknown as Listener;
  app.use(mcpAuthRouter({ provider, issuerUrl: issuer, scopesSupported: [NOTES_SCOPE], resourceName: 'Brewery notes authorization server' }));
  return app;
}
