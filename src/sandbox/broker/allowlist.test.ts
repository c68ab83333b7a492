import { describe, expect, it } from 'vitest';
import type { AllowEntry } from '../contract';
import { checkAllowed, describeAllowlist } from './allowlist';

const brewery: AllowEntry = { origin: 'http://127.0.0.1:4011', pathPrefix: '/' };
const api: AllowEntry = { origin: 'https://api.example.com', pathPrefix: '/v1' };
const list = [brewery, api];

const allowed = (url: string) => checkAllowed(url, list).ok;
const reason = (url: string) => {
  const d = checkAllowed(url, list);
  return d.ok ? 'ALLOWED' : d.reason;
};

describe('checkAllowed: what passes', () => {
  it.each([
    'http://127.0.0.1:4011/breweries',
    'http://127.0.0.1:4011/breweries?by_city=san%20diego&per_page=200',
    'http://127.0.0.1:4011/',
    'http://127.0.0.1:4011',
    'https://api.example.com/v1',
    'https://api.example.com/v1/',
    'https://api.example.com/v1/pets/12',
    'https://API.Example.com/v1/pets',
    'https://api.example.com:443/v1/pets',
    'https://api.example.com/v1/projects/group%2Fproject',
    'https://api.example.com/v1/a.b/file.json',
    // The parser canonicalizes IPv4 spellings: this IS 127.0.0.1, so it is the same allowed server.
    'http://2130706433:4011/breweries',
  ])('%s', (url) => expect(reason(url)).toBe('ALLOWED'));

  it('returns the parsed URL and the matching entry', () => {
    const d = checkAllowed('https://api.example.com/v1/x?y=1', list);
    expect(d.ok && d.entry).toEqual(api);
    expect(d.ok && d.url.href).toBe('https://api.example.com/v1/x?y=1');
  });
});

