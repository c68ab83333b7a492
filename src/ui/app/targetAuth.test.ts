import { describe, expect, it } from 'vitest';
import type { SecuritySchemeInfo, ServerInfo } from '../../core/openapi';
import { credentialFields, credentialServers, toTargetAuth } from './targetAuth';

const schemes: SecuritySchemeInfo[] = [
  { key: 'api_key', type: 'apiKey', in: 'header', paramName: 'X-Api-Key' },
  { key: 'nyt', type: 'apiKey', in: 'query', paramName: 'api-key' },
  { key: 'session', type: 'apiKey', in: 'cookie', paramName: 'sid' },
  { key: 'bearer', type: 'http', scheme: 'bearer' },
];

describe('target-API credentials', () => {
  it('places each secret where its security scheme says', () => {
    const auth = toTargetAuth(schemes, { api_key: ' k1 ', nyt: 'k2', session: 'k3', bearer: 'tok' }, []);
    expect(auth.headers).toEqual({ 'X-Api-Key': 'k1', Authorization: 'Bearer tok' });
    expect(auth.query).toEqual({ 'api-key': 'k2' });
  });

  it('skips empty values and encodes basic credentials', () => {
    const auth = toTargetAuth([{ key: 'b', type: 'http', scheme: 'basic' }, ...schemes], { b: 'u:p', api_key: '' }, []);
    expect(auth.headers).toEqual({ Authorization: 'Basic dTpw' });
  });

  it('marks cookie keys as unusable from a browser', () => {
    expect(credentialFields(schemes).find((f) => f.key === 'session')?.unsupported).toMatch(/Cookie/);
  });
});

describe('servers that receive the credentials', () => {
  const servers: ServerInfo[] = [
    { url: 'https://api.test/v1', level: 'document' },
    { url: 'https://eu.api.test', level: 'document' },
    { url: 'https://uploads.test/v2', level: 'path' },
    { url: 'https://partner.test', level: 'operation' },
    // Same allowlist entry as the document-level server: the broker cannot tell them apart.
    { url: 'https://api.test//v1', level: 'operation' },
  ];
  const auth = (choices: Record<string, boolean>) => toTargetAuth(schemes, { bearer: 'tok' }, credentialServers(servers, choices));

  it('lists one row per allowlist entry; only document-level servers are checked by default', () => {
    expect(credentialServers(servers, {})).toEqual([
      { url: 'https://api.test/v1', level: 'document', checked: true },
      { url: 'https://eu.api.test', level: 'document', checked: true },
      { url: 'https://uploads.test/v2', level: 'path', checked: false },
      { url: 'https://partner.test', level: 'operation', checked: false },
    ]);
  });

  it('sends credentials to document-level servers by default, as allowlist entries', () => {
    expect(auth({}).servers).toEqual([
      { origin: 'https://api.test', pathPrefix: '/v1' },
      { origin: 'https://eu.api.test', pathPrefix: '/' },
    ]);
  });

  it('adds the path- and operation-level servers the user confirmed, and drops the ones unchecked', () => {
    expect(auth({ 'https://partner.test': true, 'https://eu.api.test': false }).servers).toEqual([
      { origin: 'https://api.test', pathPrefix: '/v1' },
      { origin: 'https://partner.test', pathPrefix: '/' },
    ]);
  });

  it('labels an entry with its most trusted server and treats servers without a level as document-level', () => {
    const rows = credentialServers([{ url: 'https://x.test/a/', level: 'operation' }, { url: 'https://x.test/a', level: 'path' }, { url: 'https://y.test' }], {});
    expect(rows).toEqual([
      { url: 'https://x.test/a', level: 'path', checked: false },
      { url: 'https://y.test', level: 'document', checked: true },
    ]);
  });

  it('sends credentials nowhere when no server is checked', () => {
    expect(toTargetAuth(schemes, { bearer: 'tok' }, []).servers).toEqual([]);
    expect(auth({ 'https://api.test/v1': false, 'https://eu.api.test': false }).servers).toEqual([]);
  });
});
