// Realistic values for schemas without examples: by format, then field name, then constraints; valid with formats and
// deterministic per seed.
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../openapi';
import { loadFaker } from './fakerLoader';
import { generate, seedOf } from './generate';
import { responseProblems } from './validate';

const USER: JsonSchema = {
  type: 'object',
  required: ['id', 'login', 'created_at'],
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    login: { type: 'string' },
    first_name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    avatar_url: { type: 'string' },
    city: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated: { type: 'integer' },
    birthday: { type: 'string', format: 'date' },
    homepage: { type: 'string', format: 'uri' },
    sha: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    state: { type: 'string', enum: ['open', 'closed'] },
    code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
    short: { type: 'string', maxLength: 4 },
    long: { type: 'string', minLength: 30 },
    tags: { type: 'object', additionalProperties: { type: 'string' } },
    owner: { type: 'object', properties: { name: { type: 'string' } } },
  },
};

describe('generate', () => {
  it('fills fields by format, name and constraints, valid with formats checked and no placeholders', async () => {
    const f = await loadFaker();
    const v = generate(f, USER, seedOf('user')) as Record<string, unknown>;
    expect(responseProblems(USER, v)).toEqual([]);
    expect(v.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(v.birthday).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(v.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(v.avatar_url).toMatch(/^https:\/\//);
    expect(v.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(v.updated).toBeGreaterThan(1_600_000_000);
    expect(v.code).toMatch(/^[A-Z]{3}-\d{4}$/);
    expect((v.long as string).length).toBeGreaterThanOrEqual(30);
    expect(v.owner).toEqual({ name: expect.stringMatching(/^\S+ \S+/) });
    expect(JSON.stringify(v)).not.toMatch(/"string"|property1/);
  });

  it('is the same for the same seed and differs for another', async () => {
    const f = await loadFaker();
    expect(generate(f, USER, 7)).toEqual(generate(f, USER, 7));
    expect((generate(f, USER, 7) as { login: string }).login).not.toBe((generate(f, USER, 8) as { login: string }).login);
  });

  it('picks an anyOf branch whose required properties it fills (Stripe\'s sources.data[] shape)', async () => {
    const f = await loadFaker();
    const branch = (object: string, extra: string) => ({ type: 'object', required: ['id', 'object', extra], properties: { id: { type: 'string', maxLength: 5000 }, object: { type: 'string', enum: [object] }, [extra]: { type: 'string' } } });
    const schema: JsonSchema = { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { anyOf: [branch('bank_account', 'routing_number'), branch('card', 'last4')] } } } };
    const v = generate(f, schema, 1);
    expect(responseProblems(schema, v)).toEqual([]);
    expect((v as { data: unknown[] }).data.length).toBeGreaterThan(1);
  });

  it('folds allOf before generating, so a referenced enum applies', async () => {
    const f = await loadFaker();
    const schema: JsonSchema = { type: 'object', required: ['Status'], properties: { Status: { allOf: [{ type: 'string', enum: ['CREATING', 'ACTIVE'] }], description: 'state' } } };
    expect(['CREATING', 'ACTIVE']).toContain((generate(f, schema, 3) as { Status: string }).Status);
  });

  it('keeps an object within maxProperties: the optional properties go, the required ones stay (Amadeus\' warning source)', async () => {
    const f = await loadFaker();
    const source: JsonSchema = { type: 'object', maxProperties: 1, required: ['pointer'], properties: { parameter: { type: 'string' }, pointer: { type: 'string' }, example: { type: 'string' } } };
    const value = generate(f, { type: 'object', properties: { source } }, 5) as { source: Record<string, unknown> };
    expect(Object.keys(value.source)).toEqual(['pointer']);
    expect(responseProblems({ type: 'object', properties: { source } }, value)).toEqual([]);
  });
});
