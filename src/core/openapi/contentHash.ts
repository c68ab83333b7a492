// MurmurHash3 (x86, 128-bit, seed 0) over bytes as they arrive: the spec cache's key for a fetched body. Not
// cryptographic: the key also holds the URL, so it only has to tell one text at a place from the next. Read chunk by
// chunk as they come: SHA-256 (WebCrypto) first copied the whole body, which with Graph's 17 MB cost more than hashing.

const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;
/** Bytes are copied into one reused aligned buffer and read a word at a time (a chunk may start at any offset). */
const BUFFER = 1 << 16;

const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
const fmix = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

/** Mixes whole 16-byte blocks of `w` (little-endian words, as on every platform a browser runs on) into h1…h4. */
function mixBlocks(h: Int32Array, w: Int32Array, words: number): void {
  let h1 = h[0] ?? 0;
  let h2 = h[1] ?? 0;
  let h3 = h[2] ?? 0;
  let h4 = h[3] ?? 0;
  for (let i = 0; i < words; i += 4) {
    h1 ^= Math.imul(rotl(Math.imul(w[i] ?? 0, C1), 15), C2);
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;
    h2 ^= Math.imul(rotl(Math.imul(w[i + 1] ?? 0, C2), 16), C3);
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;
    h3 ^= Math.imul(rotl(Math.imul(w[i + 2] ?? 0, C3), 17), C4);
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;
    h4 ^= Math.imul(rotl(Math.imul(w[i + 3] ?? 0, C4), 18), C1);
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }
  h.set([h1, h2, h3, h4]);
}

export class ContentHash {
  private readonly h = new Int32Array(4);
  private length = 0;
  private readonly bytes = new Uint8Array(BUFFER);
  private readonly words = new Int32Array(this.bytes.buffer);
  private buffered = 0;

  update(chunk: Uint8Array): this {
    this.length += chunk.length;
    for (let at = 0; at < chunk.length; ) {
      const n = Math.min(BUFFER - this.buffered, chunk.length - at);
      this.bytes.set(chunk.subarray(at, at + n), this.buffered);
      this.buffered += n;
      at += n;
      if (this.buffered === BUFFER) {
        mixBlocks(this.h, this.words, BUFFER >> 2);
        this.buffered = 0;
      }
    }
    return this;
  }

  /** 32 hex digits: h1…h4. Further updates continue from before the digest. */
  digest(): string {
    const h = this.h.slice();
    const whole = this.buffered & ~15;
    mixBlocks(h, this.words, whole >> 2);
    const n = this.buffered - whole;
    // The tail, zero-padded to a block.
    const tail = new Int32Array(4);
    new Uint8Array(tail.buffer).set(this.bytes.subarray(whole, this.buffered));
    let [h1 = 0, h2 = 0, h3 = 0, h4 = 0] = h;
    const [k1 = 0, k2 = 0, k3 = 0, k4 = 0] = tail;
    if (n > 12) h4 ^= Math.imul(rotl(Math.imul(k4, C4), 18), C1);
    if (n > 8) h3 ^= Math.imul(rotl(Math.imul(k3, C3), 17), C4);
    if (n > 4) h2 ^= Math.imul(rotl(Math.imul(k2, C2), 16), C3);
    if (n > 0) h1 ^= Math.imul(rotl(Math.imul(k1, C1), 15), C2);
    const len = this.length | 0;
    [h1, h2, h3, h4] = [h1 ^ len, h2 ^ len, h3 ^ len, h4 ^ len];
    h1 = (h1 + h2 + h3 + h4) | 0;
    [h2, h3, h4] = [(h2 + h1) | 0, (h3 + h1) | 0, (h4 + h1) | 0];
    [h1, h2, h3, h4] = [fmix(h1), fmix(h2), fmix(h3), fmix(h4)];
    h1 = (h1 + h2 + h3 + h4) | 0;
    [h2, h3, h4] = [(h2 + h1) | 0, (h3 + h1) | 0, (h4 + h1) | 0];
    return [h1, h2, h3, h4].map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
  }
}

/** The hash of a whole text, as UTF-8 (what a fetched body of it hashes to). */
export const hashText = (text: string): string => new ContentHash().update(new TextEncoder().encode(text)).digest();
