// API profiles: which loaded APIs a query's words point at.
import { describe, expect, it } from 'vitest';
import { apiWeights, buildProfile, type ProfileSource } from './profile';
import { term } from './text';

function api(title: string, shares: Record<string, number>, operationCount: number, extra: Partial<ProfileSource> = {}) {
  return buildProfile({ title, hosts: [], tags: [], termShare: (t) => shares[t] ?? 0, operationCount, ...extra });
}

describe('apiWeights', () => {
  const music = api('Music', { playlist: 0.3, track: 0.4, get: 0.8, me: 0.5 }, 90);
  const code = api('Code host', { repo: 0.5, issue: 0.2, get: 0.7, me: 0.4 }, 1200);
  const comics = api('Comics', { comic: 1, get: 1 }, 2);

  it('gives a word one API uses to that API, and a word every API uses to none in particular', () => {
    // A 2-operation API's shares are pulled toward the mean (one operation of two is weak evidence), so it keeps some.
    const w = apiWeights(['playlist'], [music, code, comics]);
    expect(w[0]).toBeGreaterThan(0.75);
    expect(w[1]).toBeLessThan(0.01);
    const even = apiWeights(['get'], [music, code, comics]);
    for (const x of even) expect(x).toBeCloseTo(1 / 3, 1);
  });

  it('lets a small API\'s own word outweigh a filler word a large API uses ("show me a random comic")', () => {
    const w = apiWeights(['me', 'comic'], [music, code, comics]);
    expect(w[2]).toBeGreaterThan(w[0] ?? 1);
    expect(w[2]).toBeGreaterThan(w[1] ?? 1);
  });

  it('mixes the words\' votes: one filler word does not rule an API out', () => {
    const w = apiWeights(['me', 'repo', 'issue'], [music, code]);
    expect(w[1]).toBeGreaterThan(w[0] ?? 1);
    expect(w[0]).toBeGreaterThan(0);
  });

  it('reads a compound no API uses as its head where an API uses both parts ("microbreweries": micro + brewery)', () => {
    const brewery = term('brewery') ?? '';
    const micro = term('micro') ?? '';
    const beer = api('Breweries', { [brewery]: 1 }, 8, { parameterShare: (t) => (t === micro ? 0.4 : 0) });
    const store = api('Store', { brewery: 0, order: 0.5, micro: 0 }, 50);
    const compound = term('microbreweries') ?? '';
    expect(beer.fit(compound)).toBe(brewery);
    expect(store.fit(compound), 'an API without both parts keeps the word').toBe(compound);
    expect(apiWeights([compound], [beer, store, code])[0]).toBeGreaterThan(0.9);
  });

  it('counts the API\'s own words (title, description, tags, hosts) as evidence', () => {
    const tagged = api('Films', {}, 20, { description: 'Movies, actors and their birthdays.', tags: [{ name: 'people', count: 3 }], hosts: ['api.films.example'] });
    const w = apiWeights(['actor', 'birthday'], [tagged, code]);
    expect(w[0]).toBeGreaterThan(0.9);
    expect(tagged.terms.has('film')).toBe(true);
  });

  it('reads a query word as the API spells its family ("remind" for an API of reminders)', () => {
    const reminders = api('Chat', { [term('reminder') ?? '']: 0.05, messag: 0.3 }, 170);
    const w = apiWeights([term('remind') ?? ''], [reminders, code]);
    expect(w[0]).toBeGreaterThan(0.9);
  });

  it('counts a parameter\'s enum value as evidence, and only for a term no operation uses', () => {
    const science = term('science') ?? '';
    const news = api('Top Stories', {}, 1, { parameterShare: (t) => (t === science ? 1 : 0) });
    // A 1-operation API's share is pulled toward the mean, so the others keep some.
    const w = apiWeights([science], [news, code, comics]);
    expect(w[0]).toBeGreaterThan(0.5);
    // "get" is in the operations' own words: a parameter that lists it adds nothing.
    const listing = api('Lists', { get: 0.1 }, 40, { parameterShare: () => 1 });
    expect(listing.share('get')).toBe(0.1);
  });

  it('is even when no word is known anywhere, and 1 for a single API', () => {
    expect(apiWeights(['zzz'], [music, code])).toEqual([0.5, 0.5]);
    expect(apiWeights(['playlist'], [music])).toEqual([1]);
  });
});
