import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test-support/specFixtures';
import { loadSpec } from '../openapi';
import type { LoadedSpec } from '../openapi/types';
import { createCatalog } from './index';
import type { Catalog } from './catalog';
import { createCatalogSet, type CatalogMember } from './set';

const trimmed = (name: string) => readFileSync(new URL(`../../../test-support/shared-trimmed/specs/${name}`, import.meta.url), 'utf8');

async function member(shortName: string, text: string): Promise<CatalogMember & { spec: LoadedSpec; catalog: Catalog }> {
  const spec = await loadSpec({ kind: 'text', text, name: shortName });
  return { shortName, title: spec.title, hosts: spec.allowlist.map((e) => new URL(e.origin).hostname), spec, catalog: await createCatalog(spec) };
}

describe('a catalog set: one catalog across several APIs', () => {
  let github: Awaited<ReturnType<typeof member>>;
  let brewery: Awaited<ReturnType<typeof member>>;
  let slack: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    [github, brewery, slack] = await Promise.all([
      member('github', trimmed('github.openapi.json')),
      member('open_brewery_db', fixtureText('openbrewerydb.openapi.yaml')),
      member('slack', trimmed('slack.openapi.json')),
    ]);
  });
  const all = () => createCatalogSet([github, brewery, slack]);

  it('answers exactly as the one catalog does when one API is loaded', () => {
    const one = createCatalogSet([github]);
    for (const q of ['list open issues in a repo', 'create a gist', 'zzz']) expect(one.searchSync(q)).toEqual(github.catalog.searchSync(q));
    expect(one.getSchemaSync(['repos_get'])).toEqual(github.catalog.getSchemaSync(['repos_get']));
    expect(one.classicToolsSync().map((t) => t.name)).toEqual(github.catalog.classicToolsSync().map((t) => t.name));
    expect(one.classicToolsSync().some((t) => t.api !== undefined)).toBe(false);
  });

  it('searches every API; each hit names its API, and a small API is not drowned by a large one', () => {
    const set = all();
    expect(github.spec.operations.length).toBeGreaterThan(50 * brewery.spec.operations.length);
    const breweries = set.searchSync('list breweries');
    expect(breweries.hits[0]).toMatchObject({ name: 'open_brewery_db__listBreweries', api: 'open_brewery_db' });
    expect(breweries.text).toContain('- open_brewery_db__listBreweries: GET /breweries');
    expect(breweries.header).toMatch(/across 3 APIs/);
    const message = set.searchSync('send a message to a channel');
    expect(message.hits[0]?.name).toBe('slack__chat_postMessage');
    const users = set.searchSync('list users', { limit: 6 });
    expect(new Set(users.hits.map((h) => h.api))).toEqual(new Set(['github', 'slack']));
    for (const hit of users.hits) expect(hit.name.startsWith(`${hit.api ?? '?'}__`)).toBe(true);
  });

  it('finds the operations of the API a query names by its title or domain', () => {
    const set = all();
    const named = set.searchSync('open brewery db random', { limit: 5 });
    expect(named.hits.map((h) => h.api)).toEqual(Array(5).fill('open_brewery_db'));
    expect(named.hits[0]?.name).toBe('open_brewery_db__getRandomBrewery');
    const repos = set.searchSync('github list repositories', { limit: 3 });
    expect(repos.hits.map((h) => h.api)).toEqual(['github', 'github', 'github']);
    expect(repos.hits[0]?.name).toBe('github__repos_list-public');
    expect(repos.note).toBeUndefined();
    expect(set.searchSync('slack list users', { limit: 4 }).hits.every((h) => h.api === 'slack')).toBe(true);
  });

  it('narrows to one API with `api`, and says which APIs exist when it names none', () => {
    const set = all();
    const only = set.searchSync('list', { api: 'open_brewery_db' });
    expect(only.hits.length).toBeGreaterThan(0);
    expect(only.hits.every((h) => h.api === 'open_brewery_db')).toBe(true);
    expect(only.header).not.toMatch(/across/);
    const wrong = set.searchSync('list users', { api: 'gitlab' });
    expect(wrong.text).toContain('Unknown API(s): gitlab (ignored). Loaded: github, open_brewery_db, slack.');
    expect(wrong.hits.length).toBeGreaterThan(0);
  });

  it('filters by tags only in the APIs that have them', () => {
    const hits = all().searchSync('list', { tags: ['issues'] }).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.api === 'github')).toBe(true);
  });

  it('get_schema takes the names search returns, a bare name one API has, and suggests for unknown ones', () => {
    const set = all();
    const schema = set.getSchemaSync(['open_brewery_db__listBreweries', 'repos_get', 'slack__chat_postMesage'], 'detailed');
    expect(schema.found.map((f) => [f.api, f.name])).toEqual([['open_brewery_db', 'open_brewery_db__listBreweries'], ['github', 'github__repos_get']]);
    expect(schema.text).toContain('## open_brewery_db__listBreweries');
    expect(schema.text).toContain('BASE_URLS["github"]');
    expect(schema.missing).toEqual([{ name: 'slack__chat_postMesage', suggestions: expect.arrayContaining(['slack__chat_postMessage']) as string[] }]);
    expect(set.getSchemaSync(['zzz']).found).toEqual([]);
  });

  it('lists every API\'s classic tools with unique names that carry their API', () => {
    const tools = all().classicToolsSync();
    expect(tools.length).toBe(github.spec.operations.length + brewery.spec.operations.length + slack.spec.operations.length);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
    expect(tools.find((t) => t.name === 'slack__chat_postMessage')).toMatchObject({ api: 'slack', method: 'POST', path: '/chat.postMessage' });
  });
});
