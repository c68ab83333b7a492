import { describe, expect, it } from 'vitest';
import { checkSkillCode, formatSkillHits, importSkills, matchSkills, planImport, SKILLS_FORMAT, skillsToJson, skillToPy, specKey, type Skill } from './index';

const CODE = `import requests

def breweries_by_type(city: str, per_page=50) -> dict:
    """Counts breweries in a city by brewery_type.

    Pages through /breweries until a short page.
    """
    counts = {}
    return counts
`;

const skill = (over: Partial<Skill> = {}): Skill => {
  const check = checkSkillCode(CODE);
  if (!check.ok) throw new Error(check.error);
  return { name: check.name, signature: check.signature, doc: check.doc, code: CODE, spec: specKey('Open Brewery DB', ['https://api.openbrewerydb.org/v1']), source: 'playground', savedAt: '2026-12-01T00:00:00Z', ...over };
};

describe('checkSkillCode', () => {
  it('reads the name, signature and dedented docstring of the first top-level function', () => {
    expect(checkSkillCode(CODE)).toEqual({
      ok: true, name: 'breweries_by_type', signature: 'breweries_by_type(city: str, per_page=50) -> dict',
      doc: 'Counts breweries in a city by brewery_type.\n\nPages through /breweries until a short page.',
    });
  });

  it('finds a named function after helpers, and single-quoted one-line docstrings', () => {
    const code = "def _helper():\n    return 1\n\ndef total(xs):\n    'Sums xs.'\n    return sum(xs)\n";
    expect(checkSkillCode(code, 'total')).toMatchObject({ ok: true, signature: 'total(xs)', doc: 'Sums xs.' });
  });

  it.each([
    ['result = 1\n', /top-level function/],
    ['def f(x):\n    return x\n', /docstring/],
    ['def _private():\n    """x"""\n', /private/],
    ['  def nested():\n    """x"""\n', /top-level function/],
  ])('refuses %j', (code, why) => {
    const check = checkSkillCode(code);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(why);
  });

  it('refuses a name the code does not define', () => {
    expect(checkSkillCode(CODE, 'other')).toEqual({ ok: false, error: 'The code defines no top-level function named other.' });
  });
});

describe('specKey', () => {
  it('is the title plus the document-level servers in any order', () => {
    expect(specKey('X', ['https://b', 'https://a'])).toBe(specKey('X', ['https://a', 'https://b']));
    expect(specKey('X', ['https://a'])).not.toBe(specKey('Y', ['https://a']));
  });
});

describe('export and import', () => {
  it('round-trips a .py file with its header, and a JSON file of many', () => {
    const s = skill();
    const py = importSkills('breweries_by_type.py', skillToPy(s), 'other spec');
    expect(py.errors).toEqual([]);
    expect(py.skills[0]).toMatchObject({ name: s.name, spec: s.spec, code: s.code, savedAt: s.savedAt, source: 'import' });
    const json = importSkills('skills.json', skillsToJson([s, skill({ spec: 'Other | https://x' })]), 'ignored');
    expect(json.skills.map((k) => k.spec)).toEqual([s.spec, 'Other | https://x']);
  });

  it('ties a header-less .py to the loaded spec and reports what it cannot read', () => {
    expect(importSkills('plain.py', CODE, 'Loaded | https://api').skills[0]?.spec).toBe('Loaded | https://api');
    expect(importSkills('bad.py', 'print(1)', 's').errors[0]).toMatch(/bad.py: A skill needs a top-level function/);
    expect(importSkills('bad.json', '{"format": "other"}', 's').errors[0]).toMatch(/not a skills export/);
  });
});

describe('skills in search', () => {
  it('matches query words against the name and docstring and marks hits as skills', () => {
    const hits = matchSkills([skill()], 'count breweries by type');
    expect(hits.map((h) => h.name)).toEqual(['breweries_by_type']);
    expect(matchSkills([skill()], 'weather forecast')).toEqual([]);
    expect(formatSkillHits(hits)).toContain('[skill] breweries_by_type(city: str, per_page=50) -> dict');
    expect(formatSkillHits(hits)).toContain('from skills import breweries_by_type');
  });
});

