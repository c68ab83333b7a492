// An example set's link opens every API of the set, in order, in Compare (or Chat with a prompt).
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SETS, exampleSetLink } from './exampleSets';
import { fromLink } from './link';

const PAGE = 'http://127.0.0.1:4173/cmp/?spec=https%3A%2F%2Fold.example%2Fo.json#x';

describe('example sets', () => {
  it('each set opens its official files together from raw.githubusercontent.com, with prompts', () => {
    for (const set of EXAMPLE_SETS) {
      expect(set.urls.length).toBeGreaterThan(1);
      for (const url of set.urls) expect(url).toMatch(/^https:\/\/raw\.githubusercontent\.com\//);
      expect(set.prompts.length).toBeGreaterThan(0);
    }
  });

  it('the link names every spec in order under the page path, replacing the page query', () => {
    const [set] = EXAMPLE_SETS;
    if (!set) throw new Error('no example set');
    const link = new URL(exampleSetLink(set, PAGE));
    expect(link.pathname).toBe('/cmp/');
    expect(link.hash).toBe('');
    expect(fromLink(link.search)).toEqual({ view: 'compare', spec: set.urls[0], moreSpecs: set.urls.slice(1) });
    const prompt = set.prompts[0] ?? '';
    expect(fromLink(new URL(exampleSetLink(set, PAGE, prompt)).search)).toEqual({ view: 'chat', spec: set.urls[0], moreSpecs: set.urls.slice(1), prompt });
  });
});
