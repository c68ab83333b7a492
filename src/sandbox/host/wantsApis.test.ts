import { describe, expect, it } from 'vitest';
import { wantsApis } from './wantsApis';

describe('wantsApis', () => {
  it('mounts /apis only for code or a given skill that names it', () => {
    expect(wantsApis('from apis.open_brewery_db import search_breweries')).toBe(true);
    expect(wantsApis('import os\nprint(os.listdir("/apis"))')).toBe(true);
    expect(wantsApis('import requests\nresult = requests.get(BASE_URL).json()')).toBe(false);
    expect(wantsApis('rapids = 1; apiset = 2')).toBe(false);
    expect(wantsApis('from skills import top', [{ code: 'from apis.github import list_issues' }])).toBe(true);
  });
});
