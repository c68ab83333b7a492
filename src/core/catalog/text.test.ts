import { describe, expect, it } from 'vitest';
import { pathWords } from './entries';
import { readdirSync, readFileSync } from 'node:fs';
import { firstSentence, splitWords, splitWordsAscii, splitWordsRegex, stem, terms } from './text';

describe('splitWords', () => {
  it('splits camelCase, PascalCase with acronyms, snake_case, kebab-case, dots and slashes', () => {
    expect(splitWords('getPetById')).toEqual(['get', 'pet', 'by', 'id']);
    expect(splitWords('GetHTTPResponseCode')).toEqual(['get', 'http', 'response', 'code']);
    expect(splitWords('admin_apps_approve')).toEqual(['admin', 'apps', 'approve']);
    expect(splitWords('issues/list-for-repo')).toEqual(['issues', 'list', 'for', 'repo']);
    expect(splitWords('me.mailFolders.ListMessages')).toEqual(['me', 'mail', 'folders', 'list', 'messages']);
    expect(splitWords("User's Saved Tracks")).toEqual(['user', 'saved', 'tracks']);
  });

  it('gives the same words on the ASCII fast path as the regex rules', () => {
    const tricky = [
      "ABcDEf a1b2 v2Api HTMLParser getV2HTTP x's_y it's. Bob'sCar 's 'S x'",
      'ID2FA io.k8s.api OAuth2Token snake__case --kebab-- {param}/x.y\ttab\nline "quoted" 2fa',
    ];
    const dir = new URL('../openapi/__fixtures__/', import.meta.url);
    const fixtureText = readdirSync(dir).filter((f) => /\.(json|ya?ml)$/.test(f)).map((f) => readFileSync(new URL(f, dir), 'utf8'));
    const lines = [...tricky, ...fixtureText.flatMap((t) => t.split(/(?<=\n)/))].filter((l) => !/[\u0080-\uffff]/.test(l));
    expect(lines.length).toBeGreaterThan(1000);
    for (const line of lines) expect(splitWordsAscii(line), line).toEqual(splitWordsRegex(line));
  });

  it('drops {param} placeholders from path words', () => {
    expect(pathWords('/repos/{owner}/{repo}/issues/{issue_number}/comments')).toBe('repos issues comments');
    expect(pathWords('/users.list')).toBe('users list');
  });
});

describe('stem', () => {
  it('folds plurals and verb forms onto one stem', () => {
    expect(stem('repositories')).toBe(stem('repository'));
    expect(stem('branches')).toBe(stem('branch'));
    expect(stem('releases')).toBe(stem('release'));
    expect(stem('messages')).toBe(stem('message'));
    expect(stem('saved')).toBe(stem('save'));
    expect(stem('starred')).toBe(stem('star'));
    expect(stem('statuses')).toBe(stem('status'));
  });

  it('leaves words that only look plural alone', () => {
    expect(stem('status')).toBe('status');
    expect(stem('address')).toBe('address');
    expect(stem('analysis')).toBe('analysis');
  });
});

describe('terms (synonyms)', () => {
  it('folds verb synonyms into one term per group', () => {
    expect(terms('remove')).toEqual(terms('delete'));
    expect(terms('add')).toEqual(terms('create'));
    expect(terms('new')).toEqual(terms('make'));
    expect(terms('edit')).toEqual(terms('modify'));
    expect(terms('change')).toEqual(terms('patch'));
    expect(terms('fetch')).toEqual(terms('retrieve'));
    expect(terms('list')).toEqual(terms('get'));
  });

  it('folds abbreviations and "my" onto the same term', () => {
    expect(terms('repository')).toEqual(terms('repos'));
    expect(terms('organizations')).toEqual(terms('org'));
    expect(terms('my')).toEqual(terms('authenticated'));
  });

  it('drops stop words', () => {
    expect(terms('list the issues in a repository')).toEqual([...terms('list'), ...terms('issue'), ...terms('repo')]);
  });
});

describe('firstSentence', () => {
  it('strips HTML and Markdown links and stops at the first sentence', () => {
    expect(firstSentence('<p>Retrieves the details of a [charge](/docs). More text.</p>')).toBe('Retrieves the details of a charge.');
  });
});
