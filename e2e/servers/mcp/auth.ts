// Who may send MCP requests to a variant: anyone, the holder of MCP_BEARER_TOKEN, or the holder of a token the
// demo authorization server issued (announced by RFC 9728 protected resource metadata, as MCP's auth spec asks).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { DemoOAuthProvider } from './oauth';
import { NOTES_SCOPE } from './oauth';
import { sendJson } from './http';
import { ADMIN_SCOPE, ADMIN_TOOL } from './tools';
import { MCP_BEARER_TOKEN, type VariantTraits } from './variants';

export interface OAuthResource {
  provider: DemoOAuthProvider;
  /** The authorization server's issuer URL. */
  issuer: URL;
  /** The MCP endpoint the tokens are for. */
  resource: URL;
}

const REALM = 'realm="brewery-notes"';

function refuse(res: ServerResponse, challenge: string): false {
  sendJson(res, 401, { error: 'unauthorized', error_description: 'This MCP server needs Authorization: Bearer <token>' }, { 'WWW-Authenticate': challenge });
  return false;
}

/** The path of the resource's metadata document (/.well-known/oauth-protected-resource/mcp). */
export const metadataPath = (o: OAuthResource): string => new URL(getOAuthProtectedResourceMetadataUrl(o.resource)).pathname;

export const protectedResourceMetadata = (o: OAuthResource) => ({
  resource: o.resource.href,
  authorization_servers: [o.issuer.href],
  scopes_supported: [NOTES_SCOPE],
  bearer_methods_supported: ['header'],
  resource_name: 'Brewery notes',
});

/** True when the request may go on; otherwise answers 401 with a Bearer challenge (CORS headers already set). */
export async function authorized(req: IncomingMessage, res: ServerResponse, mode: VariantTraits['auth'], oauth?: OAuthResource): Promise<boolean> {
  if (mode === 'none') return true;
  const header = req.headers.authorization;
  if (mode === 'static') {
    if (header === `Bearer ${MCP_BEARER_TOKEN}`) return true;
    return refuse(res, header === undefined ? `Bearer ${REALM}` : `Bearer ${REALM}, error="invalid_token"`);
  }
  if (!oauth) throw new Error('the oauth variant needs its authorization server');
  const metadata = `resource_metadata="${getOAuthProtectedResourceMetadataUrl(oauth.resource)}"`;
  const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (token === undefined) return refuse(res, `Bearer ${REALM}, ${metadata}`);
  const ok = await oauth.provider.verifyAccessToken(token).then(() => true, () => false);
  return ok || refuse(res, `Bearer ${REALM}, error="invalid_token", ${metadata}`);
}

/**
 * A call of ADMIN_TOOL with a token without ADMIN_SCOPE: answers 403 insufficient_scope naming the scope (a step-up,
 * MCP's authorization spec) and returns true; else false, and the request goes on.
 */
export async function scopeRefusal(req: IncomingMessage, res: ServerResponse, body: unknown, oauth: OAuthResource): Promise<boolean> {
  const call = body as { method?: unknown; params?: { name?: unknown } } | null;
  if (call?.method !== 'tools/call' || call.params?.name !== ADMIN_TOOL) return false;
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const scopes = await oauth.provider.verifyAccessToken(token).then((info) => info.scopes, (): string[] => []);
  if (scopes.includes(ADMIN_SCOPE)) return false;
  const metadata = `resource_metadata="${getOAuthProtectedResourceMetadataUrl(oauth.resource)}"`;
  sendJson(res, 403, { error: 'insufficient_scope', error_description: `${ADMIN_TOOL} needs the scope ${ADMIN_SCOPE}` }, {
    'WWW-Authenticate': `Bearer ${REALM}, error="insufficient_scope", scope="${ADMIN_SCOPE}", ${metadata}`,
  });
  return true;
}
