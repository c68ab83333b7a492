import { describe, expect, it } from 'vitest';
import { createToolNameMap, QUALIFIED_NAME_PATTERN } from './toolNames';

const NAME_RULES = [/^[a-zA-Z0-9_-]{1,64}$/, /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/];

describe('createToolNameMap', () => {
  it('keeps every name as it is with one API', () => {
    const map = createToolNameMap([{ shortName: 'github', names: ['repos_get', 'issues_list'] }]);
    expect(map.single).toBe(true);
    expect(map.names).toEqual(['repos_get', 'issues_list']);
    expect(map.qualify('github', 'repos_get')).toBe('repos_get');
    expect(map.resolve('repos_get')).toEqual({ shortName: 'github', name: 'repos_get' });
  });

  it('qualifies names by API with several, unique and reversible, valid for every provider', () => {
    const long = `a${'x'.repeat(63)}`;
    const map = createToolNameMap([
      { shortName: 'github', names: ['list', 'repos_get', long] },
      { shortName: 'open_brewery_db', names: ['list', long, `${long.slice(0, 60)}_2`] },
    ]);
    expect(map.single).toBe(false);
    expect(map.qualify('github', 'list')).toBe('github__list');
    expect(map.qualify('open_brewery_db', 'list')).toBe('open_brewery_db__list');
    expect(new Set(map.names).size).toBe(map.names.length);
    for (const name of map.names) {
      expect(name).toMatch(QUALIFIED_NAME_PATTERN);
      for (const rule of NAME_RULES) expect(name).toMatch(rule);
      const back = map.resolve(name);
      expect(back && map.qualify(back.shortName, back.name)).toBe(name);
    }
  });

  it('resolves a bare name only when one API has it', () => {
    const map = createToolNameMap([
      { shortName: 'github', names: ['list', 'repos_get'] },
      { shortName: 'slack', names: ['list', 'chat_postMessage'] },
    ]);
    expect(map.resolve('chat_postMessage')).toEqual({ shortName: 'slack', name: 'chat_postMessage' });
    expect(map.resolve('list')).toBeUndefined();
    expect(map.resolve(' slack__list ')).toEqual({ shortName: 'slack', name: 'list' });
    expect(map.resolve('nope')).toBeUndefined();
  });
});
