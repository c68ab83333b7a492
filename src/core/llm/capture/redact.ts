// What the raw request/response view may show: credential headers, `key=` query parameters and any secret, in any
// of its spellings (percent-encoded, JSON-escaped, inside base64), become "[redacted]" before anything is stored.
import { maskSecrets } from '../../privacy/maskSecrets';

export const REDACTED = '[redacted]';

/** Headers that carry a provider credential (OpenAI/compatible, Anthropic, Gemini, Azure-style, proxies). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key', 'x-goog-api-key', 'api-key', 'cookie']);

/** Query parameters that carry a key (Gemini accepts `key=`). */
const CREDENTIAL_PARAM = /([?&](?:key|api[-_]?key|access_token)=)[^&#]*/gi;

/** Provider-key shapes (OpenAI/Anthropic sk-, Stripe-style sk_, Groq gsk_, Google AIza), as errors.ts scrubs them. */
const KEY_SHAPED = /\b(?:sk-|sk_|gsk_|AIza)[-_A-Za-z0-9]{12,}/g;

/** Replaces every spelling of each secret and anything shaped like a provider key. */
export function redactText(text: string, secrets: readonly string[]): string {
  return maskSecrets(text, secrets, REDACTED).replace(KEY_SHAPED, REDACTED);
}

export function redactUrl(url: string, secrets: readonly string[]): string {
  return redactText(url.replace(CREDENTIAL_PARAM, `$1${REDACTED}`), secrets);
}

export function redactHeaders(headers: Array<[string, string]>, secrets: readonly string[]): Array<[string, string]> {
  return headers.map(([name, value]) => [name, CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : redactText(value, secrets)]);
}
