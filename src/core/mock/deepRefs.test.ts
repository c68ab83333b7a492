// Bodies whose schema goes deeper than any fixed dereference: a chain of 16 $refs (Stripe's charges → billing_details
// sit about that deep). What is served there must still be what the schema says, and the check must see it.
import { describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../openapi';
import { schemaContext } from './context';
import { loadFaker } from './fakerLoader';
import { createMockServer } from './mockServer';

const LEVELS = 16;
type Obj = Record<string, unknown>;

/** L0 requires `next` (L1) … L15 requires `next` (Leaf), whose `address` is an object and `card` an object or null. */
function deepSpec(example?: unknown): string {
  const schemas: Obj = {
    Address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
    Leaf: {
      type: 'object',
      required: ['address', 'card'],
      properties: { address: { $ref: '#/components/schemas/Address' }, card: { allOf: [{ $ref: '#/components/schemas/Address' }], nullable: true } },
    },
  };
  for (let i = 0; i < LEVELS; i++) schemas[`L${i}`] = { type: 'object', required: ['next'], properties: { next: { $ref: `#/components/schemas/${i + 1 < LEVELS ? `L${i + 1}` : 'Leaf'}` } } };
  const media = { schema: { $ref: '#/components/schemas/L0' }, ...(example !== undefined ? { example } : {}) };
  return JSON.stringify({
    openapi: '3.0.3', info: { title: 'Deep', version: '1' }, servers: [{ url: 'https://deep.test' }], components: { schemas },
    paths: { '/chain': { get: { operationId: 'getChain', responses: { '200': { description: 'ok', content: { 'application/json': media } } } } } },
  });
}

/** A body down the chain to the leaf: `leaf` at the bottom. */
function chain(leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < LEVELS; i++) v = { next: v };
  return v;
}

function leafOf(body: unknown): Obj {
  let v = body as Obj;
  for (let i = 0; i < LEVELS; i++) v = v.next as Obj;
  return v;
}

async function answer(spec: LoadedSpec): Promise<{ body: unknown; note: string }> {
  const server = createMockServer(spec, spec.allowlist, await loadFaker());
  const res = server.answer({ method: 'GET', url: 'https://deep.test/chain', headers: {} });
  expect(res.status).toBe(200);
  return { body: JSON.parse(new TextDecoder().decode(res.body)) as unknown, note: res.note };
}

describe('mock bodies past any depth cut', () => {
  it('serves an object where the schema wants one, and null where it allows null, 16 $refs down', async () => {
    const spec = await loadSpec({ kind: 'text', text: deepSpec(), name: 'deep.json' });
    const { body, note } = await answer(spec);
    const leaf = leafOf(body);
    expect(leaf.address).toEqual({ city: expect.any(String) as string });
    expect(leaf.card).toBeNull();
    expect(note).toMatch(/sample from the response schema\)$/);
  });

  it('finds what breaks a schema reached only through a deep $ref', async () => {
    const spec = await loadSpec({ kind: 'text', text: deepSpec(), name: 'deep.json' });
    const schema = spec.operations[0]?.responses[0]?.content?.['application/json']?.schema ?? {};
    const check = schemaContext(spec);
    expect(check.problems(schema, chain({ address: { city: 'Oslo' }, card: null }))).toEqual([]);
    expect(check.problems(schema, chain({ address: 'tapioca', card: null }))).toEqual([`/${'next/'.repeat(LEVELS)}address must be object`]);
  });

  it('does not serve a documented example that breaks its schema 16 $refs down', async () => {
    const spec = await loadSpec({ kind: 'text', text: deepSpec(chain({ address: 'tapioca', card: null })), name: 'deep.json' });
    const { body, note } = await answer(spec);
    expect(note).toMatch(/the spec's own example breaks its schema; a valid sample/);
    expect(leafOf(body).address).toEqual({ city: expect.any(String) as string });
  });
});

describe('checks in the spec\'s context', () => {
  it('checks a $ref target whose regex only compiles without the unicode flag, and says so', async () => {
    const doc = {
      openapi: '3.0.3', info: { title: 'Tags', version: '1' }, servers: [{ url: 'https://deep.test' }],
      components: { schemas: { Tag: { type: 'object', required: ['tag'], properties: { tag: { type: 'string', pattern: '^\\#[a-z]+$' } } } } },
      paths: { '/tag': { get: { operationId: 'getTag', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['t'], properties: { t: { $ref: '#/components/schemas/Tag' } } } } } } } } } },
    };
    const spec = await loadSpec({ kind: 'text', text: JSON.stringify(doc), name: 'tags.json' });
    const check = schemaContext(spec);
    const schema = spec.operations[0]?.responses[0]?.content?.['application/json']?.schema ?? {};
    expect(check.problems(schema, { t: { tag: '#abc' } })).toEqual([]);
    expect(check.problems(schema, { t: { tag: 'abc' } })).toEqual(['/t/tag must match pattern "^\\#[a-z]+$"']);
    expect(check.notes(schema).join(' ')).toMatch(/unicode flag/);
    const res = createMockServer(spec, spec.allowlist, await loadFaker()).answer({ method: 'GET', url: 'https://deep.test/tag', headers: {} });
    expect((JSON.parse(new TextDecoder().decode(res.body)) as { t: { tag: string } }).t.tag).toMatch(/^#[a-z]+$/);
    expect(res.note).toMatch(/unicode flag/);
  });
});