describe('planImport', () => {
  const make = (name: string, code: string, spec = 's'): Skill => ({ name, signature: `${name}()`, doc: 'd', code, spec, source: 'import', savedAt: '' });

  it('never replaces a saved skill with different code on its own: that is a conflict for the user to decide', () => {
    const saved = [make('a', 'A1'), make('b', 'B1'), make('c', 'C1', 'other')];
    const plan = planImport([make('a', 'A2'), make('b', 'B1'), make('c', 'C2'), make('d', 'D1'), make('d', 'D2')], saved);
    expect(plan.conflicts.map((c) => [c.saved.code, c.imported.code])).toEqual([['A1', 'A2']]);
    expect(plan.unchanged.map((s) => s.name)).toEqual(['b']);
    // Another spec's skill of the same name is no conflict; within one import the later file wins.
    expect(plan.add.map((s) => [s.spec, s.name, s.code])).toEqual([['s', 'c', 'C2'], ['s', 'd', 'D2']]);
  });
});

describe('export and import of the APIs a skill uses', () => {
  const apis = [{ key: 'Weather | https://api.weather.test', name: 'weather' }, { key: 'Geo | https://geo.test', name: 'geo' }];

  it('carries them through .py and JSON; a one-API skill is written as before', () => {
    const s = skill({ apis });
    const py = skillToPy(s);
    expect(py).toContain('# api: weather Weather | https://api.weather.test\n# api: geo Geo | https://geo.test\nimport requests');
    expect(importSkills('s.py', py, 'x').skills[0]).toMatchObject({ apis, code: CODE, spec: s.spec });
    expect(importSkills('s.json', skillsToJson([s]), 'x').skills[0]?.apis).toEqual(apis);
    expect(skillToPy(skill())).not.toContain('# api:');
    expect(JSON.parse(skillsToJson([skill()]))).toEqual({ format: SKILLS_FORMAT, skills: [skill()] });
    expect(importSkills('s.json', skillsToJson([skill()]), 'x').skills[0]).not.toHaveProperty('apis');
  });

  it('exports only what is stored: a listed skill\'s run names stay behind', () => {
    const listed = { ...skill({ apis }), renamed: { geo: 'maps' }, baseName: 'wx' };
    expect((JSON.parse(skillsToJson([listed])) as { skills: Skill[] }).skills[0]).toEqual(skill({ apis }));
  });

  it.each([
    ['not a list', 'geo', /"apis" must be a list/],
    ['empty', [], /lists no API/],
    ['a string entry', ['geo'], /API 1 \("geo"\) is not a "key" and a "name"/],
    ['no key', [{ name: 'geo' }], /API 1 has no "key"/],
    ['a bad name', [apis[0], { key: 'k', name: 'Geo-API' }], /API 2's name "Geo-API" is not a short name/],
    ['a name twice', [apis[0], { ...apis[1], name: 'weather' }], /API 2's name "weather" is listed twice/],
    ['another field', [{ ...apis[0], url: 'https://x' }], /API 1 has an unknown field "url"/],
  ])('refuses "apis" that is %s, naming the skill', (_, bad, why) => {
    const json = JSON.stringify({ format: SKILLS_FORMAT, skills: [skill(), { ...skill(), apis: bad }] });
    const read = importSkills('skills.json', json, 'x');
    expect(read.skills).toHaveLength(1);
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]).toMatch(/^skills\.json #2: /);
    expect(read.errors[0]).toMatch(why);
  });

  it('refuses a .py whose api line is malformed', () => {
    const py = skillToPy(skill({ apis })).replace('# api: geo Geo | https://geo.test', '# api: geo');
    expect(importSkills('bad.py', py, 'x')).toEqual({ skills: [], errors: ['bad.py: API 2 ("# api: geo") is not a "key" and a "name".'] });
  });
});
