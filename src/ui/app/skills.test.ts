import { describe, expect, it } from 'vitest';
import { listSkills, specKey } from '../../core/skills';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { addServer, NO_SERVER_CHOICE } from '../../core/openapi';
import { linkedServerSettings, newEntry } from './apiSet';
import { loadedSkillApis, makeSkill, skillSpecKey } from './skills';

const spec = (title: string, ...urls: string[]): LoadedSummary => ({
  title, servers: urls.map((url) => ({ url, level: 'document' })), allowlist: [], securitySchemes: [], mock: { allowlist: [], baseUrl: '' },
}) as unknown as LoadedSummary;

const alpha = spec('Alpha', 'https://a.example/v1');
const beta = spec('Beta API', 'https://b.example/v1', 'https://eu.b.example/v1');
const first = newEntry('a1', 'alpha', alpha, { choice: addServer(NO_SERVER_CHOICE, 'https://staging.a.example/v1') });
const CODE = (body: string) => `import requests\n\ndef fetch_both(q):\n    """Reads both APIs."""\n    return ${body}\n`;

describe('skills of the loaded set', () => {
  it('keys each loaded API by its declared spec, names it as now, and knows its chosen servers too', () => {
    const loaded = loadedSkillApis([first, newEntry('b1', 'b', beta, linkedServerSettings(beta, 'https://eu.b.example/v1', false))]);
    expect(loaded).toEqual([
      { key: skillSpecKey(alpha), name: 'alpha', baseUrls: ['https://a.example/v1', 'https://staging.a.example/v1'] },
      { key: specKey('Beta API', ['https://b.example/v1', 'https://eu.b.example/v1']), name: 'b', baseUrls: ['https://b.example/v1', 'https://eu.b.example/v1'] },
    ]);
    expect(loadedSkillApis([])).toEqual([]);
  });

  it('saves a one-API skill exactly as before: the first spec, no apis field', () => {
    const made = makeSkill(CODE('requests.get(BASE_URL)'), loadedSkillApis([first]), 'playground');
    expect(made.ok && Object.keys(made.skill).sort()).toEqual(['code', 'doc', 'name', 'savedAt', 'signature', 'source', 'spec']);
    expect(made.ok && made.skill.spec).toBe(skillSpecKey(alpha));
  });

  it('records the APIs a skill uses when several are loaded, and lists it again only with all of them loaded', () => {
    const set = loadedSkillApis([first, newEntry('b1', 'beta', beta), newEntry('c1', 'gamma', spec('Gamma', 'https://c.example'))]);
    const made = makeSkill(CODE('requests.get(BASE_URLS["beta"]).json() + requests.get("https://staging.a.example/v1/x").json()'), set, 'model');
    if (!made.ok) throw new Error(made.error);
    expect(made.skill.apis).toEqual([{ key: set[0]?.key, name: 'alpha' }, { key: set[1]?.key, name: 'beta' }]);
    expect(made.skill.spec).toBe(set[0]?.key);

    // Beta loaded first under another name, Alpha second: still listed, and its run maps the old names.
    const swapped = loadedSkillApis([newEntry('b1', 'b', beta), newEntry('a1', 'a', alpha)]);
    expect(listSkills([made.skill], swapped)).toMatchObject([{ name: 'fetch_both', renamed: { alpha: 'a', beta: 'b' }, baseName: 'a' }]);
    expect(listSkills([made.skill], loadedSkillApis([first]))).toEqual([]);
  });

  it('refuses without a loaded API, and code without a documented function', () => {
    expect(makeSkill(CODE('1'), [], 'playground')).toEqual({ ok: false, error: 'Load a spec first: a skill belongs to the APIs it uses.' });
    expect(makeSkill('x = 1', loadedSkillApis([first]), 'playground').ok).toBe(false);
  });
});
