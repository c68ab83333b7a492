import { describe, expect, it } from 'vitest';
import { ContentHash, hashText } from './contentHash';

const bytes = (text: string) => new TextEncoder().encode(text);
const hashOf = (...chunks: Uint8Array[]) => chunks.reduce((h, c) => h.update(c), new ContentHash()).digest();

describe('ContentHash', () => {
  // Expected values from the reference MurmurHash3_x86_128 (seed 0), as h1…h4.
  it('is MurmurHash3 x86 128', () => {
    expect(hashText('')).toBe('00000000000000000000000000000000');
    expect(hashText('hello')).toBe('2b2444a0db91def79adb31b69adb31b6');
    expect(hashText('The quick brown fox jumps over the lazy dog')).toBe('2f1583c3ecee2c675d7bf66ce5e91d2c');
    const block = new Uint8Array(256 * 3 + 3);
    block.forEach((_, i) => (block[i] = i < 768 ? i % 256 : [0x61, 0x62, 0x63][i - 768] ?? 0));
    expect(hashOf(block)).toBe('731a0d17354f4a999dee0d05825dce3c');
  });

  it('gives the same digest however the bytes are cut into chunks', () => {
    const all = bytes('{"openapi":"3.1.0","info":{"title":"Ünïcode ✓","version":"1"},"paths":{}}'.repeat(7));
    const whole = hashOf(all);
    for (const size of [1, 3, 5, 15, 16, 17, 33, 100]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < all.length; i += size) chunks.push(all.subarray(i, i + size));
      expect(hashOf(...chunks)).toBe(whole);
    }
    expect(hashOf(all.subarray(1, 40), all.subarray(40))).toBe(hashOf(all.slice(1)));
  });

  it('tells apart texts that differ in one byte or in length', () => {
    const a = bytes('x'.repeat(1000));
    const b = a.slice();
    b[500] = 0x79;
    expect(hashOf(b)).not.toBe(hashOf(a));
    expect(hashOf(a.subarray(0, 999))).not.toBe(hashOf(a));
    expect(hashOf(a, new Uint8Array(1))).not.toBe(hashOf(a));
  });
});
