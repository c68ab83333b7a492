// Why a sign-in to an MCP server cannot finish, in the user's terms: each cause its own message and what to do,
// never "give a bearer token" when the cause is known.
import type { McpCallOutcome, McpFailure } from './types';

/** Sign-ins in a row a server gets before the page stops offering another (a 403 insufficient_scope loop). */
export const MAX_SIGN_INS = 2;

const TOKEN_INSTEAD = 'If the server also accepts a bearer token or a header, give it under Auth instead.';

/** The scope the server asked for, as its authorization page was to receive it. */
export function askedScope(authorizeAt: string): string | undefined {
  try {
    return new URL(authorizeAt).searchParams.get('scope') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The server still asks for a sign-in after MAX_SIGN_INS in a row: it wants a scope the sign-ins did not grant. */
export function loopFailure(where: string, authorizeAt: string): McpFailure {
  const scope = askedScope(authorizeAt);
  return {
    kind: 'auth',
    message: `${where} still refuses after ${MAX_SIGN_INS} sign-ins in a row${scope ? `: it asks for the scope "${scope}", which the sign-in did not grant` : ''}.`,
    fix: `Sign in with an account that may grant ${scope ? `"${scope}"` : 'what it asks for'}, or ask the server's operator for it; Connect starts over.`,
  };
}

/** The authorization server sent the user back with an error (access_denied: the consent was refused). */
export function refusedFailure(where: string, refused: { error: string; description?: string }): McpFailure {
  const said = `${refused.error}${refused.description ? `: ${refused.description.slice(0, 200)}` : ''}`;
  return {
    kind: 'auth',
    message: refused.error === 'access_denied'
      ? `The sign-in to ${where} was refused at its authorization server (${said}).`
      : `The authorization server of ${where} ended the sign-in with an error (${said}).`,
    fix: `Connect to sign in again and allow the access. ${TOKEN_INSTEAD}`,
  };
}

/** An error the SDK's OAuth flow threw, as a failure that names its cause; undefined when it is not one of them. */
export function oauthCause(where: string, error: unknown): McpFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  const mismatch = /Protected resource (\S+) does not match expected (\S+)/.exec(error.message);
  if (mismatch) {
    return {
      kind: 'auth',
      message: `${where}'s protected-resource metadata names another resource (${mismatch[1] ?? ''}), not this server (${mismatch[2] ?? ''}), so this page will not sign in for it.`,
      fix: `The server's /.well-known/oauth-protected-resource document must name its own URL as "resource": tell its operator. ${TOKEN_INSTEAD}`,
    };
  }
  if (/does not support dynamic client registration/.test(error.message)) {
    return {
      kind: 'auth',
      message: `${where}'s authorization server has no registration endpoint, so this page cannot register itself there (nor does it accept this page's client metadata document).`,
      fix: `Register a client for this page's address with that authorization server and give its client ID under Auth → OAuth client. ${TOKEN_INSTEAD}`,
    };
  }
  if (/^Incompatible auth server/.test(error.message)) {
    return { kind: 'auth', message: `${where}'s authorization server cannot serve this page: ${error.message.replace(/^Incompatible auth server: /, '')}.`, fix: TOKEN_INSTEAD };
  }
  // The SDK's OAuthError (an error answer of the token or registration endpoint), told by its code: importing the class
  // would put the SDK on the link path, which loads this file for CORS_NEEDS.
  // An answer that was no OAuth error at all (a 404 page) is the SDK's server_error "Invalid OAuth error response".
  const code = (error as { errorCode?: unknown }).errorCode;
  if (typeof code === 'string' && !error.message.includes('Invalid OAuth error response')) {
    const client = code === 'invalid_client' || code === 'unauthorized_client';
    return {
      kind: 'auth',
      message: `${where}'s authorization server refused the sign-in: ${code}${error.message ? ` (${error.message.slice(0, 200)})` : ''}.`,
      fix: client ? `Check the client ID (and secret) given under Auth → OAuth client. ${TOKEN_INSTEAD}` : `Connect to sign in again. ${TOKEN_INSTEAD}`,
    };
  }
  return undefined;
}

/** A call the server refused for want of a scope (403 insufficient_scope): the sign-in it asks for, not retried here. */
export function stepUpOutcome(server: string, authorizeAt: URL): McpCallOutcome {
  const scope = askedScope(authorizeAt.href);
  return {
    ok: false, kind: 'network', signIn: { url: authorizeAt.href, origin: authorizeAt.origin },
    error: `${server} needs more permission for this call${scope ? ` (the scope "${scope}")` : ''}: sign in again with the page's "Sign in at ${authorizeAt.origin}", then run again.`,
  };
}
