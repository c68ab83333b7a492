import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import type { LoadPhase } from './types';
import { fakeFetch, fixtureText } from '../../../test-support/specFixtures';

describe('loadSpec: formats and versions', () => {
  it('loads Petstore 3.0 (YAML) with operations, tags and security schemes', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('petstore3.openapi.yaml'), name: 'petstore3.yaml' });
    expect(spec.originalVersion).toMatch(/^3\.0/);
    expect(spec.title).toBe('Swagger Petstore - OpenAPI 3.0');
    expect(spec.operations).toHaveLength(19);
    expect(spec.operations.map((o) => o.name)).toContain('findPetsByStatus');
    expect(spec.tags.map((t) => [t.name, t.count])).toEqual([['pet', 8], ['store', 4], ['user', 7]]);
    expect(spec.securitySchemes.map((s) => s.key)).toEqual(['petstore_auth', 'api_key']);
    expect(spec.securitySchemes[1]).toMatchObject({ type: 'apiKey', in: 'header', paramName: 'api_key' });
    expect(spec.allowlist).toEqual([{ origin: 'https://petstore3.swagger.io', pathPrefix: '/api/v3' }]);
    const upload = spec.operations.find((o) => o.name === 'uploadFile');
    expect(upload?.requestBody?.content['application/octet-stream']).toBeDefined();
    expect(upload?.security).toEqual([{ petstore_auth: ['write:pets', 'read:pets'] }]);
  });

  it('loads Petstore 3.1 and resolves its relative server against the spec URL', async () => {
    const url = 'https://petstore31.swagger.io/api/v31/openapi.yaml';
    const spec = await loadSpec({ kind: 'url', url }, { fetch: fakeFetch({ [url]: fixtureText('petstore31.openapi.yaml') }) });
    expect(spec.originalVersion).toBe('3.1.1');
    expect(spec.url).toBe(url);
    expect(spec.servers).toEqual([{ url: 'https://petstore31.swagger.io/api/v31', level: 'document' }]);
    expect(spec.allowlist).toEqual([{ origin: 'https://petstore31.swagger.io', pathPrefix: '/api/v31' }]);
    expect(spec.warnings).toEqual([]);
  });

  it('warns when a relative server cannot be resolved (pasted text)', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('petstore31.openapi.yaml') });
    expect(spec.source).toBe('pasted text');
    expect(spec.allowlist).toEqual([]);
    expect(spec.warnings.join(' ')).toMatch(/"\/api\/v31" is relative/);
  });

  it('upgrades Swagger 2.0 (NYTimes) and builds servers from schemes/host/basePath', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('nytimes-top-stories.swagger2.yaml') });
    expect(spec.originalVersion).toBe('2.0');
    expect(String(spec.document.openapi)).toMatch(/^3\.0/);
    expect(spec.document.swagger).toBeUndefined();
    // Swagger's schemes list http first; https comes first so BASE_URL works from an https page.
    expect(spec.allowlist).toEqual([
      { origin: 'https://api.nytimes.com', pathPrefix: '/svc/topstories/v2' },
      { origin: 'http://api.nytimes.com', pathPrefix: '/svc/topstories/v2' },
    ]);
    const op = spec.operations[0];
    expect(op).toMatchObject({ method: 'get', path: '/{section}.{format}' });
    expect(op?.parameters.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual(['path:section:true', 'path:format:true', 'query:callback:false']);
    expect(op?.security).toEqual([{ apikey: [] }]);
    const schema = op?.responses.find((r) => r.status === '200')?.content?.['application/json']?.schema;
    expect(JSON.stringify(spec.resolver.deref(schema ?? {}))).toContain('"short_url"');
  });

  it('uses the scheme the spec was served with when Swagger 2.0 has a host but no schemes', async () => {
    const text = 'swagger: 2.0\ninfo: {title: T, version: 1}\nhost: api.example.com\nbasePath: /v2/\npaths: {}\n';
    const url = 'https://docs.example.com/swagger.yaml';
    const spec = await loadSpec({ kind: 'url', url }, { fetch: fakeFetch({ [url]: text }) });
    expect(spec.allowlist).toEqual([{ origin: 'https://api.example.com', pathPrefix: '/v2' }]);
    expect(spec.version).toBe('1');
  });

  it('loads Open Brewery DB and reports phases in order', async () => {
    const phases: LoadPhase[] = [];
    const url = 'http://127.0.0.1:4011/openbrewerydb.yaml';
    const spec = await loadSpec({ kind: 'url', url }, { fetch: fakeFetch({ [url]: fixtureText('openbrewerydb.openapi.yaml') }), onProgress: (p) => phases.push(p) });
    expect(phases).toEqual(['fetching', 'parsing', 'normalizing']);
    expect(spec.operations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toContain('GET /breweries/{obdb-id}');
    expect(spec.allowlist).toEqual([{ origin: 'https://api.openbrewerydb.org', pathPrefix: '/v1' }]);
  });

  it('falls back to the spec origin with a warning when there are no servers', async () => {
    const url = 'https://api.example.org:443/docs/openapi.json';
    const text = JSON.stringify({ openapi: '3.0.0', info: { title: 'No servers', version: '1' }, paths: { '/x': { get: { responses: {} } } } });
    const spec = await loadSpec({ kind: 'url', url }, { fetch: fakeFetch({ 'https://api.example.org/docs/openapi.json': text }) });
    expect(spec.allowlist).toEqual([{ origin: 'https://api.example.org', pathPrefix: '/' }]);
    expect(spec.warnings.join(' ')).toMatch(/declares no servers.*https:\/\/api\.example\.org/);
    expect(spec.servers).toEqual([{ url: 'https://api.example.org', description: 'spec origin (no servers declared)', level: 'document' }]);
  });

  it('substitutes server variables with defaults and normalizes origins', async () => {
    const text = JSON.stringify({
      openapi: '3.0.0', info: { title: 'Vars', version: '1' }, paths: {},
      servers: [{ url: '{scheme}://{tenant}.Example.COM:8443/{base}/', variables: { scheme: { default: 'https', enum: ['https', 'http'] }, tenant: { default: 'acme' }, base: { default: 'v2' } } }],
    });
    const spec = await loadSpec({ kind: 'text', text });
    expect(spec.servers).toEqual([{
      url: 'https://acme.example.com:8443/v2', level: 'document', template: '{scheme}://{tenant}.Example.COM:8443/{base}/',
      variables: { scheme: { default: 'https', enum: ['https', 'http'] }, tenant: { default: 'acme' }, base: { default: 'v2' } },
    }]);
    expect(spec.allowlist).toEqual([{ origin: 'https://acme.example.com:8443', pathPrefix: '/v2' }]);
  });
});

