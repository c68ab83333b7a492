import { describe, expect, it } from 'vitest';
import { describeApis, formatSkillHits, listSkills, recordApis, skillModule, usedApis, type LoadedApi, type Skill } from './index';

const weather: LoadedApi = { key: 'Weather | https://api.weather.test/v1', name: 'weather', baseUrls: ['https://api.weather.test/v1/'] };
const geo: LoadedApi = { key: 'Geo | https://geo.test', name: 'geo', baseUrls: ['https://geo.test'] };
const docs: LoadedApi = { key: 'Docs MCP | mcp://docs', name: 'docs', baseUrls: [] };
const SET = [weather, geo, docs];

const names = (code: string, loaded = SET): string[] => usedApis(code, loaded).map((a) => a.name);

describe('usedApis', () => {
  it.each([
    ['BASE_URLS["geo"] + "/cities"', ['geo']],
    ["BASE_URLS.get('geo')", ['geo']],
    ['from apis.geo import cities', ['geo']],
    ['import apis.geo\napis.geo.cities()', ['geo']],
    ['from apis import geo, docs', ['geo', 'docs']],
    ['from apis import (\n    geo,\n)', ['geo']],
    ['call_tool("docs.search", {"q": q})', ['docs']],
    ['requests.get("https://geo.test/cities")', ['geo']],
    ['requests.get(f"{BASE_URL}/forecast")', ['weather']],
    ['requests.get(BASE_URL + "/x"); requests.get(BASE_URLS["geo"])', ['weather', 'geo']],
  ])('finds what %j uses', (code, want) => {
    expect(names(code)).toEqual(want);
  });

  it('does not count a name that only looks alike, nor the first API for BASE_URLS', () => {
    expect(names('BASE_URLS["geography"]; x = BASE_URLS')).toEqual(['weather', 'geo', 'docs']);
    expect(names('from apis import weather_tools\nBASE_URLS["geo"]')).toEqual(['geo']);
    expect(names('from apis import x\ngeo = 1\nBASE_URLS["docs"]')).toEqual(['docs']);
  });

  it('records every loaded API, by key and name, when it recognises none', () => {
    expect(usedApis('def f():\n    """x"""\n    return url_from_user()', SET)).toEqual(SET.map(({ key, name }) => ({ key, name })));
  });

  it('records nothing for a skill saved with one API loaded, so its shape stays as before', () => {
    expect(recordApis('BASE_URLS["geo"]', [geo])).toEqual({});
    expect(recordApis('BASE_URLS["geo"]', [weather, geo])).toEqual({ apis: [{ key: geo.key, name: 'geo' }] });
  });
});

const skill = (name: string, over: Partial<Skill> = {}): Skill => ({
  name, signature: `${name}()`, doc: 'Does it.', code: 'def f(): pass', spec: weather.key, source: 'playground', savedAt: '2026-12-01T00:00:00Z', ...over,
});
const both = skill('both', { apis: [{ key: weather.key, name: 'weather' }, { key: geo.key, name: 'geo' }] });
const geoOnly = skill('geo_only', { apis: [{ key: geo.key, name: 'geo' }] });
const old = skill('old');

describe('listSkills', () => {
  const listed = (loaded: LoadedApi[], all = [both, geoOnly, old]): string[] => listSkills(all, loaded).map((s) => s.name);

  it('lists a skill without recorded APIs only for its spec as the first API, as before', () => {
    expect(listed([weather])).toEqual(['old']);
    expect(listed([geo, weather])).toEqual(['both', 'geo_only']);
  });

  it('lists a skill when every API it records is loaded, in any order', () => {
    expect(listed([weather, geo])).toEqual(['both', 'geo_only', 'old']);
    expect(listed([geo])).toEqual(['geo_only']);
    expect(listed([weather, docs])).toEqual(['old']);
    expect(listed([])).toEqual([]);
  });

  it('matches by key whatever the names are now, and tells the run which names changed and where BASE_URL went', () => {
    const now = listSkills([both], [{ ...geo, name: 'maps' }, { ...weather, name: 'wx' }])[0];
    expect(now).toMatchObject({ name: 'both', renamed: { weather: 'wx', geo: 'maps' }, baseName: 'wx' });
    expect(skillModule(now ?? both)).toEqual({ name: 'both', code: both.code, renamed: { weather: 'wx', geo: 'maps' }, baseName: 'wx' });
    expect(describeApis(now ?? both)).toBe('uses weather, geo (weather is now wx, geo is now maps)');
    expect(listSkills([both], [weather, geo])[0]).toEqual(both);
  });

  it('needs one loaded API per recorded one: the same spec twice is two', () => {
    const twice = skill('twice', { apis: [{ key: geo.key, name: 'geo' }, { key: geo.key, name: 'geo_2' }] });
    expect(listed([weather, geo], [twice])).toEqual([]);
    expect(listSkills([twice], [weather, { ...geo, name: 'geo_2' }, geo])[0]?.renamed).toBeUndefined();
  });

  it('lists one skill per name: the newer of two', () => {
    const newer = skill('old', { apis: [{ key: geo.key, name: 'geo' }], savedAt: '2026-12-02T00:00:00Z', code: 'new' });
    expect(listSkills([old, newer], [weather, geo]).map((s) => s.code)).toEqual(['new']);
    expect(listSkills([newer, old], [weather, geo]).map((s) => s.code)).toEqual(['new']);
  });

  it('shows the APIs in search hits for the model', () => {
    expect(formatSkillHits([both])).toContain('[uses weather, geo]');
    expect(formatSkillHits([old])).not.toContain('uses');
  });
});
