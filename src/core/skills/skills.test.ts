import { describe, expect, it } from 'vitest';
import { checkSkillCode, formatSkillHits, importSkills, matchSkills, planImport, skillsToJson, skillToPy, specKey, type Skill } from './index';

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
