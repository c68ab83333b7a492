// The one issuer mismatch the page lets through, for servers of the 2025-03-26 revision. Its own file: the SDK import
// here is a value, and oauth.ts is on the link path (forgetOAuth), which must not load the SDK.
import { IssuerMismatchError } from '@modelcontextprotocol/client';

const originOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Authorization server metadata whose issuer differs from where it was found only in its path, on that same origin:
 * a 2025-03-26 server that is its own authorization server (it has no protected resource metadata) did this, and that
 * revision allowed it. Any other mismatch (another origin, or the `iss` of an answer) stays refused.
 */
export const sameOriginIssuer = (err: unknown): boolean =>
  err instanceof IssuerMismatchError && err.kind === 'metadata' && originOf(err.expected) !== null && originOf(err.expected) === originOf(err.received);
