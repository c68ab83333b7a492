import { describe, expect, it } from 'vitest';
import { loadSearchVariant } from './searchVariant';

describe('loadSearchVariant', () => {
  it('reads regex, and falls back to bm25 for nothing stored or anything else', () => {
    const store = (v: string | null) => ({ getItem: () => v });
    expect(loadSearchVariant(store('{"variant":"regex"}'))).toEqual({ variant: 'regex' });
    expect(loadSearchVariant(store(null))).toEqual({ variant: 'bm25' });
    expect(loadSearchVariant(store('{"variant":"grep"}'))).toEqual({ variant: 'bm25' });
    expect(loadSearchVariant(store('not json'))).toEqual({ variant: 'bm25' });
  });
});
