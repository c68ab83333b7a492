import { describe, expect, it } from 'vitest';
import { addSource, baseUrls, removeSource, renameSource, replaceSource, unionAllowlist } from './list';
import type { Source } from './types';

const source = (id: string, title: string, origin: string, pathPrefix = ''): Source => ({
  id, kind: 'openapi', shortName: '', title, allowlist: [{ origin, pathPrefix }], baseUrl: `${origin}${pathPrefix}`,
});

describe('the source list', () => {
  it('adds with unique short names, renames with checks, replaces in place, removes', () => {
    let list = addSource([], source('a', 'GitHub', 'https://api.github.com'));
    list = addSource(list, source('b', 'GitHub', 'https://ghe.example', '/api/v3'));
    expect(list.map((s) => s.shortName)).toEqual(['github', 'github_2']);
    expect(renameSource(list, 'b', 'github')).toEqual({ ok: false, error: 'Another API is already called github' });
    const renamed = renameSource(list, 'b', 'ghe');
    if (!renamed.ok) throw new Error(renamed.error);
    list = replaceSource(renamed.list, 'a', source('c', 'Open Brewery DB', 'https://api.openbrewerydb.org', '/v1'));
    expect(list.map((s) => [s.id, s.shortName])).toEqual([['c', 'open_brewery_db'], ['b', 'ghe']]);
    expect(baseUrls(list)).toEqual({ open_brewery_db: 'https://api.openbrewerydb.org/v1', ghe: 'https://ghe.example/api/v3' });
    expect(removeSource(list, 'c').map((s) => s.id)).toEqual(['b']);
  });

  it('unions the allowlists without repeats, in list order', () => {
    const list = [source('a', 'A', 'https://x.example', '/a'), source('b', 'B', 'https://x.example', '/a'), source('c', 'C', 'https://y.example')];
    expect(unionAllowlist(list)).toEqual([{ origin: 'https://x.example', pathPrefix: '/a' }, { origin: 'https://y.example', pathPrefix: '' }]);
  });
});
