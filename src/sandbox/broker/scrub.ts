// Credentials the page added must not come back to Python: an API that reflects its request (an echo, a `self` link
// with the query) would hand the script the key. Each added value, in the spellings an answer may carry, is replaced
// in the reply's body and headers by a mark, in one pass over the body's bytes (binary stays intact).
import type { BrokerReply, BrokerRequest } from '../contract';
import { byteSearch, type ByteSearch } from './byteSearch';

export const CREDENTIAL_MARK = '[credential]';
/** Shorter values are left alone: they would match ordinary text. */
const MIN_CHARS = 6;

const utf8 = new TextEncoder();
const MARK_BYTES = utf8.encode(CREDENTIAL_MARK);

/** The credential values the broker added to one request. */
export interface AddedCredentials {
  headers: string[];
  query: string[];
}

export interface Scrubber {
  body: (bytes: Uint8Array) => Uint8Array;
  text: (s: string) => string;
}

/**
 * How a value may come back: as is, percent-encoded (upper or lower hex, either way of encoding a space), JSON-escaped
 * (also with `\/`, and with every non-ASCII character as `\uXXXX`, as Python's json does).
 */
function spellings(v: string): string[] {
  const uri = encodeURIComponent(v);
  const json = JSON.stringify(v).slice(1, -1);
  const ascii = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [v, uri, uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), new URLSearchParams([['', v]]).toString().slice(1), json, json.replaceAll('/', '\\/'), ascii];
}

/** What of a header value a server may echo alone: the token after its scheme; for Basic also user:password and the password. */
function headerParts(v: string): string[] {
  const m = /^(\S+)\s+(\S+)$/.exec(v.trim());
  const scheme = m?.[1];
  const token = m?.[2];
  if (scheme === undefined || token === undefined) return [v];
  if (scheme.toLowerCase() !== 'basic') return [token];
  try {
    const pair = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0)));
    return [token, pair, pair.slice(pair.indexOf(':') + 1)];
  } catch {
    return [token];
  }
}

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isomorphic = (s: string): string => String.fromCharCode(...utf8.encode(s));

/** What the script itself wrote into a request: its URL and headers as text, its body as sent. */
export interface ScriptRequest {
  text: string;
  body?: Uint8Array;
}

/**
 * A scrubber for the reply to a request the broker added `added` to, or null when there is nothing to replace. A value
 * the script wrote into its own request is left alone: it knows it, and replacing it would confirm a guess.
 */
export function credentialScrubber(added: AddedCredentials, sent: ScriptRequest): Scrubber | null {
  const groups = [...added.headers.flatMap(headerParts), ...added.query].filter((v) => v.length >= MIN_CHARS).map(spellings);
  if (groups.length === 0) return null;
  const known = knownText(groups.flat(), sent);
  const forms = new Set(groups.filter((all) => !all.some((f) => known.includes(f))).flat());
  if (forms.size === 0) return null;
  // Longest first: a value wins over a part of it at the same place (the byte search sorts its own).
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  const inBody = byteSearch(sorted.map((f) => utf8.encode(f)));
  const inText = new RegExp([...new Set(sorted.flatMap((f) => [f, isomorphic(f)]))].map(escaped).join('|'), 'g');
  return {
    text: (s) => s.replace(inText, CREDENTIAL_MARK),
    body: (bytes) => replaceBytes(bytes, inBody),
  };
}

/** The script's URL and headers, and of its body (searched as bytes, never decoded whole) the forms found in it. */
function knownText(forms: string[], sent: ScriptRequest): string {
  if (!sent.body || sent.body.length === 0) return sent.text;
  const decoder = new TextDecoder();
  const body = sent.body;
  const found = byteSearch(forms.map((f) => utf8.encode(f)))(body).map(([at, len]) => decoder.decode(body.subarray(at, at + len)));
  return [sent.text, ...found].join('\n');
}

/** The bytes with every match replaced by the mark; the same array when there is none. */
function replaceBytes(bytes: Uint8Array, search: ByteSearch): Uint8Array {
  const hits = search(bytes);
  if (hits.length === 0) return bytes;
  const out = new Uint8Array(bytes.length + hits.reduce((n, [, len]) => n + MARK_BYTES.length - len, 0));
  let from = 0;
  let to = 0;
  for (const [at, len] of hits) {
    out.set(bytes.subarray(from, at), to);
    to += at - from;
    out.set(MARK_BYTES, to);
    to += MARK_BYTES.length;
    from = at + len;
  }
  out.set(bytes.subarray(from), to);
  return out;
}

/** The script's own request: what it knows, so no scrub of it can confirm a guess. */
function scriptRequest(req: BrokerRequest): ScriptRequest {
  const text = [String(req.url), ...Object.values(req.headers).map(String)];
  if (typeof req.body === 'string') return { text: [...text, req.body].join('\n') };
  return { text: text.join('\n'), ...(req.body ? { body: req.body } : {}) };
}

/**
 * The reply as the script gets it: the credentials added to `req` replaced in its status text, headers and body. The
 * script's URL needs no scrub: it holds only what the script wrote (credentials went into the URL sent).
 */
export function scrubReply(reply: Extract<BrokerReply, { ok: true }>, added: AddedCredentials, req: BrokerRequest): Extract<BrokerReply, { ok: true }> {
  if (added.headers.length + added.query.length === 0) return reply;
  const scrub = credentialScrubber(added, scriptRequest(req));
  if (!scrub) return reply;
  const headers = reply.headers.map(([k, v]): [string, string] => [k, scrub.text(v)]);
  return { ...reply, statusText: scrub.text(reply.statusText), headers, body: scrub.body(reply.body) };
}
