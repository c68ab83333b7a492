import { describe, expect, it } from 'vitest';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadSpec } from './load';
import type { JsonSchema, LoadedSpec } from './types';
import { FIXTURES, fakeFetch, fixtureText } from '../../../test-support/specFixtures';

/** Walks a dereferenced schema by keys (undefined when a key is missing). */
function at(node: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((n, k) => (n !== null && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), node);
}

function responseSchema(spec: LoadedSpec, name: string): JsonSchema {
  const op = spec.operations.find((o) => o.name === name);
  const response = op?.responses[0];
  const schema = response?.content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`no schema for ${name}`);
  return schema;
}

describe('lazy deref with circular schemas', () => {
  const load = () => loadSpec({ kind: 'text', text: fixtureText('circular.openapi.json'), name: 'circular.json' });

  it('keeps raw $refs in operations and resolves requestBody/response refs one level', async () => {
    const spec = await load();
    expect(responseSchema(spec, 'getTree')).toEqual({ $ref: '#/components/schemas/Node' });
    const post = spec.operations.find((o) => o.name === 'postTree');
    expect(post?.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } });
    expect(post?.responses.find((r) => r.status === '201')?.description).toBe('Created');
  });

  it('cuts self, mutual and allOf cycles with x-circular-ref and terminates', async () => {
    const spec = await load();
    const tree = spec.resolver.deref(responseSchema(spec, 'getTree'));
    expect(tree).toEqual({
      type: 'object',
      properties: { value: { type: 'string' }, children: { type: 'array', items: { 'x-circular-ref': '#/components/schemas/Node' } } },
    });
    const ab = spec.resolver.deref(responseSchema(spec, 'getAB'));
    expect(at(ab, 'properties', 'b', 'properties', 'a')).toEqual({ 'x-circular-ref': '#/components/schemas/A' });
    expect(at(ab, 'properties', 'b', 'properties', 'label')).toEqual({ type: 'string' });
    const self = spec.resolver.deref(responseSchema(spec, 'getSelf'));
    expect(self).toEqual({ allOf: [{ 'x-circular-ref': '#/components/schemas/Self' }], description: 'refers to itself' });
  });

  it('cuts at maxDepth with x-truncated-ref, and marks dangling refs', async () => {
    const spec = await load();
    const chain = JSON.stringify(spec.resolver.deref(responseSchema(spec, 'getChain'), { maxDepth: 3 }));
    expect(chain.match(/"next"/g)).toHaveLength(3);
    expect(chain).toContain('{"x-truncated-ref":"#/components/schemas/L4"}');
    const full = JSON.stringify(spec.resolver.deref(responseSchema(spec, 'getChain'), { maxDepth: 100 }));
    expect(full).not.toContain('x-truncated-ref');
    expect(full.match(/"next"/g)).toHaveLength(39);
    expect(spec.resolver.deref(responseSchema(spec, 'getDangling'))).toEqual({
      type: 'object', properties: { x: { 'x-unresolved-ref': '#/components/schemas/DoesNotExist' } },
    });
  });

  it('does not treat "$ref" inside examples as a reference and leaves the document untouched', async () => {
    const spec = await load();
    const schema = { type: 'object', example: { $ref: '#/components/schemas/Node' }, properties: { n: { $ref: '#/components/schemas/L40' } } };
    const before = JSON.stringify(spec.document);
    expect(spec.resolver.deref(schema)).toEqual({ type: 'object', example: { $ref: '#/components/schemas/Node' }, properties: { n: { type: 'string' } } });
    expect(JSON.stringify(spec.document)).toBe(before);
    expect(spec.resolver.get('#/components/schemas/L40')).toEqual({ type: 'string' });
  });
});

