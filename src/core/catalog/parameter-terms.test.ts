// The words of an API's parameters that its profile reads: enum values, not prose.
import { describe, expect, it } from 'vitest';
import type { OperationInfo, ParameterInfo } from '../openapi/types';
import { parameterTermShares } from './parameter-terms';
import { term } from './text';

const op = (name: string, parameters: ParameterInfo[]): OperationInfo => ({ name, method: 'get', path: `/${name}`, tags: [], parameters, responses: [], security: [], deprecated: false, pointer: '' });

describe('parameterTermShares', () => {
  it('gives each enum value the share of operations that list it', () => {
    const section: ParameterInfo = { name: 'section', in: 'path', required: true, schema: { type: 'string', enum: ['science', 'arts', 'home'] } };
    const shares = parameterTermShares([op('stories', [section]), op('other', [])]);
    expect(shares.get(term('science') ?? '')).toBe(0.5);
    expect(shares.get(term('arts') ?? '')).toBe(0.5);
  });

  it('leaves out parameter descriptions and non-string values', () => {
    const limit: ParameterInfo = { name: 'limit', in: 'query', required: false, description: 'The name of the brewery', schema: { type: 'integer', enum: [10, 20] } };
    expect(parameterTermShares([op('list', [limit])]).size).toBe(0);
  });
});
