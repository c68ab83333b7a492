import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';
import { terms } from './text';

describe('parseQuery', () => {
  it('reads the intent from the leading verb', () => {
    expect(parseQuery('create a pull request').intent).toBe('create');
    expect(parseQuery('remove a label').intent).toBe('delete');
    expect(parseQuery('edit an issue').intent).toBe('update');
    expect(parseQuery('search repositories').intent).toBe('search');
    expect(parseQuery('list branches').intent).toBe('list');
  });

  it('tells a single item from a collection by the noun', () => {
    expect(parseQuery('get a repository').intent).toBe('get');
    expect(parseQuery('get repositories').intent).toBe('list');
    expect(parseQuery('followers of a user').intent).toBe('list');
  });

  it('treats an unknown word before an article as an action verb', () => {
    const q = parseQuery('star a repository');
    expect(q.intent).toBe('act');
    expect(q.verbStem).toBe('star');
  });

  it('keeps verbs out of the content terms and weighs qualifiers less than the head noun', () => {
    const q = parseQuery('list issues in a repository');
    expect(q.terms).toEqual([...terms('issues'), ...terms('repository')]);
    expect(q.weights[0]).toBeGreaterThan(q.weights[1] ?? 1);
  });

  it('falls back to the verbs when nothing else is asked', () => {
    expect(parseQuery('list').terms).toEqual(terms('list'));
  });
});
