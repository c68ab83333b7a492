// The live sender: fetches the request from its server with redirect:'error', no cookies, no referrer and no cache,
// the answer read whole up to the cap. proxy.ts sends through the CORS proxy with the same fetch.
import { blockedPortProblem } from '../../../core/net';
import type { SandboxApi, TargetAuth } from '../../contract';
import { readCapped } from '../readCapped';
import type { Plan, Refusal, Sending, Sent, SenderDeps, SourceSender } from '../sender';

// Loopback is "potentially trustworthy": browsers let an https page call it over http.
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why the browser will refuse this request as mixed content, or null. */
export function mixedContent(target: URL, pageProtocol: string | undefined): string | null {
  if (pageProtocol !== 'https:' || target.protocol !== 'http:' || LOOPBACK_HOST.test(target.hostname)) return null;
  return `Blocked as mixed content: this page is https and ${target.origin} is plain http, which browsers refuse. ` +
    'Use the API\'s https server if it has one, or open the playground over http://localhost';
}

/** Where a fetch goes when not to the server itself: the proxy's URL for the request sent, and what to say about it. */
export interface Via {
  /** The URL the browser fetches for the URL sent (credentials included), or null to fetch it directly. */
  url: (sent: URL) => URL | null;
  note: string;
  unreachable: string;
}

/**
 * The plan of a fetched request: refused as mixed content when the browser would (`checked`: the URL the browser
 * reaches), else sent with `auth`'s credentials.
 */
export function fetchPlan(deps: SenderDeps, checked: URL, via: Via | null, auth: TargetAuth | undefined): Plan | Refusal {
  const pageProtocol = deps.pageProtocol ?? (globalThis as { location?: { protocol?: string } }).location?.protocol;
  const mixed = mixedContent(checked, pageProtocol);
  if (mixed) return { kind: 'network', error: mixed, allowed: true };
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return { ...(auth ? { auth } : {}), send: (s) => fetched(doFetch, s, via) };
}

async function fetched(doFetch: typeof fetch, s: Sending, via: Via | null): Promise<Sent> {
  const fail = (kind: Refusal['kind'], error: string): Sent => ({ ok: false, kind, error, allowed: true });
  const reached = via?.url(s.out.url) ?? s.out.url;
  try {
    const res = await doFetch(reached.href, {
      method: s.method, headers: s.out.headers, body: s.body as BodyInit | undefined, redirect: 'error', credentials: 'omit',
      referrerPolicy: 'no-referrer', cache: 'no-store', signal: s.deadline.signal,
    });
    const read = await readCapped(res, s.maxResponseBytes);
    if (!read) return fail('too-large', `Response body exceeds ${s.maxResponseBytes} bytes (status ${res.status})`);
    const reply = { ok: true as const, status: res.status, statusText: res.statusText, url: s.url.href, headers: Array.from(res.headers.entries()), body: read };
    return { ok: true, reply, note: [s.out.note, via?.note].filter(Boolean).join('. ') || undefined, source: 'live' };
  } catch {
    if (s.deadline.passed()) return fail('timeout', `Request timed out after ${s.deadline.ms} ms: ${s.method} ${s.url.href}`);
    if (s.deadline.stopped()) return fail('network', 'Request cancelled: the run was stopped');
    // The URL the browser fetched (the proxy's, through one): a bad port there never left the browser.
    const blocked = blockedPortProblem(reached);
    if (blocked) return fail('network', `${blocked.message} ${blocked.fix}`);
    return fail('network', via?.unreachable ??
      `Could not reach ${s.url.origin}: the server is down, does not allow cross-origin requests (CORS), ` +
      'or answered with a redirect (the sandbox never follows redirects). If the API sends no CORS headers, switch on ' +
      '"Mock from spec" to try it with data generated from the spec, or set a CORS proxy in the request settings');
  }
}

/** Every source no other sender answers is fetched live. */
export const openLive = (api: SandboxApi) => (deps: SenderDeps): SourceSender => ({
  admit: (allowed) => fetchPlan(deps, allowed.url, null, api.auth),
});