describe('loadSpec: server levels and userinfo', () => {
  const specWith = (extra: Record<string, unknown>) => JSON.stringify({ openapi: '3.0.3', info: { title: 'Levels', version: '1' }, ...extra });

  it('records where each server is declared; a URL declared at several levels keeps the most trusted', async () => {
    const text = specWith({
      servers: [{ url: 'https://api.test/v1' }],
      paths: {
        '/a': { get: { servers: [{ url: 'https://ops.test' }, { url: 'https://shared.test/' }], responses: {} } },
        '/b': { servers: [{ url: 'https://paths.test' }, { url: 'https://shared.test' }], get: { responses: {} } },
        '/c': { post: { servers: [{ url: 'https://API.test/v1/' }], responses: {} } },
      },
    });
    const spec = await loadSpec({ kind: 'text', text });
    expect(spec.servers).toEqual([
      { url: 'https://api.test/v1', level: 'document' },
      { url: 'https://shared.test', level: 'path' },
      { url: 'https://paths.test', level: 'path' },
      { url: 'https://ops.test', level: 'operation' },
    ]);
    expect(spec.allowlist.map((a) => a.origin)).toEqual(['https://api.test', 'https://shared.test', 'https://paths.test', 'https://ops.test']);
  });

  it('keeps a document-level server document-level when an operation repeats it', async () => {
    const text = specWith({
      servers: [{ url: 'https://api.test' }],
      paths: { '/a': { servers: [{ url: 'https://api.test/' }], get: { servers: [{ url: 'https://api.test' }], responses: {} } } },
    });
    expect((await loadSpec({ kind: 'text', text })).servers).toEqual([{ url: 'https://api.test', level: 'document' }]);
  });

  it('drops userinfo from server URLs and the allowlist, keeping it masked for the warning', async () => {
    const text = specWith({
      servers: [{ url: 'https://alice:s3cret@api.test/v1' }, { url: 'https://bob@other.test' }, { url: 'ftp://carol:hunter2@files.test' }],
      paths: {},
    });
    const spec = await loadSpec({ kind: 'text', text });
    expect(spec.servers).toEqual([
      { url: 'https://api.test/v1', level: 'document', userinfo: 'alice:***' },
      { url: 'https://other.test', level: 'document', userinfo: 'bob' },
    ]);
    expect(spec.allowlist).toEqual([{ origin: 'https://api.test', pathPrefix: '/v1' }, { origin: 'https://other.test', pathPrefix: '/' }]);
    expect(JSON.stringify(spec.allowlist) + JSON.stringify(spec.servers)).not.toMatch(/s3cret|@/);
    expect(spec.warnings.join(' ')).toContain('Server URL "ftp://carol:***@files.test"');
    expect(spec.warnings.join(' ')).not.toContain('hunter2');
  });
});
