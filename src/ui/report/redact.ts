// Last line of defence for exports and links: no secret survives, wherever it slipped in and however it is spelled.
import { maskSecrets } from '../../core/privacy';

export const REDACTED = '[redacted]';

/** Query parameters that carry credentials by convention, scrubbed from every URL in an export. */
const CREDENTIAL_PARAMS = /^(api[-_]?key|apikey|key|access[-_]?token|token|auth|authorization|client[-_]?secret|secret|password|sig|signature)$/i;

/** Replaces every spelling of each secret (percent-encoded, JSON-escaped, inside base64) with a marker. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return maskSecrets(text, secrets, REDACTED);
}

/** Blanks credential-like query parameters (named by convention or by the spec's apiKey schemes). */
export function redactUrl(url: string, extraParamNames: readonly string[] = []): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const extra = new Set(extraParamNames.map((n) => n.toLowerCase()));
  let changed = false;
  for (const name of [...parsed.searchParams.keys()]) {
    if (CREDENTIAL_PARAMS.test(name) || extra.has(name.toLowerCase())) {
      parsed.searchParams.set(name, REDACTED);
      changed = true;
    }
  }
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
    changed = true;
  }
  return changed ? parsed.toString() : url;
}

/** Deep copy of a JSON-safe value with every string passed through `fix`. */
export function mapStrings<T>(value: T, fix: (s: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, fix)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fix);
    return out as T;
  }
  return value;
}
