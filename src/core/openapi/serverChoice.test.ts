import { describe, expect, it } from 'vitest';
import {
  addServer, checkServerUrl, effectiveServers, matchDeclaredServer, NO_SERVER_CHOICE, removeServer, serverKey, setServerVariable,
} from './serverChoice';
import { resolveServers } from './servers';

const declared = resolveServers(
  {
    servers: [
      { url: 'https://{region}.api.example.com/{version}', variables: { region: { default: 'us', enum: ['us', 'eu'] }, version: { default: 'v1' } } },
      { url: 'https://sandbox.example.com' },
    ],
  },
  undefined,
  [],
).servers;
const regional = declared[0]!;

describe('resolveServers keeps what the user needs to set variables', () => {
  it('records the template and each variable (default, enum) of a server with variables', () => {
    expect(regional.url).toBe('https://us.api.example.com/v1');
    expect(regional.template).toBe('https://{region}.api.example.com/{version}');
    expect(regional.variables).toEqual({ region: { default: 'us', enum: ['us', 'eu'] }, version: { default: 'v1' } });
    expect(declared[1]!.template).toBeUndefined();
  });
});

describe('checkServerUrl: the validation a hand-typed server gets', () => {
  it('accepts absolute http(s) URLs and normalizes them', () => {
    expect(checkServerUrl(' https://api.example.com/v2/?x=1#top ')).toEqual({ ok: true, url: 'https://api.example.com/v2' });
    expect(checkServerUrl('http://127.0.0.1:8080')).toEqual({ ok: true, url: 'http://127.0.0.1:8080' });
  });

  it.each([
    ['', /Enter the server URL/],
    ['api.example.com', /starts with https/],
    ['ftp://files.example.com', /starts with https/],
    ['javascript:alert(1)', /starts with https/],
    ['https://user:secret@api.example.com', /user name and password/],
    ['https://{tenant}.example.com', /not a valid http\(s\) URL/],
    ['https://api.example.com/{version}', /Fill in every \{variable\}/],
  ])('refuses %j with a reason', (text, reason) => {
    const check = checkServerUrl(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(reason);
  });
});

describe('effectiveServers: BASE_URL and the allowlist follow the choice', () => {
  it('is the spec as loaded without a choice', () => {
    const out = effectiveServers(declared, NO_SERVER_CHOICE);
    expect(out.servers.map((s) => s.url)).toEqual(['https://us.api.example.com/v1', 'https://sandbox.example.com']);
    expect(out.allowlist.map((a) => a.origin)).toEqual(['https://us.api.example.com', 'https://sandbox.example.com']);
  });

  it('puts the selected server first', () => {
    const out = effectiveServers(declared, { ...NO_SERVER_CHOICE, selected: 'https://sandbox.example.com' });
    expect(out.servers[0]?.url).toBe('https://sandbox.example.com');
  });

  it('fills variables in (the default URL leaves the allowlist) and refuses a value outside the enum', () => {
    const key = serverKey(regional);
    const eu = effectiveServers(declared, { ...NO_SERVER_CHOICE, values: { [key]: { region: 'eu', version: 'v2' } } });
    expect(eu.servers[0]?.url).toBe('https://eu.api.example.com/v2');
    expect(eu.allowlist).toContainEqual({ origin: 'https://eu.api.example.com', pathPrefix: '/v2' });
    expect(eu.allowlist.some((a) => a.origin === 'https://us.api.example.com')).toBe(false);

    const bad = effectiveServers(declared, { ...NO_SERVER_CHOICE, values: { [key]: { region: 'evil.com/x?' } } });
    expect(bad.problems[key]).toMatch(/one of us, eu/);
    expect(bad.servers[0]?.url).toBe('https://us.api.example.com/v1');
  });

  it('refuses a free variable value that breaks the URL', () => {
    const key = serverKey(regional);
    const out = effectiveServers(declared, { ...NO_SERVER_CHOICE, values: { [key]: { version: 'v1/{x}' } } });
    expect(out.problems[key]).toMatch(/variable/);
  });

  it('adds hand-added servers at the user level and lets one be BASE_URL', () => {
    const out = effectiveServers(declared, { values: {}, added: ['https://my.example.org/api'], selected: 'https://my.example.org/api' });
    expect(out.servers[0]).toEqual({ url: 'https://my.example.org/api', level: 'user', description: 'added by you' });
    expect(out.allowlist).toContainEqual({ origin: 'https://my.example.org', pathPrefix: '/api' });
  });

  it('gives a spec without servers a usable BASE_URL once the user adds one', () => {
    const out = effectiveServers([], { values: {}, added: ['https://api.example.net'] });
    expect(out.servers.map((s) => s.url)).toEqual(['https://api.example.net']);
  });
});

describe('matchDeclaredServer: a server named by a link', () => {
  it('is the declared server (with enum values) when the spec declares it', () => {
    expect(matchDeclaredServer(declared, 'https://sandbox.example.com/')).toEqual({ selected: 'https://sandbox.example.com' });
    expect(matchDeclaredServer(declared, 'https://eu.api.example.com/v1')).toEqual({
      selected: serverKey(regional), values: { region: 'eu', version: 'v1' },
    });
  });

  it('is null for anything the spec does not declare, which the user must confirm', () => {
    expect(matchDeclaredServer(declared, 'https://attacker.example')).toBeNull();
    expect(matchDeclaredServer(declared, 'https://eu.api.example.com/v9')).toBeNull();
    expect(matchDeclaredServer(declared, 'not a url')).toBeNull();
  });

  it('edits a choice: a variable makes its server BASE_URL, an added server is kept once, removing it falls back', () => {
    const key = serverKey(declared[0]!);
    const sandbox = setServerVariable(NO_SERVER_CHOICE, 'https://sandbox.example.com', 'x', 'y');
    expect(setServerVariable(sandbox, key, 'region', 'eu')).toMatchObject({ selected: key, values: { [key]: { region: 'eu' } } });
    const twice = addServer(addServer(sandbox, 'https://mine.example/v1'), 'https://mine.example/v1');
    expect(twice).toMatchObject({ selected: 'https://mine.example/v1', added: ['https://mine.example/v1'] });
    expect(removeServer(twice, 'https://mine.example/v1')).toMatchObject({ selected: undefined, added: [] });
    expect(removeServer(sandbox, 'https://other.example').selected).toBe('https://sandbox.example.com');
  });
});
