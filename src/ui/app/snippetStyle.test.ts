import { describe, expect, it } from 'vitest';
import { loadSnippetStyle } from './snippetStyle';

describe('loadSnippetStyle', () => {
  it('reads client, and falls back to requests for nothing stored or anything else', () => {
    const store = (v: string | null) => ({ getItem: () => v });
    expect(loadSnippetStyle(store('{"style":"client"}'))).toEqual({ style: 'client' });
    expect(loadSnippetStyle(store(null))).toEqual({ style: 'requests' });
    expect(loadSnippetStyle(store('{"style":"curl"}'))).toEqual({ style: 'requests' });
    expect(loadSnippetStyle(store('not json'))).toEqual({ style: 'requests' });
    expect(loadSnippetStyle(null)).toEqual({ style: 'requests' });
  });
});
