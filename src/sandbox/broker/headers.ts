// Request headers the broker sends on the script's behalf, and the target-API credentials it adds.
import type { AllowEntry, TargetAuth } from '../contract';
import { normalizeEntry } from './allowlist';
import type { AddedCredentials } from './scrub';

// Headers a trusted front proxy sets to re-route a request (path, method, host, scheme, client address). Some
// backends obey them, which walks around the path-prefix allowlist; a script is never that proxy.
const ROUTING_HEADERS = new Set([
  'x-original-url', 'x-rewrite-url', 'x-override-url', 'x-original-uri', 'x-forwarded-uri', 'x-envoy-original-path',
  'x-forwarded-path', 'x-forwarded-prefix',
  'x-http-method-override', 'x-http-method', 'x-method-override', 'x-forwarded-method',
  'x-forwarded-host', 'x-forwarded-server', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-scheme',
  'x-forwarded-ssl', 'x-host', 'x-original-host', 'forwarded',
  'x-forwarded-for', 'x-real-ip', 'x-client-ip', 'true-client-ip',
]);

/** Whether two allowlist entries name the same base (origin and path prefix, normalized). */
export function sameEntry(a: AllowEntry, b: AllowEntry): boolean {
  const x = normalizeEntry(a);
  const y = normalizeEntry(b);
  return x !== null && y !== null && x.origin === y.origin && x.pathPrefix === y.pathPrefix;
}

function hasCredentials(auth: TargetAuth | undefined): boolean {
  return Object.keys(auth?.headers ?? {}).length + Object.keys(auth?.query ?? {}).length > 0;
}

/** Credentials go only to the servers the user confirmed for them, matched by allowlist entry; none listed = none. */
function credentialsFor(auth: TargetAuth | undefined, entry: AllowEntry): TargetAuth | null {
  if (!auth || !hasCredentials(auth)) return null;
  return (auth.servers ?? []).some((s) => sameEntry(s, entry)) ? auth : null;
}

export interface Outgoing {
  headers: Headers;
  url: URL;
  /** The script's own headers as sent (routing overrides dropped, credentials NOT added): what an approval shows. */
  fromScript: Record<string, string>;
  /** The credential values added (none when withheld): the reply is scrubbed of them before the script gets it. */
  added: AddedCredentials;
  /** For the log: dropped headers, withheld credentials. */
  note?: string;
}

/** What the broker sends for an allowed request: the script's headers minus routing overrides, plus credentials. */
export function outgoing(fromScript: Record<string, string>, url: URL, entry: AllowEntry, auth: TargetAuth | undefined): Outgoing {
  const headers = new Headers();
  const dropped: string[] = [];
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fromScript)) {
    if (ROUTING_HEADERS.has(name.trim().toLowerCase())) dropped.push(name);
    else {
      headers.set(name, value);
      kept[name] = value;
    }
  }
  const target = new URL(url.href);
  const granted = credentialsFor(auth, entry);
  for (const [k, v] of Object.entries(granted?.headers ?? {})) headers.set(k, v);
  for (const [k, v] of Object.entries(granted?.query ?? {})) target.searchParams.set(k, v);
  const notes = [
    ...(dropped.length > 0 ? [`Dropped headers that re-route requests on some servers: ${dropped.join(', ')}`] : []),
    ...(!granted && hasCredentials(auth) ? ['Sent without the API credentials: they are not confirmed for this server'] : []),
  ];
  const added = { headers: Object.values(granted?.headers ?? {}), query: Object.values(granted?.query ?? {}) };
  return { headers, url: target, fromScript: kept, added, ...(notes.length > 0 ? { note: notes.join('. ') } : {}) };
}
