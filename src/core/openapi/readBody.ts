// Reads a response body as text chunk by chunk: decoding overlaps the download (13 MB GitHub spec) and the caller
// hears how many bytes have arrived. JSON bodies can come back ASCII-escaped (see asciiJson.ts), with the exact
// text still available for error messages.
import { AsciiJsonDecoder } from './asciiJson';
import { ContentHash } from './contentHash';

export type BytesFn = (received: number, total: number | undefined) => void;

export interface BodyText {
  text: string;
  /** Set when `text` is the ASCII-escaped form of a JSON body: the body decoded as it is. */
  exactText?: () => string;
  /** The body's bytes as received, hashed as they arrived (see contentHash.ts): the spec cache's key. */
  hash?: string;
}

export interface ReadBodyOptions {
  onBytes?: BytesFn;
  /** Escape non-ASCII characters when the body is JSON (callers that only JSON.parse it). */
  asciiJson?: boolean;
  /** With asciiJson: decode a JSON body on the first read of `text`, not while it arrives (a cache hit never reads it). */
  decodeLater?: boolean;
}

const REPORT_EVERY_BYTES = 1 << 20;

export async function readBodyText(response: Response, options: ReadBodyOptions = {}): Promise<BodyText> {
  const body = response.body;
  if (!body || typeof TextDecoder === 'undefined') return { text: await response.text() };
  const { onBytes } = options;
  const length = Number(response.headers.get('content-length'));
  // content-length counts compressed bytes when the server compresses; then no total is known.
  const total = Number.isFinite(length) && length > 0 && !response.headers.get('content-encoding') ? length : undefined;
  const exact = new TextDecoder('utf-8');
  const parts: string[] = [];
  const chunks: Uint8Array[] = [];
  let json: AsciiJsonDecoder | null = null;
  let first = true;
  let received = 0;
  let reported = 0;
  const hash = new ContentHash();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      hash.update(value);
      if (first && options.asciiJson && startsLikeJson(value)) json = new AsciiJsonDecoder();
      if (json) {
        chunks.push(value);
        if (!options.decodeLater) json.push(first && hasBom(value) ? value.subarray(3) : value);
      } else {
        parts.push(exact.decode(value, { stream: true }));
      }
      first = false;
      if (onBytes && received - reported >= REPORT_EVERY_BYTES) {
        reported = received;
        onBytes(received, total);
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (!json) {
    parts.push(exact.decode());
    return { text: parts.join(''), hash: hash.digest() };
  }
  // The chunks are decoded as they are, never joined: a cache hit only hashes them (Graph: 17 MB).
  const decodeExact = () => {
    const decoder = new TextDecoder('utf-8');
    return chunks.map((c) => decoder.decode(c, { stream: true })).join('') + decoder.decode();
  };
  if (options.decodeLater) {
    let text: string | undefined;
    return {
      get text() {
        if (text === undefined) {
          const later = new AsciiJsonDecoder();
          chunks.forEach((c, i) => later.push(i === 0 && hasBom(c) ? c.subarray(3) : c));
          text = asciiText(later) ?? decodeExact();
        }
        return text;
      },
      exactText: decodeExact,
      hash: hash.digest(),
    };
  }
  const escaped = asciiText(json);
  // A non-ASCII byte right after a backslash: escaping would turn invalid JSON into valid JSON.
  if (escaped === null) return { text: decodeExact(), hash: hash.digest() };
  return { text: escaped, exactText: decodeExact, hash: hash.digest() };
}

/** The decoder's ASCII text, or null when escaping could change the meaning. */
function asciiText(json: AsciiJsonDecoder): string | null {
  const escaped = json.end();
  return json.isSafe ? escaped : null;
}

const hasBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** First non-blank byte (after a UTF-8 BOM) is "{" or "[". */
function startsLikeJson(bytes: Uint8Array): boolean {
  let i = hasBom(bytes) ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x7b || bytes[i] === 0x5b;
}

/** "3.1 of 13.0 MB" or "3.1 MB". */
export function formatBytesProgress(received: number, total: number | undefined): string {
  const mb = (n: number) => (n / 1048576).toFixed(1);
  return total === undefined ? `${mb(received)} MB` : `${mb(received)} of ${mb(total)} MB`;
}