describe('checkAllowed: hosts, ports and schemes', () => {
  it.each([
    ['other host', 'http://127.0.0.2:4012/breweries', 'not an allowed server'],
    ['other port', 'http://127.0.0.1:4012/breweries', 'not an allowed server'],
    ['default port instead of 4011', 'http://127.0.0.1/breweries', 'not an allowed server'],
    ['https instead of http', 'https://127.0.0.1:4011/breweries', 'not an allowed server'],
    ['http instead of https', 'http://api.example.com/v1/pets', 'not an allowed server'],
    ['suffix host', 'https://api.example.com.evil.com/v1/pets', 'not an allowed server'],
    ['prefix host', 'https://evilapi.example.com/v1/pets', 'not an allowed server'],
    ['subdomain', 'https://x.api.example.com/v1/pets', 'not an allowed server'],
    ['trailing-dot host', 'https://api.example.com./v1/pets', 'ends with a dot'],
    ['trailing-dot IPv4 (the parser would drop the dot)', 'http://127.0.0.1.:4011/breweries', 'ends with a dot'],
    ['trailing-dot IPv4 without port', 'http://127.0.0.1./breweries', 'ends with a dot'],
    ['localhost alias', 'http://localhost:4011/breweries', 'not an allowed server'],
    ['decimal spelling of another IP', 'http://2130706434:4011/breweries', 'not an allowed server'],
    ['hex spelling of another IP', 'http://0x7f000002:4011/breweries', 'not an allowed server'],
    ['IPv6 loopback', 'http://[::1]:4011/breweries', 'not an allowed server'],
    ['ftp scheme', 'ftp://127.0.0.1:4011/x', 'scheme ftp: is not allowed'],
    ['javascript scheme', 'javascript:alert(1)', 'scheme javascript: is not allowed'],
    ['data scheme', 'data:text/plain,hi', 'scheme data: is not allowed'],
    ['relative URL', '/breweries', 'not an absolute URL'],
    ['scheme-relative URL', '//127.0.0.1:4011/breweries', 'not an absolute URL'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));
});

describe('checkAllowed: userinfo, backslashes, whitespace', () => {
  it.each([
    ['userinfo to the allowed host', 'http://user:pass@127.0.0.1:4011/breweries', 'credentials'],
    ['userinfo hiding another host', 'http://127.0.0.1:4011@127.0.0.2:4012/x', 'credentials'],
    ['empty userinfo', 'http://@127.0.0.1:4011/breweries', 'credentials'],
    ['backslash authority trick', 'http://127.0.0.2:4012\\@127.0.0.1:4011/x', 'backslash'],
    ['backslash in path', 'http://127.0.0.1:4011/a\\..\\b', 'backslash'],
    ['backslash as slash', 'https:\\\\api.example.com\\v1\\pets', 'backslash'],
    ['newline in host', 'http://127.0.0.1:40\n11/x', 'whitespace'],
    ['tab in path', 'https://api.example.com/v\t1/pets', 'whitespace'],
    ['space', 'http://127.0.0.1:4011/a b', 'whitespace'],
    ['NUL', 'http://127.0.0.1:4011/a\u0000', 'whitespace'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));
});

describe('checkAllowed: path prefix and dot segments', () => {
  it.each([
    ['sibling of the prefix', 'https://api.example.com/v2/pets', 'outside the allowed path prefix'],
    ['prefix as a string prefix only', 'https://api.example.com/v10/pets', 'outside the allowed path prefix'],
    ['root outside the prefix', 'https://api.example.com/', 'outside the allowed path prefix'],
    ['.. out of the prefix', 'https://api.example.com/v1/../admin', 'dot segment'],
    ['.. inside the prefix', 'https://api.example.com/v1/pets/../owners', 'dot segment'],
    ['encoded ..', 'https://api.example.com/v1/%2e%2e/admin', 'dot segment'],
    ['upper-case encoded ..', 'https://api.example.com/v1/%2E%2E/admin', 'dot segment'],
    ['mixed encoded ..', 'https://api.example.com/v1/.%2e/admin', 'dot segment'],
    ['double-encoded ..', 'https://api.example.com/v1/%252e%252e/admin', 'dot segment'],
    ['encoded slash with ..', 'https://api.example.com/v1/x%2f..%2f..%2fadmin', 'dot segment'],
    ['encoded backslash with ..', 'https://api.example.com/v1/x%5c..%5cadmin', 'dot segment'],
    ['single dot segment', 'http://127.0.0.1:4011/./breweries', 'dot segment'],
    ['.. at the root of an open server', 'http://127.0.0.1:4011/../etc/passwd', 'dot segment'],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));

  it('dots inside names are fine', () => {
    expect(allowed('https://api.example.com/v1/..hidden')).toBe(true);
    expect(allowed('https://api.example.com/v1/file..json')).toBe(true);
  });

  it('dot segments in the query string are not path segments', () => {
    expect(allowed('http://127.0.0.1:4011/breweries?path=../x')).toBe(true);
  });
});

const V1 = 'https://api.example.com/v1';
const SEMICOLON = 'contains ";"';
const DOT = 'dot segment';
const CONTROL = 'control character';
const BACKSLASH = 'encoded backslash';

// Spellings that some server (Tomcat/Spring, IIS, old Java decoders, double-decoding proxies) reads as a way out.
describe('checkAllowed: path spellings that bypass prefixes on some servers', () => {
  it.each([
    ['..; (Tomcat path parameter)', `${V1}/..;/admin`, SEMICOLON],
    ['.;', `${V1}/.;/admin`, SEMICOLON],
    ['%2e%2e;', `${V1}/%2e%2e;/admin`, SEMICOLON],
    ['..;x=1', `${V1}/..;x=1/admin`, SEMICOLON],
    ['; on a name', `${V1}/pets;jsessionid=abc`, SEMICOLON],
    ['..%3b', `${V1}/..%3b/admin`, SEMICOLON],
    ['%3B upper case', `${V1}/pets%3Bx=1`, SEMICOLON],
    ['double-encoded ;', `${V1}/..%253b/admin`, SEMICOLON],
    ['fullwidth semicolon U+FF1B, encoded', `${V1}/..%EF%BC%9B/admin`, SEMICOLON],
    ['fullwidth semicolon U+FF1B, raw', `${V1}/..\uFF1B/admin`, SEMICOLON],
    ['Greek question mark U+037E (NFKC ;)', `${V1}/..%CD%BE/admin`, SEMICOLON],
    ['overlong ;', `${V1}/..%c0%bb/admin`, SEMICOLON],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));

  it.each([
    ['single encoded dot', `${V1}/%2e/x`, DOT],
    ['%2e.', `${V1}/%2e./admin`, DOT],
    ['.%2E', `${V1}/.%2E/admin`, DOT],
    ['triple-encoded', `${V1}/%25252e%25252e/admin`, DOT],
    ['double-encoded, mixed', `${V1}/%252e./admin`, DOT],
    ['encoded percent sign parts', `${V1}/%25%32%65%25%32%65/admin`, DOT],
    ['nibble-encoded %%32%65', `${V1}/%%32%65%%32%65/admin`, DOT],
    ['encoded .. and slash', `${V1}/%2e%2e%2fadmin`, DOT],
    ['overlong 2-byte %c0%ae', `${V1}/%c0%ae%c0%ae/admin`, DOT],
    ['overlong 2-byte upper case', `${V1}/%C0%AE%C0%AE/admin`, DOT],
    ['overlong with a bad continuation %c0%2e', `${V1}/%c0%2e%c0%2e/admin`, DOT],
    ['overlong 3-byte %e0%80%ae', `${V1}/%e0%80%ae%e0%80%ae/admin`, DOT],
    ['overlong 4-byte', `${V1}/%f0%80%80%ae%f0%80%80%ae/admin`, DOT],
    ['overlong 5-byte', `${V1}/%f8%80%80%80%ae%f8%80%80%80%ae/admin`, DOT],
    ['overlong mixed with a plain dot', `${V1}/.%c0%ae/admin`, DOT],
    ['overlong slash %c0%af', `${V1}/x%c0%af..%c0%afadmin`, DOT],
    ['invalid byte a lenient decoder drops', `${V1}/%ff..%ff/admin`, DOT],
    ['IIS %u002e', `${V1}/%u002e%u002e/admin`, DOT],
    ['IIS %U002E upper case', `${V1}/%U002E%U002E/admin`, DOT],
    ['IIS %u002e mixed', `${V1}/%u002e./admin`, DOT],
    ['IIS %u2024 one-dot leader', `${V1}/%u2024%u2024/admin`, DOT],
    ['fullwidth full stop U+FF0E, encoded', `${V1}/%EF%BC%8E%EF%BC%8E/admin`, DOT],
    ['fullwidth full stop U+FF0E, raw', `${V1}/\uFF0E\uFF0E/admin`, DOT],
    ['one-dot leader U+2024', `${V1}/%E2%80%A4%E2%80%A4/admin`, DOT],
    ['two-dot leader U+2025', `${V1}/%E2%80%A5/admin`, DOT],
    ['two-dot leader U+2025, raw', `${V1}/\u2025/admin`, DOT],
    ['small full stop U+FE52', `${V1}/%EF%B9%92%EF%B9%92/admin`, DOT],
    ['ideographic full stop U+3002', `${V1}/%E3%80%82%E3%80%82/admin`, DOT],
    ['halfwidth ideographic full stop U+FF61', `${V1}/%EF%BD%A1%EF%BD%A1/admin`, DOT],
    ['fullwidth percent sign', `${V1}/%EF%BC%85%32%65%EF%BC%85%32%65/admin`, DOT],
    ['.. with a trailing space (Windows trims it)', `${V1}/..%20/admin`, DOT],
    ['dots only (Windows trims trailing dots)', `${V1}/.../admin`, DOT],
    ['ellipsis U+2026', `${V1}/%E2%80%A6/admin`, DOT],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));

  it.each([
    ['%00', `${V1}/pets%00.json`, CONTROL],
    ['double-encoded %00', `${V1}/pets%2500.json`, CONTROL],
    ['%0d%0a', `${V1}/pets%0d%0aX-Injected:1`, CONTROL],
    ['%09', `${V1}/pe%09ts`, CONTROL],
    ['%7f', `${V1}/pets%7f`, CONTROL],
    ['overlong NUL %c0%80', `${V1}/pets%c0%80.json`, CONTROL],
    ['%5c', `${V1}/a%5cb`, BACKSLASH],
    ['%5C upper case', `${V1}/a%5Cb`, BACKSLASH],
    ['double-encoded %5c', `${V1}/a%255cb`, BACKSLASH],
    ['overlong backslash %c1%9c', `${V1}/a%c1%9cb`, BACKSLASH],
    ['fullwidth reverse solidus U+FF3C', `${V1}/a%EF%BC%BCb`, BACKSLASH],
    ['IIS %u005c', `${V1}/a%u005cb`, BACKSLASH],
  ])('%s is refused', (_name, url, why) => expect(reason(url)).toContain(why));

  it('refuses a path encoded more times than any server decodes', () => {
    expect(reason(`${V1}/a%25252525252525252541`)).toContain('percent-encoded');
  });

  it.each([
    `${V1}/breweries/abc.json`,
    `${V1}/a.b`,
    `${V1}/..foo`,
    `${V1}/foo..`,
    `${V1}/.well-known/x`,
    `${V1}/a%2Eb`,
    `${V1}/%2efoo`,
    `${V1}//pets`,
    `${V1}/a%20b`,
    `${V1}/discount/100%25`,
    `${V1}/caf%C3%A9/%E6%97%A5%E6%9C%AC`,
    `${V1}/café`,
    `${V1}/caf%E9`,
    `${V1}/a\u2024b`,
    `${V1}/proxy/https%253A%252F%252Fexample.com%252Fa`,
    `${V1}/pets?filter=a;b&path=../x&dot=%2e%2e%3b&nul=%00&bs=%5c`,
    `${V1}/pets#..;/admin`,
  ])('%s still passes', (url) => expect(reason(url)).toBe('ALLOWED'));
});

describe('checkAllowed: allowlist entries', () => {
  it('an empty allowlist refuses everything', () => {
    expect(checkAllowed('http://127.0.0.1:4011/breweries', []).ok).toBe(false);
  });

  it('normalizes entries with trailing slashes, upper case and default ports', () => {
    const entries: AllowEntry[] = [{ origin: 'HTTPS://Api.Example.com:443', pathPrefix: '/v1/' }];
    expect(checkAllowed('https://api.example.com/v1/pets', entries).ok).toBe(true);
    expect(checkAllowed('https://api.example.com/v2/pets', entries).ok).toBe(false);
  });

  it('ignores malformed entries instead of throwing', () => {
    const entries: AllowEntry[] = [{ origin: 'not a url', pathPrefix: '/' }, brewery];
    expect(checkAllowed('http://127.0.0.1:4011/x', entries).ok).toBe(true);
  });

  it('picks among several prefixes on the same origin', () => {
    const entries: AllowEntry[] = [
      { origin: 'https://h.example', pathPrefix: '/a' },
      { origin: 'https://h.example', pathPrefix: '/b/c' },
    ];
    expect(checkAllowed('https://h.example/b/c/d', entries).ok).toBe(true);
    expect(checkAllowed('https://h.example/b/d', entries).ok).toBe(false);
  });

  it('matches the most specific prefix whatever the order (the entry decides who gets credentials)', () => {
    const outer: AllowEntry = { origin: 'https://h.example', pathPrefix: '/a' };
    const inner: AllowEntry = { origin: 'https://h.example', pathPrefix: '/a/b' };
    for (const entries of [[outer, inner], [inner, outer]]) {
      const d = checkAllowed('https://h.example/a/b/c', entries);
      expect(d.ok && d.entry).toEqual(inner);
      const e = checkAllowed('https://h.example/a/x', entries);
      expect(e.ok && e.entry).toEqual(outer);
    }
  });
});

describe('describeAllowlist', () => {
  it('lists base URLs', () => {
    expect(describeAllowlist(list)).toBe('http://127.0.0.1:4011, https://api.example.com/v1');
  });
  it('says when there is none', () => {
    expect(describeAllowlist([])).toContain('none');
  });
});
