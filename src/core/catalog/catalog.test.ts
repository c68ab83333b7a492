import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { fixtureText } from '../../../test-support/specFixtures';
import type { Catalog } from './index';
import { createCatalog } from './index';

async function catalogOf(file: string): Promise<Catalog> {
  return createCatalog(await loadSpec({ kind: 'text', text: fixtureText(file), name: file }));
}

const top = (c: Catalog, q: string, limit = 5): string[] =>
  c.searchSync(q, { limit }).hits.map((h) => `${h.method} ${h.path}`);

let petstore: Catalog;
let brewery: Catalog;
let circular: Catalog;

beforeAll(async () => {
  [petstore, brewery, circular] = await Promise.all([
    catalogOf('petstore3.openapi.yaml'),
    catalogOf('openbrewerydb.openapi.yaml'),
    catalogOf('circular.openapi.json'),
  ]);
});

describe('search ranking', () => {
  it('puts the operation a phrase asks for first', () => {
    expect(top(petstore, 'add a new pet')[0]).toBe('POST /pet');
    expect(top(petstore, 'remove a pet')[0]).toBe('DELETE /pet/{petId}');
    expect(top(petstore, 'modify an existing pet')[0]).toBe('PUT /pet');
    expect(top(petstore, 'get user by username')[0]).toBe('GET /user/{username}');
    expect(top(petstore, 'find pets by status')[0]).toBe('GET /pet/findByStatus');
    expect(top(petstore, 'place an order')[0]).toBe('POST /store/order');
    expect(top(brewery, 'search breweries')[0]).toBe('GET /breweries/search');
    expect(top(brewery, 'list breweries by state')[0]).toBe('GET /breweries');
    expect(top(brewery, 'get a brewery')[0]).toBe('GET /breweries/{obdb-id}');
  });

  it('uses the method: same words, different verbs, different operations', () => {
    expect(top(petstore, 'create a user')[0]).toBe('POST /user');
    expect(top(petstore, 'delete a user')[0]).toBe('DELETE /user/{username}');
    expect(top(petstore, 'update a user')[0]).toBe('PUT /user/{username}');
  });

  it('says how many operations matched when it shows fewer', async () => {
    const res = await petstore.search('pet', { limit: 2 });
    expect(res.hits).toHaveLength(2);
    expect(res.total).toBeGreaterThan(2);
    expect(res.header).toBe(`2 of ${res.total} operations`);
    expect(res.text.startsWith(res.header)).toBe(true);
    expect(res.text).toContain(`${res.hits[0]?.name}: ${res.hits[0]?.method} ${res.hits[0]?.path}`);
  });

  it('filters by tag, case-insensitively, and reports unknown tags', () => {
    const res = petstore.searchSync('find by id', { tags: ['STORE'] });
    expect(res.hits.length).toBeGreaterThan(0);
    expect(res.hits.every((h) => h.path.startsWith('/store'))).toBe(true);
    const unknown = petstore.searchSync('pet', { tags: ['nope'] });
    expect(unknown.text).toContain('Unknown tag(s): nope');
    const byTagOnly = petstore.searchSync('', { tags: ['user'] });
    expect(byTagOnly.hits.every((h) => h.path.startsWith('/user'))).toBe(true);
    expect(byTagOnly.total).toBe(7);
  });

  it('caps the limit at 50 and at least 1', () => {
    expect(petstore.searchSync('pet user order store', { limit: 500 }).hits.length).toBeLessThanOrEqual(50);
    expect(petstore.searchSync('pet', { limit: 0 }).hits).toHaveLength(1);
  });

  it('answers words the spec never uses with partial matches and a hint, never an empty list', () => {
    const res = petstore.searchSync('zebra xylophone');
    expect(res.hits.length).toBeGreaterThan(0);
    expect(res.total).toBe(0);
    expect(res.note).toMatch(/zebra, xylophone.*list_tags/);
    expect(res.text).toContain(res.note);
  });

  it('adds parameters at detailed level', () => {
    const brief = petstore.searchSync('find pets by status', { limit: 1 }).text;
    const detailed = petstore.searchSync('find pets by status', { limit: 1, detail: 'detailed' }).text;
    expect(brief).not.toContain('params:');
    expect(detailed).toContain('params: status (query)');
  });
});

