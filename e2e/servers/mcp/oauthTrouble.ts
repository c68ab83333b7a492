// Sign-ins that cannot finish, one per cause, on the `oauth` variant's port under /trouble/<cause>/ (each with its
// own resource metadata and authorization server there): the page must say each cause, never "give a bearer token".
//   mismatch: the resource metadata names another resource.   noreg: the authorization server has no registration.
//   deny: the authorization page sends the user back with access_denied.
//   scope: every token gets 403 insufficient_scope for "notes:admin" (a step-up that never succeeds).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, setCors } from './http';

export const TROUBLE_CAUSES = ['mismatch', 'noreg', 'deny', 'scope'] as const;
export const TROUBLE_SCOPE = 'notes:admin';
const TOKEN = 'trouble-token';

/** Handles /trouble/… (true), else leaves the request to the variant (false). */
export async function troubleHandler(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  const m = /^(?:\/\.well-known\/oauth-authorization-server)?\/trouble\/(\w+)(\/.*)?$/.exec(url.pathname);
  const cause = m?.[1];
  if (!m || !cause || !(TROUBLE_CAUSES as readonly string[]).includes(cause)) return false;
  setCors(res, 'full');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  const base = `${origin}/trouble/${cause}`;
  const rest = m[2] ?? '';
  if (url.pathname.startsWith('/.well-known/')) {
    sendJson(res, 200, {
      issuer: base, authorization_endpoint: `${base}/authorize`, token_endpoint: `${base}/token`,
      ...(cause === 'noreg' ? {} : { registration_endpoint: `${base}/register` }),
      response_types_supported: ['code'], code_challenge_methods_supported: ['S256'], token_endpoint_auth_methods_supported: ['none'],
    });
  } else if (rest === '/prm') {
    sendJson(res, 200, { resource: cause === 'mismatch' ? `${origin}/elsewhere/mcp` : `${base}/mcp`, authorization_servers: [base] });
  } else if (rest === '/register') {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    sendJson(res, 201, { ...body, client_id: `client-${cause}` });
  } else if (rest === '/authorize') {
    const back = new URL(url.searchParams.get('redirect_uri') ?? origin);
    if (cause === 'deny') back.searchParams.set('error', 'access_denied');
    else back.searchParams.set('code', 'trouble-code');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { Location: back.href }).end();
  } else if (rest === '/token') {
    await readBody(req);
    sendJson(res, 200, { access_token: TOKEN, token_type: 'bearer', expires_in: 3600 });
  } else if (rest === '/mcp') {
    await readBody(req);
    const signed = req.headers.authorization === `Bearer ${TOKEN}`;
    const challenge = signed
      ? `Bearer error="insufficient_scope", scope="${TROUBLE_SCOPE}", resource_metadata="${base}/prm"`
      : `Bearer resource_metadata="${base}/prm"`;
    sendJson(res, signed ? 403 : 401, { error: signed ? 'insufficient_scope' : 'invalid_token' }, { 'WWW-Authenticate': challenge });
  } else {
    sendJson(res, 404, { error: 'not_found' });
  }
  return true;
}
