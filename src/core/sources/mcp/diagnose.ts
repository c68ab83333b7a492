// Why a connection to an MCP server failed, from what the page could see: each failure names the server and says what
// to do. A browser hides the cause of a CORS refusal (an opaque TypeError), so a no-cors probe tells it from "down".
import { oauthCause } from './authFailure';
import { SPOKEN_REVISIONS } from './era';
import { hostOf } from './host';
import type { McpFailure } from './types';

/** What the page saw of the connection's HTTP requests (the wrapped fetch records it). */
export interface Observed {
  /** Statuses of the answered requests, in order. */
  statuses: number[];
  /** A request failed before any answer (TypeError: refused by CORS, or nothing listens). */
  threw: boolean;
  /** The initialize request was answered 2xx. */
  initialized: boolean;
  /** A session id header could be read from the initialize answer. */
  sessionIdSeen: boolean;
  /** The server/discover request (2026-07-28) failed before any answer: CORS that does not allow its Mcp-Method header, or down. */
  discoverRefused: boolean;
  /** The server/discover request was answered 2xx (or was earlier, remembered): a 2026-07-28 server, which has no session. */
  discovered: boolean;
  /** The last answer's content type (an MCP endpoint answers JSON or an event stream). */
  contentType?: string;
  /** The URL of the request that failed before any answer (an authorization server's endpoint, during OAuth). */
  failedUrl?: string;
  /** The first OAuth metadata document (RFC 9728 / RFC 8414 / OIDC discovery) that was refused (an error, not a 404). */
  refusedMetadata?: { url: string; status: number };
  /** A request failed on a port browsers refuse (core/net's bad ports): what to say (fetching.ts fills it). */
  badPort?: { message: string; fix: string };
}

const METADATA_PATH = /\/\.well-known\/(oauth-protected-resource|oauth-authorization-server|openid-configuration)/;

/** A document that is not there (404, 405, 410) means no OAuth, and a token is the way in; any other error refused it. */
const ABSENT = new Set([404, 405, 410]);

/** Notes an OAuth metadata document that exists but was refused (the sign-in cannot go on without it). */
export function noteAnswer(o: Observed, url: string, status: number): void {
  if (status >= 400 && !ABSENT.has(status) && !o.refusedMetadata && METADATA_PATH.test(url)) o.refusedMetadata = { url, status };
}

export const newObserved = (): Observed => ({ statuses: [], threw: false, initialized: false, sessionIdSeen: false, discoverRefused: false, discovered: false });

export const CORS_NEEDS =
  'The server must answer the CORS preflight (OPTIONS) for this page\'s origin, allow the methods GET, POST and DELETE and the ' +
  'headers Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name and Last-Event-ID (Mcp-Method ' +
  'and Mcp-Name carry each 2026-07-28 request), and expose Mcp-Session-Id and WWW-Authenticate (Access-Control-Expose-Headers). If you cannot change the server, set a CORS proxy in the request settings: it applies to MCP servers too.';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const last = (o: Observed): number | undefined => o.statuses[o.statuses.length - 1];

