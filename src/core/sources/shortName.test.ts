import { describe, expect, it } from 'vitest';
import { defaultShortName, shortNameProblem, uniqueShortName } from './shortName';

describe('defaultShortName', () => {
  it.each([
    ['Open Brewery DB', 'open_brewery_db'],
    ['GitHub v3 REST API', 'github_v3_rest_api'],
    ['  Swagger Petstore - OpenAPI 3.0 ', 'swagger_petstore_openapi_3_0'],
    ['1Password Connect', 'api_1password_connect'],
    ['Café API', 'cafe_api'],
    ['!!!', 'api'],
    ['', 'api'],
  ])('%s → %s', (title, name) => expect(defaultShortName(title)).toBe(name));

  it('is at most 48 characters and never ends with _', () => {
    const name = defaultShortName(`${'a'.repeat(47)} b`);
    expect(name.length).toBeLessThanOrEqual(48);
    expect(name.endsWith('_')).toBe(false);
  });
});

describe('uniqueShortName', () => {
  it('adds _2, _3 on a clash', () => {
    expect(uniqueShortName('github', [])).toBe('github');
    expect(uniqueShortName('github', ['github'])).toBe('github_2');
    expect(uniqueShortName('github', ['github', 'github_2'])).toBe('github_3');
  });
});

describe('shortNameProblem', () => {
  it('accepts a new identifier and refuses others', () => {
    expect(shortNameProblem('slack', ['github'])).toBeNull();
    expect(shortNameProblem('github', ['github'])).toMatch(/already called github/);
    expect(shortNameProblem('2fa', [])).toMatch(/not starting with a digit/);
    expect(shortNameProblem('Has Space', [])).toMatch(/lower-case/);
  });
});
