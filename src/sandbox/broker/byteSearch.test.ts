import { describe, expect, it } from 'vitest';
import { byteSearch } from './byteSearch';

const bytes = (s: string) => new TextEncoder().encode(s);

/** The plain way: at each start, the longest pattern there; then past it. */
function naive(hay: Uint8Array, patterns: Uint8Array[]): Array<[number, number]> {
  const sorted = [...patterns].sort((a, b) => b.length - a.length);
  const hits: Array<[number, number]> = [];
  for (let i = 0; i < hay.length;) {
    const p = sorted.find((q) => q.every((b, k) => hay[i + k] === b));
    if (p) {
      hits.push([i, p.length]);
      i += p.length;
    } else i++;
  }
  return hits;
}

describe('byteSearch', () => {
  it('finds patterns at the edges, the longer of two at one start, and never overlapping', () => {
    const search = byteSearch([bytes('secret'), bytes('secret-key'), bytes('et-ke')]);
    expect(search(bytes('secret-key and secret, secretsecret'))).toEqual([[0, 10], [15, 6], [23, 6], [29, 6]]);
    expect(search(bytes('no match here'))).toEqual([]);
    expect(search(bytes('sec'))).toEqual([]);
  });

  it('matches raw bytes: non-UTF-8 around a non-ASCII pattern', () => {
    const p = bytes('pässwört');
    const hay = new Uint8Array([0xff, 0xc3, ...p, 0x80, ...p]);
    expect(byteSearch([p])(hay)).toEqual([[2, p.length], [2 + p.length + 1, p.length]]);
  });

  it('agrees with the plain search on random text over a small alphabet', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const word = (len: number) => bytes(Array.from({ length: len }, () => 'abcd'[rand(4)]).join(''));
    for (let round = 0; round < 200; round++) {
      const patterns = Array.from({ length: 1 + rand(4) }, () => word(2 + rand(6)));
      const hay = word(rand(300));
      expect(byteSearch(patterns)(hay)).toEqual(naive(hay, patterns));
    }
  });
});
