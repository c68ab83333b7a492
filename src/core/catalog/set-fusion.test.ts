// Several APIs searched together (issue 49): each API's own order kept in the merged page, an API the query shares
// no word with still searched, the matches per API said, and "*" giving an overview of the APIs and their tags.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test-support/specFixtures';
import { loadSpec } from '../openapi';
import { createCatalog, restoreCatalog } from './index';
import { parseQuery } from './query';
import { createCatalogSet, type CatalogMember } from './set';

const trimmed = (name: string) => readFileSync(new URL(`../../../test-support/shared-trimmed/specs/${name}`, import.meta.url), 'utf8');
const movies = () => readFileSync(new URL('./__fixtures__/movies.openapi.json', import.meta.url), 'utf8');

async function member(shortName: string, text: string): Promise<CatalogMember> {
  const spec = await loadSpec({ kind: 'text', text, name: shortName });
  return { shortName, title: spec.title, hosts: spec.allowlist.map((e) => new URL(e.origin).hostname), catalog: await createCatalog(spec) };
}

describe('search across several APIs', () => {
  let members: CatalogMember[];
  beforeAll(async () => {
    members = await Promise.all([
      member('github', trimmed('github.openapi.json')),
      member('slack', trimmed('slack.openapi.json')),
      member('spotify', trimmed('spotify.openapi.json')),
      member('movies', movies()),
      member('open_brewery_db', fixtureText('openbrewerydb.openapi.yaml')),
    ]);
  });

  it("keeps each API's own order: its rows on the merged page are its own page's first rows, in order", () => {
    const set = createCatalogSet(members);
    const queries = ['list issues in a repository', 'send a message to a channel', 'add tracks to a playlist', 'find a person by name', 'Tell me about an actor\'s birthday',
      'list my repositories and post them to #general', 'search breweries in Asheville', 'get details of a movie and its credits', 'list users'];
    for (const query of queries) {
      const hits = set.searchSync(query, { limit: 10 }).hits;
      for (const m of members) {
        const own = m.catalog.searchSync(query, { limit: 10 }).hits.map((h) => set.names.qualify(m.shortName, h.name));
        const merged = hits.filter((h) => h.api === m.shortName).map((h) => h.name);
        expect(merged, `${query} / ${m.shortName}`).toEqual(own.slice(0, merged.length));
      }
    }
  });

  it('parses a query once for all its APIs, and no API changes the shared parse', () => {
    const set = createCatalogSet(members);
    for (const query of ['Find the "Abbey Road" album by The Beatles and add it to my library', 'react to a message', 'DM maria@acme.com that the build is green']) {
      const before = structuredClone(parseQuery(query));
      set.searchSync(query, { limit: 10 });
      expect(parseQuery(query), query).toEqual(before);
    }
    expect(parseQuery('list users')).toBe(parseQuery('list users'));
  });

  it('goes first to the API whose parameters list a query word as a value ("science" as a news section)', async () => {
    const op = { operationId: 'getStories', summary: 'Top stories of a section', responses: { 200: { description: 'The stories' } },
      parameters: [{ name: 'section', in: 'path', required: true, schema: { type: 'string', enum: ['arts', 'science', 'sports', 'world'] } }] };
    const news = JSON.stringify({ openapi: '3.0.3', info: { title: 'Top Stories', version: '2' }, servers: [{ url: 'https://api.news.example' }], paths: { '/{section}.json': { get: op } } });
    const set = createCatalogSet([...members, await member('top_stories', news)]);
    expect(set.searchSync('What are the big science headlines today?', { limit: 5 }).hits[0]?.api).toBe('top_stories');
    // From the spec cache the parameters are known once the spec is attached; the profile is rebuilt then.
    const spec = await loadSpec({ kind: 'text', text: news, name: 'top_stories' });
    const saved = (await createCatalog(spec)).snapshot();
    if (!saved) throw new Error('no snapshot');
    const restored = restoreCatalog(saved);
    const cached = createCatalogSet([...members, { shortName: 'top_stories', title: spec.title, hosts: ['api.news.example'], catalog: restored }]);
    cached.searchSync('science', { limit: 5 });
    expect(restored.attachSpec(spec)).toBe(true);
    expect(cached.searchSync('What are the big science headlines today?', { limit: 5 }).hits[0]?.api).toBe('top_stories');
  });

  it('offers the API whose parameter description lists a query word as a value ("One of: …, brewpub")', async () => {
    const byType = { name: 'by_type', in: 'query', description: 'Filter by venue type. One of: brewpub, taproom, winery, cidery.', schema: { type: 'string' } };
    const op = (operationId: string, summary: string, typed: boolean) => ({ operationId, summary, responses: { 200: { description: 'Venues' } }, parameters: typed ? [byType] : [] });
    const paths = { '/venues': { get: op('listVenues', 'List venues', true) }, '/venues/search': { get: op('searchVenues', 'Search venues by name', true) },
      '/venues/meta': { get: op('venueCounts', 'Counts of venues', true) }, '/venues/random': { get: op('randomVenue', 'A random venue', false) }, '/venues/{id}': { get: op('getVenue', 'Get a venue', false) } };
    const venues = JSON.stringify({ openapi: '3.0.3', info: { title: 'Venue Finder', version: '1' }, servers: [{ url: 'https://api.venues.example' }], paths });
    const set = createCatalogSet([...members, await member('venues', venues)]);
    // Before, GitHub's searches ("check") filled the top 5.
    const hits = set.searchSync("I'm in Asheville this weekend, which brewpubs should I check out?", { limit: 5 }).hits;
    expect(hits.slice(0, 2).map((h) => h.api)).toContain('venues');
  });

  it('searches an API that knows none of the query\'s words beside one that knows a filler word ("me")', () => {
    const set = createCatalogSet(members);
    // No API mentions actors or birthdays; GitHub mentions "me". The movie API's person lookup is still offered.
    const hits = set.searchSync('Tell me about an actor\'s birthday', { limit: 8 }).hits;
    expect(hits.map((h) => h.name)).toContain('movies__searchPerson');
  });

  it('says how many operations matched in each API', () => {
    const res = createCatalogSet(members).searchSync('list issues in a repository');
    expect(res.header).toMatch(/ across 5 APIs \(matches: github \d+\+?(, [a-z_]+ \d+\+?)*\)$/);
    expect(res.header, 'only APIs with matches are listed').not.toContain('open_brewery_db');
  });

  it('"*" lists the loaded APIs with their sizes and largest tags, not operations', () => {
    const set = createCatalogSet(members);
    const res = set.searchSync('*');
    expect(res.hits).toEqual([]);
    expect(res.header).toBe('5 APIs');
    expect(res.text).toMatch(/^5 APIs:/);
    expect(res.text).toMatch(/- github \(.+\): [\d,]+ operations; tags: \w+ \(\d+\)/);
    expect(res.text).toContain('- open_brewery_db (Open Brewery DB');
    expect(set.searchSync('', { api: 'slack' }).text).toMatch(/^1 API:\n- slack/);
  });
});