/** The failure a connection attempt ended with. `reachable`: the no-cors probe got an answer (only asked after `threw`). */
export function diagnose(url: string, error: unknown, o: Observed, reachable: boolean | null): McpFailure {
  const where = hostOf(url);
  const text = error instanceof Error ? error.message : String(error);
  const status = last(o);
  const failedOrigin = o.failedUrl ? originOf(o.failedUrl) : undefined;
  if (o.threw && o.badPort) return { kind: 'unreachable', ...o.badPort };
  if (o.threw && failedOrigin && failedOrigin !== originOf(url)) {
    return {
      kind: 'auth',
      message: `Signing in to ${where} needs its authorization server, but ${o.failedUrl ?? ''} refused this page (no CORS headers) or is down.`,
      fix: 'The authorization server\'s metadata, registration and token endpoints must allow this page\'s origin (CORS). Otherwise give a bearer token instead.',
    };
  }
  if (o.threw && status === undefined) {
    if (reachable === false) {
      return { kind: 'unreachable', message: `Could not reach ${where}: nothing answered (the server is down, the address is wrong, or the network blocks it).`, fix: 'Check the URL and that the server is running.' };
    }
    if (!o.discovered) return { kind: 'cors', message: `${where} answered, but the browser refused to let this page read it: the server sends no CORS headers for this page, or refused the preflight.`, fix: CORS_NEEDS };
  }
  if (o.initialized && !o.discovered && !o.sessionIdSeen && (status === 400 || status === 404)) {
    return {
      kind: 'session-id-hidden', status,
      message: `${where} accepted initialize, but this page cannot read its Mcp-Session-Id header, so the next request had no session and got ${status}.`,
      fix: 'The server must list Mcp-Session-Id in Access-Control-Expose-Headers (or run stateless). A CORS proxy that exposes it also works.',
    };
  }
  if (o.threw && o.discovered) {
    return { kind: 'cors', message: `${where} speaks 2026-07-28, but the browser refused a request to it (a preflight for its Mcp-Method or Mcp-Name header failed).`, fix: CORS_NEEDS };
  }
  if (o.threw && o.initialized) {
    return { kind: 'cors', message: `${where} accepted initialize, but the browser refused a later request (a preflight for the Mcp-Session-Id or Mcp-Protocol-Version header failed).`, fix: CORS_NEEDS };
  }
  if (o.refusedMetadata && o.statuses.includes(401)) {
    const { url: doc, status: code } = o.refusedMetadata;
    return {
      kind: 'auth',
      message: `${where} asks for a sign-in, but its OAuth metadata ${doc} answered ${code}, so this page cannot sign in there.`,
      fix: 'The server must serve its protected-resource metadata (and its authorization server its own) to this page, CORS included. Otherwise give a bearer token or the header the server expects.',
    };
  }
  const cause = oauthCause(where, error);
  if (cause) return cause;
  if (status === 401 || status === 403) {
    return {
      kind: 'auth', status,
      message: `${where} answered ${status} (${status === 401 ? 'not authenticated' : 'forbidden'}).`,
      fix: status === 401 ? 'Give a bearer token or the header the server expects (Connect → Auth). The token stays in this page\'s memory.' : 'The credential was read but does not allow this; check its scopes.',
    };
  }
  if (/protocol version/i.test(text)) {
    return { kind: 'protocol', message: `${where} does not speak a protocol version this page supports: ${text}`, fix: `The page speaks MCP ${SPOKEN_REVISIONS.join(', ')}; the server must accept one of them.`, ...(status ? { status } : {}) };
  }
  // An answer that is JSON but not JSON-RPC (the SDK's schema check fails on it).
  const notJsonRpc = (error instanceof Error && error.name === 'ZodError') || /"jsonrpc"/.test(text);
  if (status !== undefined && (notJsonRpc || status === 404 || status === 405 || status >= 500 || !/json|event-stream/i.test(o.contentType ?? ''))) {
    return {
      kind: 'not-mcp', status,
      message: `${where} answered ${status}${o.contentType ? ` (${o.contentType.split(';')[0]})` : ''}, not as an MCP endpoint (Streamable HTTP, nor the older HTTP+SSE).`,
      fix: 'Check the URL: it is the server\'s MCP endpoint, often ending in /mcp (or /sse for older servers).',
    };
  }
  return { kind: 'other', message: `Could not connect to ${where}: ${text.slice(0, 300)}`, ...(status ? { status } : {}) };
}

/**
 * The browser refused the server/discover request and the initialize handshake that followed was answered but failed:
 * a server that speaks only 2026-07-28 behind CORS that does not allow the headers its requests carry.
 */
export function newHeadersRefused(url: string, error: unknown, o: Observed): McpFailure {
  const where = hostOf(url);
  const text = error instanceof Error ? error.message : String(error);
  const status = last(o);
  return {
    kind: 'cors', ...(status ? { status } : {}),
    message: `${where} refused this page's 2026-07-28 request (server/discover: the browser's preflight for its Mcp-Method and Mcp-Protocol-Version headers failed), and the older initialize handshake failed too: ${text.slice(0, 200)}`,
    fix: CORS_NEEDS,
  };
}
