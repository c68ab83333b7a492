import { describe, expect, it } from 'vitest';
import { handInSkills, skillNames } from './skillsDir';

describe('skills handed to a run', () => {
  it('passes each skill the names it was saved under and the API its BASE_URL means, dropping malformed ones', () => {
    expect(JSON.parse(skillNames([
      { name: 'both', code: '', renamed: { weather: 'wx', geo: 'maps' }, baseName: 'wx' },
      { name: 'plain', code: '' },
      { name: 'odd', code: '', renamed: { 'Bad-Name': 'wx', ok: 'x y' }, baseName: '../x' },
    ]))).toEqual({ both: [{ weather: 'wx', geo: 'maps' }, 'wx'] });
  });

  it('writes the names into the package and one module per well-named skill', () => {
    const files = new Map<string, string>();
    handInSkills({ mkdirTree: () => undefined, writeFile: (p, d) => files.set(p, d) }, [
      { name: 'both', code: 'def both(): pass', renamed: { weather: 'wx' } },
      { name: 'not ok', code: 'x' },
    ], { baseUrl: 'https://a', baseUrls: '[]' });
    expect([...files.keys()]).toEqual(['/cmp_skills/skills/__init__.py', '/cmp_skills/skills/both.py']);
    expect(files.get('/cmp_skills/skills/__init__.py')).toContain(`_NAMES = ${JSON.stringify(JSON.stringify({ both: [{ weather: 'wx' }, null] }))}`);
  });
});
