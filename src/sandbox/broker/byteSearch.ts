// Several byte strings found in one pass over a large buffer (Wu-Manber, two-byte blocks): a window that ends in a
// pair no pattern's first `m` bytes contain moves `m - 1` at once, so a 5 MB body costs about n / m steps, never a
// decode to text.

/** Finds the patterns (each at least 2 bytes) in a buffer: [start, length] of each match, left to right, never overlapping. */
export type ByteSearch = (hay: Uint8Array) => Array<[number, number]>;

export function byteSearch(patterns: readonly Uint8Array[]): ByteSearch {
  // Longest first: of two matches at one start, the longer wins.
  const sorted = [...patterns].sort((a, b) => b.length - a.length);
  const m = Math.min(255, ...sorted.map((p) => p.length));
  if (m < 2) throw new Error('byteSearch: every pattern needs at least 2 bytes');
  const shift = new Uint8Array(65_536).fill(m - 1);
  // Patterns whose first m bytes end in a pair, by that pair: checked whole when a window ends in it.
  const ending = new Map<number, Uint8Array[]>();
  for (const p of sorted) {
    for (let j = 1; j < m; j++) {
      const pair = ((p[j - 1] ?? 0) << 8) | (p[j] ?? 0);
      shift[pair] = Math.min(shift[pair] ?? 0, m - 1 - j);
    }
    const last = ((p[m - 2] ?? 0) << 8) | (p[m - 1] ?? 0);
    ending.set(last, [...(ending.get(last) ?? []), p]);
  }
  return (hay) => {
    const hits: Array<[number, number]> = [];
    const n = hay.length;
    let i = m - 1;
    while (i < n) {
      const pair = ((hay[i - 1] ?? 0) << 8) | (hay[i] ?? 0);
      const s = shift[pair] ?? 0;
      if (s > 0) {
        i += s;
        continue;
      }
      const start = i - m + 1;
      const found = ending.get(pair)?.find((p) => matchesAt(hay, start, p));
      if (found) {
        hits.push([start, found.length]);
        i = start + found.length + m - 1;
      } else i += 1;
    }
    return hits;
  };
}

function matchesAt(hay: Uint8Array, start: number, p: Uint8Array): boolean {
  if (start + p.length > hay.length) return false;
  for (let k = 0; k < p.length; k++) if (hay[start + k] !== p[k]) return false;
  return true;
}