describe('external $refs', () => {
  const mainPath = FIXTURES + 'external/main.yaml';

  function check(spec: LoadedSpec): void {
    expect(spec.operations.map((o) => `${o.name} ${o.method} ${o.path}`)).toEqual(['getPet get /pets/{petId}', 'listOwners get /owners']);
    const [getPet, listOwners] = spec.operations;
    expect(getPet?.parameters).toEqual([{ name: 'petId', in: 'path', required: true, schema: { $ref: '#/schemas/Id' } }]);
    // The parameter's schema lives in common.yaml, so its "#/…" ref is resolved in that file.
    expect(spec.resolver.deref(getPet!.parameters[0]!.schema!)).toEqual({ type: 'integer', format: 'int64' });
    const pet = spec.resolver.deref(responseSchema(spec, 'getPet'));
    expect(at(pet, 'properties', 'id')).toEqual({ type: 'integer', format: 'int64' });
    expect(at(pet, 'properties', 'owner', 'properties', 'pets', 'items')).toEqual({ 'x-circular-ref': '#/schemas/Pet' });
    const owners = spec.resolver.deref(responseSchema(spec, 'listOwners'));
    expect(at(owners, 'items', 'properties', 'name')).toEqual({ type: 'string' });
    expect(listOwners?.summary).toBe('List owners');
    expect(spec.warnings).toEqual([]);
  }

  it('resolves files relative to a file:// base (CLI)', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('external/main.yaml'), name: 'main.yaml', baseUrl: pathToFileURL(mainPath).href });
    check(spec);
    expect(fileURLToPath(spec.url!)).toBe(mainPath);
  });

  it('resolves files relative to the spec URL, fetching each once', async () => {
    const base = 'https://specs.example.com/pets/';
    const fetch = fakeFetch({ [base + 'main.yaml']: fixtureText('external/main.yaml'), [base + 'common.yaml']: fixtureText('external/common.yaml') });
    const phases: string[] = [];
    const spec = await loadSpec({ kind: 'url', url: base + 'main.yaml' }, { fetch, onProgress: (p) => phases.push(p) });
    check(spec);
    expect(fetch.calls).toEqual([base + 'main.yaml', base + 'common.yaml']);
    expect(phases).toContain('resolving');
  });

  it('loads with a warning naming the file when an external file an operation needs is missing; that schema says which ref', async () => {
    const base = 'https://specs.example.com/pets/';
    const fetch = fakeFetch({ [base + 'main.yaml']: fixtureText('external/main.yaml') });
    const spec = await loadSpec({ kind: 'url', url: base + 'main.yaml' }, { fetch });
    expect(spec.warnings.join('\n')).toMatch(/external \$ref could not be loaded: .*common\.yaml.*404/);
    expect(spec.operations.map((o) => o.name)).toContain('getPet');
    expect(spec.resolver.deref(responseSchema(spec, 'getPet'))).toEqual({ 'x-unresolved-ref': './common.yaml#/schemas/Pet' });
  });

  it('loads a spec whose only broken external $ref sits in an x- extension, with a warning naming the ref', async () => {
    const base = 'https://specs.example.com/ext/';
    const main = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Vendor ext', version: '1' },
      'x-vendor-docs': { $ref: 'https://docs.example.com/missing.yaml#/Intro' },
      components: { schemas: { Unused: { $ref: 'broken.yaml#/Unused' } } },
      paths: { '/things': { get: { operationId: 'listThings', responses: { '200': { description: 'ok' } } } } },
    });
    const fetch = fakeFetch({ [base + 'main.json']: main, [base + 'broken.yaml']: 'a: [unclosed' });
    const spec = await loadSpec({ kind: 'url', url: base + 'main.json' }, { fetch });
    expect(spec.operations.map((o) => o.name)).toEqual(['listThings']);
    const text = spec.warnings.join('\n');
    expect(text).toMatch(/docs\.example\.com\/missing\.yaml/);
    expect(text).toMatch(/broken\.yaml/);
  });

  it('warns instead of failing when pasted text has external refs', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('external/main.yaml') });
    expect(spec.warnings.join(' ')).toMatch(/refers to other files \(.*common\.yaml/);
    expect(spec.operations.map((o) => o.name)).toEqual(['getPet']);
  });
});
