import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi';
import { loadFaker } from './fakerLoader';
import { createMockServer } from './mockServer';
import { mockTarget } from '../openapi';
import { schemaProblems } from './validate';

const SPEC = `openapi: 3.0.3
info: { title: Shop, version: '1' }
servers: [{ url: 'https://api.shop.test/v2' }]
components:
  schemas:
    Item:
      type: object
      required: [id, name]
      properties:
        id: { type: integer }
        name: { type: string, minLength: 1 }
        note: { type: string, nullable: true }
        tags: { type: array, items: { type: string } }
        parent: { $ref: '#/components/schemas/Item' }
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - { name: limit, in: query, required: true, schema: { type: integer, minimum: 1 } }
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Item' } } } } }
    post:
      operationId: createItem
      parameters:
        - { name: X-Request-Id, in: header, required: true, schema: { type: string } }
      requestBody:
        required: true
        content: { application/json: { schema: { type: object, required: [name], properties: { name: { type: string } } } } }
      responses:
        '400': { description: bad }
        '201':
          description: created
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
              examples: { one: { value: { id: 7, name: documented } } }
  /items/{id}:
    get:
      operationId: getItem
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Item' } } } }
    delete:
      operationId: deleteItem
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses: { '204': { description: gone } }
`;

async function mock() {
  const spec = await loadSpec({ kind: 'text', text: SPEC });
  return { spec, server: createMockServer(spec, spec.allowlist, await loadFaker()) };
}
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const json = (b: Uint8Array): unknown => JSON.parse(text(b));
const BASE = 'https://api.shop.test/v2';

describe('createMockServer', () => {
  it('answers a GET with a deterministic sample that validates against the response schema', async () => {
    const { spec, server } = await mock();
    const a = server.answer({ method: 'GET', url: `${BASE}/items/5/`, headers: {} });
    const b = server.answer({ method: 'GET', url: `${BASE}/items/5`, headers: {} });
    expect(a.status).toBe(200);
    expect(a.headers).toContainEqual(['content-type', 'application/json']);
    expect(text(a.body)).toBe(text(b.body));
    const schema = spec.resolver.deref(spec.operations.find((o) => o.name === 'getItem')?.responses[0]?.content?.['application/json']?.schema ?? {});
    expect(schemaProblems(schema, json(a.body))).toEqual([]);
    expect(a.note).toMatch(/getItem.*item built for this id/);
    expect(json(a.body)).toMatchObject({ id: 5 });
  });

  it('answers a create with the documented status code and the created item: the body\'s fields, a fresh id', async () => {
    const { server } = await mock();
    const r = server.answer({ method: 'POST', url: `${BASE}/items`, headers: { 'content-type': 'application/json', 'x-request-id': '1' }, body: new TextEncoder().encode('{"name":"n"}') });
    expect(r.status).toBe(201);
    const created = json(r.body) as { id: number; name: string };
    expect(created.name).toBe('n');
    expect(r.note).toMatch(/createItem.*created id/);
    expect(json(server.answer({ method: 'GET', url: `${BASE}/items/${created.id}`, headers: {} }).body)).toEqual(created);
  });

  it('refuses missing required parameters, a missing body, invalid JSON and a body against the schema with a 400', async () => {
    const { server } = await mock();
    const get = server.answer({ method: 'GET', url: `${BASE}/items`, headers: {} });
    expect(get.status).toBe(400);
    expect(json(get.body)).toMatchObject({ operation: 'listItems', problems: ['missing required query parameter "limit"'] });
    expect(json(server.answer({ method: 'GET', url: `${BASE}/items?limit=0`, headers: {} }).body)).toMatchObject({ problems: [expect.stringMatching(/limit.*>= 1/)] });
    expect(server.answer({ method: 'GET', url: `${BASE}/items?limit=3`, headers: {} }).status).toBe(200);
    expect(json(server.answer({ method: 'GET', url: `${BASE}/items/abc`, headers: {} }).body)).toMatchObject({ problems: [expect.stringMatching(/id.*integer/)] });
    const headers = { 'Content-Type': 'application/json', 'X-Request-Id': '1' };
    const noBody = server.answer({ method: 'POST', url: `${BASE}/items`, headers });
    expect(json(noBody.body)).toMatchObject({ problems: ['the request body is required'] });
    const badJson = server.answer({ method: 'POST', url: `${BASE}/items`, headers, body: new TextEncoder().encode('{name:') });
    expect(badJson.status).toBe(400);
    expect(text(badJson.body)).toMatch(/not valid JSON/);
    const missing = server.answer({ method: 'POST', url: `${BASE}/items`, headers: { 'content-type': 'application/json' }, body: new TextEncoder().encode('{"price":1}') });
    expect(json(missing.body)).toMatchObject({ problems: ['missing required header parameter "X-Request-Id"', "body must have required property 'name'"] });
  });

  it('answers an unknown path with a 404 that names the nearest operations, and a 204 with no body', async () => {
    const { server } = await mock();
    const r = server.answer({ method: 'GET', url: `${BASE}/itemz/1`, headers: {} });
    expect(r.status).toBe(404);
    const body = json(r.body) as { nearest: string[]; message: string };
    expect(body.message).toContain('GET /itemz/1');
    expect(body.nearest).toContain('GET /items/{id} (getItem)');
    const del = server.answer({ method: 'DELETE', url: `${BASE}/items/3`, headers: {} });
    expect(del.status).toBe(204);
    expect(del.body.length).toBe(0);
  });
});

describe('mockTarget', () => {
  it('keeps a spec\'s usable servers and gives a spec without one the reserved mock origin plus its base path', async () => {
    const { spec } = await mock();
    expect(mockTarget(spec)).toEqual({ baseUrl: 'https://api.shop.test/v2', allowlist: spec.allowlist });
    const relative = await loadSpec({ kind: 'text', text: SPEC.replace("servers: [{ url: 'https://api.shop.test/v2' }]", "servers: [{ url: '/api/{version}/', variables: { version: { default: v3 } } }]") });
    expect(relative.allowlist).toEqual([]);
    const target = mockTarget(relative);
    expect(target).toEqual({ baseUrl: 'https://mock.invalid/api/v3', allowlist: [{ origin: 'https://mock.invalid', pathPrefix: '/api/v3' }] });
    const server = createMockServer(relative, target.allowlist, await loadFaker());
    expect(server.answer({ method: 'GET', url: `${target.baseUrl}/items/1`, headers: {} }).status).toBe(200);
  });
});
