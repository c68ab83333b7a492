// Decodes a UTF-8 JSON body into an all-ASCII string: every non-ASCII character becomes a \uXXXX escape.
// In valid JSON such characters can only sit inside strings, where the escape means the same character, so
// JSON.parse gives identical values. Why: one stray "é" makes a browser decode 13 MB into a two-byte string,
// which costs ~3x more to decode, join and parse than a one-byte (ASCII) string.

const HIGH_BITS = 0x80808080;
const BACKSLASH = 0x5c;
/** Non-streaming decoder for complete non-ASCII runs (stateless between calls). */
const RUN_DECODER = new TextDecoder('utf-8');

export class AsciiJsonDecoder {
  private readonly ascii = new TextDecoder('utf-8');
  private readonly parts: string[] = [];
  private carry: Uint8Array | null = null;
  private previousByte = 0;
  /** False when escaping could change the meaning (a non-ASCII byte right after a backslash: invalid JSON). */
  private safe = true;

  get isSafe(): boolean {
    return this.safe;
  }

  push(chunk: Uint8Array): void {
    let bytes = chunk;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = null;
    }
    const n = bytes.length;
    let start = 0;
    let i = firstHighByte(bytes, 0);
    while (i < n) {
      if (i > start) this.parts.push(this.ascii.decode(bytes.subarray(start, i)));
      const before = i > 0 ? bytes[i - 1] : this.previousByte;
      if (before === BACKSLASH) this.safe = false;
      let j = i;
      while (j < n && (bytes[j] ?? 0) >= 0x80) j++;
      if (j === n) {
        // The run may end inside a multi-byte character: finish it with the next chunk.
        this.carry = bytes.slice(i);
        this.previousByte = before ?? 0;
        return;
      }
      this.parts.push(escapeNonAscii(bytes.subarray(i, j)));
      start = j;
      i = firstHighByte(bytes, j);
    }
    if (n > start) this.parts.push(this.ascii.decode(bytes.subarray(start, n)));
    this.previousByte = n > 0 ? (bytes[n - 1] ?? 0) : this.previousByte;
  }

  end(): string {
    if (this.carry) this.parts.push(escapeNonAscii(this.carry));
    this.carry = null;
    const text = this.parts.join('');
    this.parts.length = 0;
    return text;
  }
}

/** Index of the first byte >= 0x80 at or after `from`, or bytes.length; scans four bytes at a time. */
export function firstHighByte(bytes: Uint8Array, from: number): number {
  const n = bytes.length;
  let i = from;
  while (i < n && (bytes.byteOffset + i) % 4 !== 0) {
    if ((bytes[i] ?? 0) >= 0x80) return i;
    i++;
  }
  const words = Math.floor((n - i) / 4);
  if (words > 0) {
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset + i, words);
    let w = 0;
    while (w < words && ((view[w] ?? 0) & HIGH_BITS) === 0) w++;
    i += w * 4;
  }
  while (i < n) {
    if ((bytes[i] ?? 0) >= 0x80) return i;
    i++;
  }
  return n;
}

function escapeNonAscii(bytes: Uint8Array): string {
  const text = RUN_DECODER.decode(bytes);
  let out = '';
  for (let k = 0; k < text.length; k++) out += `\\u${text.charCodeAt(k).toString(16).padStart(4, '0')}`;
  return out;
}
