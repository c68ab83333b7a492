// Finds known values in text however it spells them: as is, percent-encoded (%20 or +, any hex case), JSON-escaped
// (\u00e9, \/, \") or any mix, in one left-to-right pass over a sorted list (no regex alternation of thousands).

export interface EncodedMatch {
  start: number;
  end: number;
  value: string;
}

const isWord = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const hexAt = (text: string, i: number): number => {
  const c = text.charCodeAt(i);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
};
const byteAt = (text: string, i: number): number => {
  if (text.charCodeAt(i) !== 37) return -1;
  const hi = hexAt(text, i + 1);
  const lo = hexAt(text, i + 2);
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
};
const SIMPLE_ESCAPES: Record<string, number> = { '/': 47, '"': 34, '\\': 92, "'": 39, n: 10, t: 9, r: 13, b: 8, f: 12 };

/** One way to read the text at a position: the UTF-16 units it stands for and where the next reading starts. */
interface Reading {
  units: number[];
  next: number;
}

/** Every reading of `text` at `i`: the literal unit, plus a percent-encoded UTF-8 character, `+` as a space, a JSON escape. */
function readings(text: string, i: number): Reading[] {
  const c = text.charCodeAt(i);
  const out: Reading[] = [{ units: [c], next: i + 1 }];
  if (c === 43) out.push({ units: [32], next: i + 1 });
  else if (c === 37) {
    const b0 = byteAt(text, i);
    if (b0 >= 0 && b0 < 0x80) out.push({ units: [b0], next: i + 3 });
    else if (b0 >= 0xc2 && b0 <= 0xf4) {
      const extra = b0 >= 0xf0 ? 3 : b0 >= 0xe0 ? 2 : 1;
      let cp = b0 & (0x3f >> extra);
      let at = i + 3;
      for (let k = 0; k < extra && cp >= 0; k++, at += 3) {
        const b = byteAt(text, at);
        cp = b >= 0x80 && b < 0xc0 ? (cp << 6) | (b & 0x3f) : -1;
      }
      if (cp >= 0) out.push({ units: Array.from(String.fromCodePoint(cp), (ch) => ch.charCodeAt(0)), next: at });
    }
  } else if (c === 92) {
    const e = text[i + 1] ?? '';
    if (e === 'u') {
      const h = [2, 3, 4, 5].map((k) => hexAt(text, i + k));
      if (h.every((x) => x >= 0)) out.push({ units: [h.reduce((a, x) => a * 16 + x, 0)], next: i + 6 });
    } else if (SIMPLE_ESCAPES[e] !== undefined) out.push({ units: [SIMPLE_ESCAPES[e]], next: i + 2 });
  }
  return out;
}

/** Whether position i follows a word character (an escape counts as what it stands for). */
function afterWord(text: string, i: number): boolean {
  if (i === 0) return false;
  if (i >= 3) {
    const b = byteAt(text, i - 3);
    if (b >= 0) return b >= 0x80 || isWord(b);
  }
  if (i >= 2 && text.charCodeAt(i - 2) === 92 && SIMPLE_ESCAPES[text[i - 1] ?? ''] !== undefined) return false;
  if (i >= 6 && text.charCodeAt(i - 6) === 92 && text[i - 5] === 'u') {
    const h = [4, 3, 2, 1].map((k) => hexAt(text, i - k));
    if (h.every((x) => x >= 0)) {
      const u = h.reduce((a, x) => a * 16 + x, 0);
      return u >= 0x80 || isWord(u);
    }
  }
  return isWord(text.charCodeAt(i - 1));
}

const maybeEncoded = (c: number): boolean => c === 37 || c === 43 || c === 92;

export class EncodedIndex {
  private values: string[] = [];
  private readonly known = new Set<string>();
  private sorted = true;
  /** First UTF-16 units of the values: most positions are rejected with one lookup. */
  private readonly firsts = new Uint8Array(65536);

  /** `words`: a match must start and end at a word boundary (a name inside a longer word is not that name). */
  constructor(private readonly words = true) {}

  get size(): number {
    return this.values.length;
  }

  add(value: string): void {
    if (value === '' || this.known.has(value)) return;
    this.known.add(value);
    this.values.push(value);
    this.firsts[value.charCodeAt(0)] = 1;
    this.sorted = false;
  }

  /** Leftmost-longest, non-overlapping occurrences of the known values in any of their spellings. */
  find(text: string): EncodedMatch[] {
    if (this.values.length === 0) return [];
    if (!this.sorted) {
      this.values.sort();
      this.sorted = true;
    }
    const found: EncodedMatch[] = [];
    for (let i = 0; i < text.length;) {
      const end = this.firsts[text.charCodeAt(i)] || maybeEncoded(text.charCodeAt(i)) ? this.longestAt(text, i) : null;
      if (end) {
        found.push({ start: i, end: end.at, value: end.value });
        i = end.at;
      } else i++;
    }
    return found;
  }

  private longestAt(text: string, i: number): Best | null {
    if (this.words && afterWord(text, i)) return null;
    const best: Best = { at: -1, value: '' };
    this.walk(text, i, 0, 0, this.values.length, best, [0, 0]);
    return best.at < 0 ? null : best;
  }

  /** Follows the text from j through values[lo, hi) (all sharing a prefix of length depth), keeping the longest match. */
  private walk(text: string, start: number, startDepth: number, lo: number, hi: number, best: Best, range: [number, number]): void {
    let j = start;
    let depth = startDepth;
    for (;;) {
      const first = this.values[lo] ?? '';
      if (depth > 0 && first.length === depth && j > best.at && (!this.words || j >= text.length || !isWord(text.charCodeAt(j)))) {
        best.at = j;
        best.value = first;
      }
      if (j >= text.length) return;
      const c = text.charCodeAt(j);
      if (c === 37 || c === 43 || c === 92) break;
      // A plain character has one reading: follow it without recursion.
      if (!narrow(this.values, lo, hi, depth, c, range)) return;
      [lo, hi] = range;
      j++;
      depth++;
    }
    for (const r of readings(text, j)) {
      let a = lo;
      let b = hi;
      let d = depth;
      let ok = true;
      for (const unit of r.units) {
        if (!narrow(this.values, a, b, d++, unit, range)) {
          ok = false;
          break;
        }
        [a, b] = range;
      }
      if (ok) this.walk(text, r.next, d, a, b, best, range);
    }
  }
}

interface Best {
  at: number;
  value: string;
}

const unitOf = (values: readonly string[], k: number, depth: number): number => {
  const v = values[k] ?? '';
  return depth < v.length ? v.charCodeAt(depth) : -1;
};

/** Narrows sorted values[lo, hi) (sharing a prefix of length `depth`) to those whose unit at `depth` is `unit`. */
function narrow(values: readonly string[], lo: number, hi: number, depth: number, unit: number, out: [number, number]): boolean {
  if (hi - lo === 1) {
    out[0] = lo;
    out[1] = hi;
    return unitOf(values, lo, depth) === unit;
  }
  let a = lo;
  let b = hi;
  while (a < b) {
    const m = (a + b) >>> 1;
    if (unitOf(values, m, depth) < unit) a = m + 1;
    else b = m;
  }
  let c = a;
  let d = hi;
  while (c < d) {
    const m = (c + d) >>> 1;
    if (unitOf(values, m, depth) <= unit) c = m + 1;
    else d = m;
  }
  out[0] = a;
  out[1] = c;
  return a < c;
}
