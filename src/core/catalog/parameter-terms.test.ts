// The words of an API's parameters that its profile reads: enum values, not prose.
import { describe, expect, it } from 'vitest';
import type { OperationInfo, ParameterInfo } from '../openapi/types';
import { listedValues, parameterTermShares } from './parameter-terms';
import { term } from './text';

const op = (name: string, parameters: ParameterInfo[]): OperationInfo => ({ name, method: 'get', path: `/${name}`, tags: [], parameters, responses: [], security: [], deprecated: false, pointer: '' });

describe('parameterTermShares', () => {
  it('gives each enum value the share of operations that list it', () => {
    const section: ParameterInfo = { name: 'section', in: 'path', required: true, schema: { type: 'string', enum: ['science', 'arts', 'home'] } };
    const shares = parameterTermShares([op('stories', [section]), op('other', [])]);
    expect(shares.get(term('science') ?? '')).toBe(0.5);
    expect(shares.get(term('arts') ?? '')).toBe(0.5);
  });

  it('reads the values a description lists after "One of:" (an enum written as prose)', () => {
    const type: ParameterInfo = { name: 'by_type', in: 'query', required: false, description: 'Filter by brewery type. One of: micro, nano, brewpub, large.', schema: { type: 'string' } };
    const shares = parameterTermShares([op('breweries', [type]), op('meta', [])]);
    expect(shares.get(term('brewpub') ?? '')).toBe(0.5);
    expect(listedValues('Possible values are `asc` or `desc`.')).toEqual(['asc', 'desc']);
    // Prose after the marker is not a list of values.
    expect(listedValues('One of the fields to sort by, in the order the results should come back.')).toEqual([]);
    expect(listedValues('Use one of subscription_items or subscription_trial_end are required.')).toEqual([]);
  });

  it('leaves out parameter descriptions and non-string values', () => {
    const limit: ParameterInfo = { name: 'limit', in: 'query', required: false, description: 'The name of the brewery', schema: { type: 'integer', enum: [10, 20] } };
    expect(parameterTermShares([op('list', [limit])]).size).toBe(0);
  });
});
