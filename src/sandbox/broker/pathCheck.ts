// Path checks for the allowlist. Servers disagree on how they read a path: Tomcat/Spring cut a segment at ";"
// ("..;" is ".."), proxies decode twice, old decoders accept overlong UTF-8 or IIS "%u" escapes, some fold
// Unicode look-alikes (NFKC) into ".". A path that is a way out in ANY of these readings is refused.

/** Decoding rounds tried; a legitimate path settles after one or two. */
const MAX_ROUNDS = 5;
const ESCAPE = /%([0-9a-f]{2})|%u([0-9a-f]{4})|[\s\S]/giu;
// The full stops UTS #46 treats as dots (U+FF0E and U+FF61 already fold via NFKC; U+3002 does not).
const IDEOGRAPHIC_STOP = /\u3002/g;
const OVERLONG_BELOW = [0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000];
const utf8 = new TextEncoder();

export const PATH_REASONS = {
  dot: 'URL path contains a "." or ".." dot segment',
  encodedDot: 'URL path contains an encoded dot segment ("." or ".." spelled with escapes, overlong UTF-8 or look-alike characters)',
  semicolon: 'URL path contains ";" (a path parameter some servers use to bypass prefixes)',
  backslash: 'URL path contains an encoded backslash',
  control: 'URL path contains an encoded control character',
  tooDeep: `URL path is percent-encoded more than ${MAX_ROUNDS} times`,
} as const;

/** "..", ".", "...", ".. " — Windows servers also trim trailing dots and spaces from a segment. */
function isDotSegment(segment: string): boolean {
  return segment.includes('.') && /^[\s.]+$/.test(segment);
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function readingProblem(reading: string, decoded: boolean): string | null {
  if (reading.split(/[/\\]/).some(isDotSegment)) return decoded ? PATH_REASONS.encodedDot : PATH_REASONS.dot;
  if (reading.includes(';')) return PATH_REASONS.semicolon;
  if (reading.includes('\\')) return PATH_REASONS.backslash;
  if (hasControl(reading)) return PATH_REASONS.control;
  return null;
}

/** Bytes of `text` with %XX and IIS-style %uXXXX escapes resolved; other characters as UTF-8. */
function toBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const m of text.matchAll(ESCAPE)) {
    if (m[1] !== undefined) bytes.push(parseInt(m[1], 16));
    else if (m[2] !== undefined) bytes.push(...utf8.encode(String.fromCharCode(parseInt(m[2], 16))));
    else bytes.push(...utf8.encode(m[0]));
  }
  return bytes;
}

/** A lenient decoder's reading of the sequence at `i` when it is overlong (taking any next bytes as its tail). */
function overlongAt(bytes: readonly number[], i: number): { cp: number; length: number } | null {
  const lead = bytes[i] ?? 0;
  const length = lead >= 0xfc ? 6 : lead >= 0xf8 ? 5 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  if (length === 1 || i + length > bytes.length) return null;
  let cp = lead & (0x7f >> length);
  for (let k = 1; k < length; k++) cp = cp * 64 + ((bytes[i + k] ?? 0) & 0x3f);
  return cp < (OVERLONG_BELOW[length] ?? 0) && cp <= 0x10ffff ? { cp, length } : null;
}

/** UTF-8 as old Java / IIS decoders read it: overlong forms become the character they spell. */
function decodeOverlong(bytes: readonly number[]): string {
  const plain: number[] = [];
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const overlong = overlongAt(bytes, i);
    if (!overlong) {
      plain.push(bytes[i] ?? 0);
      i++;
      continue;
    }
    out += new TextDecoder().decode(Uint8Array.from(plain.splice(0))) + String.fromCodePoint(overlong.cp);
    i += overlong.length;
  }
  return out + new TextDecoder().decode(Uint8Array.from(plain));
}

/** UTF-8 as lenient decoders read it: invalid bytes are dropped. */
function decodeDropping(bytes: readonly number[]): string {
  return new TextDecoder().decode(Uint8Array.from(bytes)).replace(/\uFFFD/g, '');
}

/** One more round of decoding, in each of the ways some server does it, with Unicode look-alikes folded. */
function decodings(reading: string): string[] {
  const bytes = toBytes(reading);
  return [decodeOverlong(bytes), decodeDropping(bytes)].map((s) => s.normalize('NFKC').replace(IDEOGRAPHIC_STOP, '.'));
}

/** Why `path` (raw, or a parsed pathname) is refused, or null when every reading of it stays a plain path. */
export function pathProblem(path: string): string | null {
  const seen = new Set([path]);
  let readings = [path];
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    for (const reading of readings) {
      const problem = readingProblem(reading, round > 0);
      if (problem) return problem;
    }
    readings = [...new Set(readings.flatMap(decodings))].filter((d) => !seen.has(d));
    for (const reading of readings) seen.add(reading);
    if (readings.length === 0) return null;
  }
  return PATH_REASONS.tooDeep;
}
