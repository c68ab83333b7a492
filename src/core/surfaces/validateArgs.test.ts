import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { argumentProblems } from './validateArgs';

const search: ClassicToolDef = {
  name: 'searchBreweries',
  description: 'Search breweries',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' }, per_page: { type: 'integer', minimum: 1, maximum: 200 }, sort: { type: 'string', enum: ['asc', 'desc'] } },
    required: ['query'],
  },
  method: 'GET',
  path: '/breweries/search',
  params: [{ name: 'query', in: 'query' }, { name: 'per_page', in: 'query' }, { name: 'sort', in: 'query' }],
};

const addPet: ClassicToolDef = {
  name: 'addPet',
  description: 'Add a pet',
  inputSchema: {
    type: 'object',
    properties: {
      body: {
        type: 'object',
        properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, status: { type: 'string', nullable: true } },
        required: ['name'],
      },
    },
    required: ['body'],
  },
  method: 'POST',
  path: '/pet',
  params: [],
  bodyKey: 'body',
  bodyMediaType: 'application/json',
};

describe('typed tool argument validation', () => {
  it('accepts valid arguments, OpenAPI 3.0 nullable included', () => {
    expect(argumentProblems(search, { query: 'moon', per_page: 5, sort: 'asc' })).toEqual([]);
    expect(argumentProblems(addPet, { body: { name: 'Rex', tags: ['a'], status: null } })).toEqual([]);
  });

  it('names missing, ill-typed, out-of-range and not-allowed fields', () => {
    const problems = argumentProblems(search, { per_page: '5', sort: 'up' });
    expect(problems).toContain('missing required "query"');
    expect(problems).toContain('"per_page" must be integer');
    expect(problems).toContain('"sort" must be one of "asc", "desc"');
    expect(argumentProblems(search, { query: 'x', per_page: 500 })).toEqual(['"per_page" must be <= 200']);
  });

  it('checks the request body by its fields, with paths into it', () => {
    expect(argumentProblems(addPet, { body: { tags: ['a', 3] } })).toEqual(['missing required "body.name"', '"body.tags[1]" must be string']);
    expect(argumentProblems(addPet, {})).toEqual(['missing required "body"']);
  });

  it('rejects arguments the operation does not take, listing those it does', () => {
    expect(argumentProblems(search, { query: 'x', q: 'y' })).toEqual(['unknown argument "q" (searchBreweries takes "query", "per_page", "sort")']);
  });

  it('still checks required arguments when the schema cannot compile', () => {
    const broken: ClassicToolDef = { ...search, inputSchema: { type: 'object', properties: { query: { type: 'strnig' } }, required: ['query'] } };
    expect(argumentProblems(broken, {})).toEqual(['missing required "query"']);
  });
});
