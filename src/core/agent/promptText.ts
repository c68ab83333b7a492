// The system prompt's text pieces: byte caps (a token is at least one byte, so the code-mode context is constant in
// spec size without a tokenizer on the page) and one API's line in a several-API prompt.
import type { SourceLine } from '../sources';

export const MAX_TITLE_BYTES = 40;
export const MAX_BASE_URL_BYTES = 100;
/** One API's line in a several-API prompt: what it is about, capped like the title. */
export const MAX_ABOUT_BYTES = 80;
const ELLIPSIS = '…';

const utf8Bytes = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Collapses whitespace and cuts to at most `maxBytes` UTF-8 bytes (ellipsis included), on a code point boundary. */
export function capBytes(text: string, maxBytes: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  let bytes = 0;
  for (const ch of chars) bytes += utf8Bytes(ch.codePointAt(0) ?? 0);
  if (bytes <= maxBytes) return flat;
  const budget = maxBytes - utf8Bytes(ELLIPSIS.codePointAt(0) ?? 0);
  let used = 0;
  let end = 0;
  for (const ch of chars) {
    const n = utf8Bytes(ch.codePointAt(0) ?? 0);
    if (used + n > budget) break;
    used += n;
    end++;
  }
  return `${chars.slice(0, end).join('').trimEnd()}${ELLIPSIS}`;
}

/** `- github: GitHub v3 REST API — one line on it`, each part capped. */
export function apiLine(api: SourceLine): string {
  const title = capBytes(api.title, MAX_TITLE_BYTES) || api.shortName;
  const about = api.about ? capBytes(api.about.split(/(?<=[.!?])\s/)[0] ?? '', MAX_ABOUT_BYTES) : '';
  return `- ${api.shortName}: ${title}${about && about !== title ? ` — ${about}` : ''}`;
}
