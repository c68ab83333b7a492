// Puts real values back into an outgoing request: the URL (percent-encoded), headers, and a text body escaped for
// its type. Bytes that are not UTF-8 text, or hold no token, go out untouched.
import type { PrivacyVault } from './vault';

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

const TOKEN_HINT = /\[[A-Z]|%5B[A-Z]/i;

function contentType(headers: Record<string, string>): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  return key ? (headers[key] ?? '').toLowerCase() : '';
}

function restoreBody(vault: PrivacyVault, body: string, type: string): string {
  if (type.includes('json')) return vault.restore(body, 'json');
  if (type.includes('x-www-form-urlencoded')) return vault.restore(body, 'url');
  return vault.restore(body);
}

export function restoreRequest<T extends OutgoingRequest>(vault: PrivacyVault, req: T): T {
  if (vault.size === 0) return req;
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, vault.restore(v)]));
  const out: T = { ...req, url: vault.restore(req.url, 'url'), headers };
  const type = contentType(req.headers);
  if (typeof req.body === 'string') {
    out.body = restoreBody(vault, req.body, type);
  } else if (req.body instanceof Uint8Array && req.body.length > 0) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(req.body);
    } catch {
      return out;
    }
    if (TOKEN_HINT.test(text)) out.body = new TextEncoder().encode(restoreBody(vault, text, type));
  }
  return out;
}
