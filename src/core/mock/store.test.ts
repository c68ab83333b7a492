// The mock's memory on the bundled Petstore 3: lists and get-by-id share items, a query parameter naming a field
// filters them, writes stick until reset, and every body it serves is valid with formats checked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../openapi';
import { loadFaker } from './fakerLoader';
import { createMockServer, type MockServer } from './mockServer';
import { responseProblems } from './validate';

const SPEC = readFileSync(new URL('../../../public/examples/petstore3.openapi.yaml', import.meta.url), 'utf8');
const BASE = 'https://petstore3.swagger.io/api/v3';
type Pet = { id: number; name: string; status?: string; category?: { name?: string }; photoUrls: string[] };

async function setup(): Promise<{ spec: LoadedSpec; server: MockServer }> {
  const spec = await loadSpec({ kind: 'text', text: SPEC });
  return { spec, server: createMockServer(spec, spec.allowlist, await loadFaker()) };
}

function call(server: MockServer, method: string, path: string, body?: unknown): { status: number; body: unknown; note: string } {
  const res = server.answer({ method, url: `${BASE}${path}`, headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: new TextEncoder().encode(JSON.stringify(body)) }) });
  const text = new TextDecoder().decode(res.body);
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text), note: res.note };
}

function responseSchema(spec: LoadedSpec, name: string) {
  const op = spec.operations.find((o) => o.name === name);
  return spec.resolver.deref(op?.responses.find((r) => r.status === '200')?.content?.['application/json']?.schema ?? {});
}

describe('mock store on Petstore 3', () => {
  it('lists several distinct, realistic pets whose ids get-by-id accepts and answers with the same pet', async () => {
    const { spec, server } = await setup();
    const list = call(server, 'GET', '/pet/findByStatus?status=available');
    expect(list.status).toBe(200);
    const pets = list.body as Pet[];
    expect(pets.length).toBeGreaterThan(1);
    expect(new Set(pets.map((p) => p.id)).size).toBe(pets.length);
    expect(new Set(pets.map((p) => p.name)).size).toBeGreaterThan(1);
    for (const p of pets) expect(p.status).toBe('available');
    expect(pets.some((p) => p.name === 'string')).toBe(false);
    expect(responseProblems(responseSchema(spec, 'findPetsByStatus'), pets)).toEqual([]);
    const first = pets[0];
    expect(call(server, 'GET', `/pet/${first?.id}`).body).toEqual(first);
    // The same request gets the same answer.
    expect(call(server, 'GET', '/pet/findByStatus?status=available').body).toEqual(pets);
  });

  it('a created pet appears in the list and by id; an update changes it; a delete removes it; reset forgets all', async () => {
    const { server } = await setup();
    const created = call(server, 'POST', '/pet', { name: 'Rex', photoUrls: [], status: 'pending' });
    expect(created.status).toBe(200);
    const rex = created.body as Pet;
    expect(rex).toMatchObject({ name: 'Rex', status: 'pending' });
    expect(typeof rex.id).toBe('number');
    expect((call(server, 'GET', '/pet/findByStatus?status=pending').body as Pet[]).map((p) => p.id)).toContain(rex.id);
    expect(call(server, 'GET', `/pet/${rex.id}`).body).toEqual(rex);
    const renamed = call(server, 'PUT', '/pet', { ...rex, name: 'Rex II' });
    expect(renamed.body).toMatchObject({ id: rex.id, name: 'Rex II' });
    expect(call(server, 'GET', `/pet/${rex.id}`).body).toMatchObject({ name: 'Rex II' });
    call(server, 'POST', `/pet/${rex.id}?name=Rex%20III&status=sold`);
    expect(call(server, 'GET', `/pet/${rex.id}`).body).toMatchObject({ name: 'Rex III', status: 'sold' });
    expect(call(server, 'DELETE', `/pet/${rex.id}`).status).toBe(200);
    expect(call(server, 'GET', `/pet/${rex.id}`).status).toBe(404);
    expect((call(server, 'GET', '/pet/findByStatus?status=sold').body as Pet[]).map((p) => p.id)).not.toContain(rex.id);
    server.reset();
    expect((call(server, 'GET', '/pet/findByStatus?status=pending').body as Pet[]).map((p) => p.name)).not.toContain('Rex');
  });

  it('still refuses a body the spec rejects, before anything is written', async () => {
    const { server } = await setup();
    const before = call(server, 'GET', '/pet/findByStatus?status=pending').body;
    const bad = call(server, 'POST', '/pet', { name: 5 });
    expect(bad.status).toBe(400);
    expect(call(server, 'GET', '/pet/findByStatus?status=pending').body).toEqual(before);
  });

  it('keeps the state per spec: a second server for the same spec sees the writes, another spec does not', async () => {
    const { spec, server } = await setup();
    const rex = call(server, 'POST', '/pet', { name: 'Rex', photoUrls: [] }).body as Pet;
    const again = createMockServer(spec, spec.allowlist, await loadFaker());
    expect(call(again, 'GET', `/pet/${rex.id}`).body).toEqual(rex);
    const other = await setup();
    expect(call(other.server, 'GET', `/pet/${rex.id}`).body).not.toEqual(rex);
  });
});
