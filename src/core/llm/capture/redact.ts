// What the raw request/response view may show: credential headers, `key=` query parameters and any literal secret
// become "[redacted]" before anything is stored.

export const REDACTED = '[redacted]';

/** Headers that carry a provider credential (OpenAI/compatible, Anthropic, Gemini, Azure-style, proxies). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key', 'x-goog-api-key', 'api-key', 'cookie']);

/** Query parameters that carry a key (Gemini accepts `key=`). */
const CREDENTIAL_PARAM = /([?&](?:key|api[-_]?key|access_token)=)[^&#]*/gi;

/** Secrets shorter than this are not real keys; replacing them would blank ordinary text. */
const MIN_SECRET = 4;

/** Provider-key shapes (OpenAI/Anthropic sk-, Stripe-style sk_, Groq gsk_, Google AIza), as errors.ts scrubs them. */
const KEY_SHAPED = /\b(?:sk-|sk_|gsk_|AIza)[-_A-Za-z0-9]{12,}/g;

/** Replaces every occurrence of each secret (also URL-encoded) and anything shaped like a provider key. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text.replace(KEY_SHAPED, REDACTED);
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET) continue;
    out = out.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(REDACTED);
  }
  return out;
}

export function redactUrl(url: string, secrets: readonly string[]): string {
  return redactText(url.replace(CREDENTIAL_PARAM, `$1${REDACTED}`), secrets);
}

export function redactHeaders(headers: Array<[string, string]>, secrets: readonly string[]): Array<[string, string]> {
  return headers.map(([name, value]) => [name, CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : redactText(value, secrets)]);
}