describe('getSchema', () => {
  it('brief is one line per operation', async () => {
    const res = await petstore.getSchema(['addPet'], 'brief');
    expect(res.text).toBe('- addPet: POST /pet — Add a new pet to the store.');
  });

  it('detailed shows parameters with type, required, enum and default, body fields and the response shape', () => {
    const res = petstore.getSchemaSync(['findPetsByStatus', 'addPet']);
    const [byStatus, add] = res.found;
    expect(byStatus?.text).toContain('`GET /pet/findByStatus`');
    expect(byStatus?.text).toMatch(/- `status` \(query, string, enum: "available", "pending", "sold", default: "available"\) — Status values/);
    expect(byStatus?.text).toMatch(/\*\*Response 200\*\* \(application\/json\): array of Pet object/);
    expect(add?.text).toMatch(/\*\*Request body\*\* \(application\/json, required\): Pet object/);
    expect(add?.text).toMatch(/- `name` \(string, required\)/);
    expect(add?.text).toMatch(/- `category` \(Category object\)\n {2}- `id` \(integer \(int64\)\)/);
  });

  it('full is JSON Schema of inputs and response, dereferenced', () => {
    const res = petstore.getSchemaSync(['addPet'], 'full');
    const json = JSON.parse(res.found[0]?.text ?? '{}') as { input: { properties: { body: { properties: Record<string, unknown> } } }; response: { status: string; schema: unknown } };
    expect(Object.keys(json.input.properties.body.properties)).toContain('photoUrls');
    expect(json.response.status).toBe('200');
    expect(JSON.stringify(json)).not.toContain('$ref');
  });

  it('marks cycles in full detail and in detailed Markdown', () => {
    const full = circular.getSchemaSync(['getTree'], 'full').text;
    expect(full).toContain('"x-circular-ref"');
    expect(full).toContain('cycle cut');
    const detailed = circular.getSchemaSync(['getTree']).text;
    expect(detailed).toMatch(/circular/);
  });

  it('reports unknown names with the closest names', () => {
    const res = petstore.getSchemaSync(['getPetByID', 'addPets', 'zzz']);
    expect(res.found.map((f) => f.name)).toEqual(['getPetById']);
    expect(res.missing.map((m) => m.name)).toEqual(['addPets', 'zzz']);
    expect(res.missing[0]?.suggestions[0]).toBe('addPet');
    expect(res.text).toContain('Unknown operation "addPets". Did you mean: addPet');
  });

  it('accepts "METHOD /path" and the raw operationId as a name', () => {
    expect(petstore.getSchemaSync(['delete /pet/{petId}'], 'brief').found[0]?.name).toBe('deletePet');
    expect(petstore.getSchemaSync(['GETPETBYID'], 'brief').found[0]?.name).toBe('getPetById');
  });
});

describe('listTags and classicTools', () => {
  it('lists tags with operation counts', async () => {
    const tags = await petstore.listTags();
    expect(tags.map((t) => [t.name, t.count])).toEqual([['pet', 8], ['store', 4], ['user', 7]]);
  });

  it('lists the tags the loaded spec counted, an operation naming a tag twice counted once', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Tags', version: '1' },
      tags: [{ name: 'b', description: 'Bees' }, { name: 'unused' }],
      paths: { '/a': { get: { tags: ['a', 'a'], responses: { '200': { description: 'ok' } } } }, '/b': { get: { tags: ['b', 'a'], responses: { '200': { description: 'ok' } } } } },
    });
    const spec = await loadSpec({ kind: 'text', text, name: 'tags.json' });
    const tags = await (await createCatalog(spec)).listTags();
    expect(tags).toEqual(spec.tags);
    expect(tags).toEqual([{ name: 'b', count: 1, description: 'Bees' }, { name: 'a', count: 2 }]);
  });

  it('gives one tool per operation with parameters and the body as properties', async () => {
    const tools = await petstore.classicTools();
    expect(tools).toHaveLength(19);
    const upload = tools.find((t) => t.name === 'uploadFile');
    expect(upload?.method).toBe('POST');
    expect(upload?.params).toEqual([
      { name: 'petId', in: 'path' },
      { name: 'additionalMetadata', in: 'query' },
    ]);
    expect(upload?.bodyKey).toBe('body');
    expect(upload?.bodyMediaType).toBe('application/octet-stream');
    const add = tools.find((t) => t.name === 'addPet');
    const schema = add?.inputSchema as { type: string; properties: Record<string, { properties?: object }>; required: string[] };
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['body']);
    expect(Object.keys(schema.properties.body?.properties ?? {})).toContain('photoUrls');
    expect(add?.description).toBe('Add a new pet to the store.');
    expect(JSON.stringify(tools)).not.toContain('$ref');
  });

  it('cuts cycles in classic schemas instead of looping', async () => {
    const tools = await circular.classicTools();
    expect(JSON.stringify(tools.find((t) => t.name === 'postTree')?.inputSchema)).toContain('x-circular-ref');
  });

  it('returns structured-clone friendly values', async () => {
    const res = await petstore.search('pet');
    expect(structuredClone(res)).toEqual(res);
    const tools = await petstore.classicTools();
    expect(structuredClone(tools)).toEqual(tools);
  });
});
