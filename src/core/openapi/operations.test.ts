import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { assignNames, nameFromMethodPath, sanitizeName, TOOL_NAME_PATTERN } from './names';
import { normalizePathPrefix, toAllowEntry } from './servers';

describe('tool names', () => {
  it('sanitizes operationIds to ^[a-zA-Z0-9_-]{1,64}$', () => {
    expect(sanitizeName('users.user.ListUser')).toBe('users_user_ListUser');
    expect(sanitizeName('  get pet/by id!! ')).toBe('get_pet_by_id');
    const long = sanitizeName('x'.repeat(100));
    expect(long).toMatch(TOOL_NAME_PATTERN);
    expect(long).toHaveLength(64);
    expect(sanitizeName('a'.repeat(70) + '1')).not.toBe(sanitizeName('a'.repeat(70) + '2'));
  });

  it('synthesizes names from method and path', () => {
    expect(nameFromMethodPath('get', '/repos/{owner}/{repo}/pulls')).toBe('get_repos_owner_repo_pulls');
    expect(nameFromMethodPath('post', '/')).toBe('post');
    expect(nameFromMethodPath('get', '/{section}.{format}')).toBe('get_section_format');
  });

  it('uses method+path for missing and duplicated ids, numbers leftover clashes, never steals a unique id', () => {
    const names = assignNames([
      { operationId: 'listPets', method: 'get', path: '/pets' },
      { operationId: 'dup', method: 'get', path: '/a' },
      { operationId: 'dup', method: 'post', path: '/a' },
      { method: 'get', path: '/b' },
      { operationId: 'get_b', method: 'put', path: '/c' },
      { operationId: '!!!', method: 'delete', path: '/b' },
      { operationId: 'a.b', method: 'get', path: '/x' },
      { operationId: 'a_b', method: 'get', path: '/x/' },
    ]);
    expect(names).toEqual(['listPets', 'get_a', 'post_a', 'get_b_2', 'get_b', 'delete_b', 'get_x', 'get_x_2']);
    for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('operations', () => {
  it('merges path-level parameters (operation-level wins on name+in) and covers every method', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3', info: { title: 'Merge', version: '1' }, servers: [{ url: 'https://m.test' }],
      components: { parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } } },
      security: [{ key: [] }],
      paths: {
        '/items/{id}': {
          parameters: [
            { name: 'id', in: 'path', schema: { type: 'string' }, description: 'path-level' },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
            { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          ],
          get: {
            tags: ['items'],
            parameters: [{ name: 'verbose', in: 'query', required: true, schema: { type: 'string' } }, { $ref: '#/components/parameters/Limit' }],
            responses: { 200: { description: 'ok' } },
          },
          delete: { deprecated: true, security: [], responses: {} },
          'x-extension': { get: {} },
        },
      },
    });
    const spec = await loadSpec({ kind: 'text', text });
    const [get, del] = spec.operations;
    expect(spec.operations).toHaveLength(2);
    expect(get?.parameters.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual(['path:id:true', 'header:X-Trace:false', 'query:verbose:true', 'query:limit:false']);
    expect(get?.parameters.find((p) => p.name === 'verbose')?.schema).toEqual({ type: 'string' });
    expect(get).toMatchObject({ name: 'get_items_id', method: 'get', path: '/items/{id}', tags: ['items'], deprecated: false, security: [{ key: [] }], pointer: '#/paths/~1items~1{id}/get' });
    expect(get?.responses).toEqual([{ status: '200', description: 'ok' }]);
    expect(del).toMatchObject({ name: 'delete_items_id', deprecated: true, security: [] });
    expect(del?.parameters.map((p) => p.name)).toEqual(['id', 'verbose', 'X-Trace']);
    expect(spec.tags).toEqual([{ name: 'items', count: 1 }]);
  });
});

describe('allowlist entries', () => {
  it('lower-cases origins, omits default ports, normalizes prefixes', () => {
    expect(toAllowEntry('HTTPS://API.Example.com:443/V1/')).toEqual({ origin: 'https://api.example.com', pathPrefix: '/V1' });
    expect(toAllowEntry('http://localhost:8080')).toEqual({ origin: 'http://localhost:8080', pathPrefix: '/' });
    expect(normalizePathPrefix('//a//b/')).toBe('/a/b');
    expect(normalizePathPrefix('')).toBe('/');
  });
});
