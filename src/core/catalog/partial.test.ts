// Search never comes back empty for a non-empty query on a spec with operations, and says what it could not match.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import type { Catalog } from './index';
import { createCatalog } from './index';

const MOVIES = fileURLToPath(new URL('./__fixtures__/movies.openapi.json', import.meta.url));
let movies: Catalog;

beforeAll(async () => {
  movies = await createCatalog(await loadSpec({ kind: 'text', text: readFileSync(MOVIES, 'utf8'), name: 'movies.openapi.json' }));
});

const keys = (c: Catalog, q: string, limit = 5): string[] => c.searchSync(q, { limit }).hits.map((h) => `${h.method} ${h.path}`);

describe('search on questions with names', () => {
  it('answers a question about a named person with the people search, not []', () => {
    const r = movies.searchSync('Who is the actor Yui Aragaki');
    expect(r.hits.length).toBeGreaterThan(0);
    expect(keys(movies, 'Who is the actor Yui Aragaki', 3)).toContain('GET /search/person');
  });

  it('notes the words no operation mentions, so the model drops the names', () => {
    const r = movies.searchSync('Who is the actor Yui Aragaki');
    expect(r.note).toMatch(/^Note: No operation mentions: actor, yui, aragaki\. Showing partial matches\. Try the kind of thing/);
    expect(r.text.split('\n')[0]).toBe(r.note);
  });

  it('pairs of names and a film title still find the searches', () => {
    const got = keys(movies, 'Did Yui Aragaki and Gen Hoshino star together in Nigeru wa Haji da ga Yaku ni Tatsu?', 5);
    expect(got.some((k) => k.startsWith('GET /search/'))).toBe(true);
  });

  it('a name lifts the search of the kind of thing it names over the write the sentence asks for', () => {
    const got = keys(movies, 'Give the movie Lost in Translation a rating of 9', 3);
    expect(got).toContain('GET /search/movie');
    expect(got).toContain('POST /movie/{movie_id}/rating');
  });

  it('a query sharing no word with the spec shows partial matches and says so', () => {
    const r = movies.searchSync('zzyzx qwerty');
    expect(r.hits.length).toBeGreaterThan(0);
    expect(r.total).toBe(0);
    expect(r.note).toMatch(/No operation mentions: zzyzx, qwerty\. Showing partial matches\./);
  });

  it('a query of stop words only is not empty either', () => {
    expect(movies.searchSync('the of and').hits.length).toBeGreaterThan(0);
  });

  it('labelled queries carry no note', () => {
    expect(movies.searchSync('search movies').note).toBeUndefined();
    expect(keys(movies, 'search movies', 1)).toEqual(['GET /search/movie']);
  });
});

describe('the note when the rest of the query matches', () => {
  it('names the unmatched names and keeps the matches counted', () => {
    const r = movies.searchSync('movie credits of Lost in Translation');
    expect(r.total).toBeGreaterThan(0);
    expect(r.note).toBe('Note: No operation mentions: lost, translation. Names and values: search for the kind of thing, then look them up by name.');
  });
});
