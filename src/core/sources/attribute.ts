// Which source a request belongs to: same origin, then the longest path prefix on a segment boundary; a tie goes to
// the earlier source. Decides whose credentials, mock and proxy setting a request gets (never another source's).
import type { AllowEntry } from '../openapi/types';

export interface AttributableSource {
  id: string;
  allowlist: readonly AllowEntry[];
}

/** How many characters of `path` the prefix covers, or -1 when it does not cover it on a segment boundary. */
function prefixLength(prefix: string, path: string): number {
  const p = prefix.replace(/\/+$/, '');
  if (p === '') return 0;
  if (path === p || path.startsWith(`${p}/`)) return p.length;
  return -1;
}

function originOf(url: URL): string {
  return `${url.protocol}//${url.host}`.toLowerCase();
}

/** The id of the source that owns `url`, or null when no source's allowlist covers it. */
export function attributeRequest(url: string | URL, sources: readonly AttributableSource[]): string | null {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return null;
  }
  const origin = originOf(parsed);
  let best: { id: string; length: number } | null = null;
  for (const source of sources) {
    for (const entry of source.allowlist) {
      if (entry.origin.toLowerCase() !== origin) continue;
      const length = prefixLength(entry.pathPrefix, parsed.pathname);
      // Strictly longer only: on a tie the earlier source keeps it.
      if (length >= 0 && (best === null || length > best.length)) best = { id: source.id, length };
    }
  }
  return best?.id ?? null;
}
