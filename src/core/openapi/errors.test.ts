import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSpec } from './load';
import { SpecLoadError } from './types';
import { fakeFetch } from '../../../test-support/specFixtures';

async function loadError(promise: Promise<unknown>): Promise<SpecLoadError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(SpecLoadError);
  return error as SpecLoadError;
}

const text = (t: string) => loadSpec({ kind: 'text', text: t, name: 'spec.yaml' });

describe('loadSpec: bad input gets a specific error', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports YAML syntax errors with line and column', async () => {
    const error = await loadError(text('openapi: 3.0.0\ninfo:\n  title: x\n  version: [1, 2\npaths: {}\n'));
    expect(error.kind).toBe('parse');
    expect(error.line).toBe(5);
    expect(error.column).toBe(1);
    expect(error.message).toMatch(/spec\.yaml is not valid JSON or YAML: .* at line 5, column 1/);
  });

  it('reports JSON syntax errors with line and column', async () => {
    const error = await loadError(text('{\n  "openapi": "3.0.0",\n  "info": {"title": "x" "version": "1"}\n}'));
    expect(error.kind).toBe('parse');
    expect([error.line, error.column]).toEqual([3, 25]);
    expect(error.message).toMatch(/not valid JSON: .* at line 3, column 25\./);
  });

  it('recognizes an HTML page and points at the spec it loads', async () => {
    const html = '<!DOCTYPE html><html><head><title>Swagger UI</title></head><body><script>SwaggerUIBundle({ url: "https://x.test/openapi.json" })</script></body></html>';
    const error = await loadError(text(html));
    expect(error.kind).toBe('html');
    expect(error.message).toMatch(/HTML page, not an OpenAPI document/);
    expect(error.message).toContain('https://x.test/openapi.json');
  });

  it('recognizes HTML by content type and suggests the raw GitHub URL', async () => {
    const url = 'https://github.com/acme/api/blob/main/openapi.yaml';
    const fetch = fakeFetch({ [url]: { body: '<html><body>repo page</body></html>', contentType: 'text/html; charset=utf-8' } });
    const error = await loadError(loadSpec({ kind: 'url', url }, { fetch }));
    expect(error.kind).toBe('html');
    expect(error.message).toContain('https://raw.githubusercontent.com/acme/api/main/openapi.yaml');
  });

  it('rejects documents that are not OpenAPI, saying what they look like', async () => {
    expect((await loadError(text('asyncapi: 2.6.0\ninfo: {title: x, version: 1}\n'))).message).toMatch(/AsyncAPI/);
    expect((await loadError(text('{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {}}'))).message).toMatch(/JSON Schema/);
    const plain = await loadError(text('just some words'));
    expect(plain.kind).toBe('not-openapi');
    expect(plain.message).toMatch(/single string value/);
    const other = await loadError(text('name: thing\nitems: []\n'));
    expect(other.message).toMatch(/no "openapi" or "swagger" field \(top-level keys: "name", "items"\)/);
    expect((await loadError(text('openapi: 4.0.0\n'))).message).toMatch(/only OpenAPI 3\.x and Swagger 2\.0/);
  });

  it('reports HTTP status errors with the status', async () => {
    const error = await loadError(loadSpec({ kind: 'url', url: 'https://x.test/missing.json' }, { fetch: fakeFetch({}) }));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toMatch(/HTTP 404 Not Found when fetching https:\/\/x\.test\/missing\.json/);
  });

  it('reports network failures with their cause (no page origin: Node)', async () => {
    const failing = (() =>
      Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))) as unknown as typeof fetch;
    const error = await loadError(loadSpec({ kind: 'url', url: 'http://127.0.0.1:59999/spec.json' }, { fetch: failing }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('names a port browsers refuse to fetch from (a bad port), in a page and in Node', async () => {
    const refused = (() => Promise.reject(new TypeError('fetch failed', { cause: new Error('bad port') }))) as unknown as typeof fetch;
    const node = await loadError(loadSpec({ kind: 'url', url: 'http://127.0.0.1:6666/spec.json' }, { fetch: refused }));
    expect(node.kind).toBe('network');
    expect(node.message).toMatch(/refuses to connect to port 6666 at all.*another port/);
    vi.stubGlobal('location', { origin: 'https://playground.test' });
    const page = await loadError(loadSpec({ kind: 'url', url: 'https://api.other.test:5060/openapi.json' }, { fetch: refused }));
    expect(page.message).toMatch(/refuses to connect to port 5060 at all \(api\.other\.test:5060\)/);
  });

  it('tells CORS apart from network failure in a page with a no-cors probe', async () => {
    vi.stubGlobal('location', { origin: 'https://playground.test' });
    const corsBlocked = ((_url: string, init?: RequestInit) =>
      init?.mode === 'no-cors' ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const cors = await loadError(loadSpec({ kind: 'url', url: 'https://api.other.test/openapi.json' }, { fetch: corsBlocked }));
    expect(cors.kind).toBe('cors');
    expect(cors.message).toMatch(/Access-Control-Allow-Origin/);
    expect(cors.message).toMatch(/file picker or paste/);

    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const network = await loadError(loadSpec({ kind: 'url', url: 'https://api.other.test/openapi.json' }, { fetch: down }));
    expect(network.kind).toBe('network');
  });

  it('rejects non-http URLs and malformed URLs', async () => {
    expect((await loadError(loadSpec({ kind: 'url', url: 'ftp://x.test/a.yaml' }))).message).toMatch(/Only http\(s\)/);
    expect((await loadError(loadSpec({ kind: 'url', url: 'not a url' }))).message).toMatch(/not a valid URL/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const url = 'https://x.test/a.json';
    const fetch = fakeFetch({ [url]: '{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{}}' });
    await expect(loadSpec({ kind: 'url', url }, { fetch, signal: controller.signal })).rejects.toThrow();
  });
});
