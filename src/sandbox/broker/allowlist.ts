// Allowlist decision on the PARSED URL (WHATWG parser, as fetch will see it): exact scheme+host+port and a
// path prefix on segment boundaries. Raw-string tricks the parser would silently rewrite are refused up front.
import type { AllowEntry } from '../contract';
import { pathProblem } from './pathCheck';

export type AllowDecision = { ok: true; url: URL; entry: AllowEntry } | { ok: false; reason: string };

/** "http://127.0.0.1:4011", "https://api.example.com/v1" — what to tell the script it may use. */
export function describeAllowlist(allowlist: readonly AllowEntry[]): string {
  if (allowlist.length === 0) return 'none (this spec declares no usable server)';
  return allowlist.map((e) => e.origin + (e.pathPrefix === '/' ? '' : e.pathPrefix)).join(', ');
}

/** Canonical origin and a path prefix with a leading and no trailing slash; null when the origin is not a URL. */
export function normalizeEntry(entry: AllowEntry): AllowEntry | null {
  try {
    const origin = new URL(entry.origin).origin;
    let prefix = entry.pathPrefix.startsWith('/') ? entry.pathPrefix : `/${entry.pathPrefix}`;
    if (prefix.length > 1 && prefix.endsWith('/')) prefix = prefix.replace(/\/+$/, '') || '/';
    return { origin, pathPrefix: prefix };
  } catch {
    return null;
  }
}

function pathMatches(pathname: string, prefix: string): boolean {
  if (prefix === '/') return true;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function checkAllowed(rawUrl: string, allowlist: readonly AllowEntry[]): AllowDecision {
  if ([...rawUrl].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)) return { ok: false, reason: 'URL contains whitespace or control characters' };
  if (rawUrl.includes('\\')) return { ok: false, reason: 'URL contains a backslash' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: `not an absolute URL: ${rawUrl.slice(0, 200)}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(rawUrl)) {
    return { ok: false, reason: 'URL contains credentials (user:password@)' };
  }
  // The parser drops a trailing dot from IPv4 hosts ("127.0.0.1." → "127.0.0.1"): check the raw authority too.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(rawUrl)?.[1] ?? '';
  const rawHost = authority.startsWith('[') ? authority : authority.replace(/:\d*$/, '');
  if (url.hostname.endsWith('.') || rawHost.endsWith('.')) return { ok: false, reason: `host ${rawHost || url.hostname} ends with a dot` };
  const rawPath = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  const pathReason = pathProblem(rawPath) ?? pathProblem(url.pathname);
  if (pathReason) return { ok: false, reason: pathReason };
  const origin = url.origin;
  const entries = allowlist.map(normalizeEntry).filter((e): e is AllowEntry => e !== null);
  const sameOrigin = entries.filter((e) => e.origin === origin);
  if (sameOrigin.length === 0) return { ok: false, reason: `${origin} is not an allowed server` };
  // The most specific prefix wins, so the entry (which decides credentials) does not depend on list order.
  const entry = sameOrigin
    .filter((e) => pathMatches(url.pathname, e.pathPrefix))
    .reduce<AllowEntry | undefined>((best, e) => (best && best.pathPrefix.length >= e.pathPrefix.length ? best : e), undefined);
  if (!entry) return { ok: false, reason: `path ${url.pathname} is outside the allowed path prefix of ${origin}` };
  return { ok: true, url, entry };
}
