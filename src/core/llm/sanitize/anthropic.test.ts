import { describe, expect, it } from 'vitest';
import { providerViolations } from '../../../../test-support/provider-rules';
import type { ToolDefinition } from '../types';
import { sanitizeTools } from './toolSet';

// Microsoft Graph style OData parameters and a YAML `$ref` that parsed to null.
const graphTool: ToolDefinition = {
  name: 'users_ListUser',
  description: 'List users',
  inputSchema: {
    type: 'object',
    properties: {
      $top: { type: 'integer', minimum: 0 },
      $filter: { type: 'string' },
      'filter[name]': { type: 'string' },
      _top: { type: 'string', description: 'a real parameter that already has the safe name' },
      body: { type: 'object', properties: { broken: null, flag: { type: 'boolean', required: true } } },
      legacy: { type: 'number', minimum: 1, exclusiveMinimum: true },
      $ref_only: { $ref: '#/components/schemas/missing' },
    },
    required: ['$top', 'filter[name]'],
  },
};

describe('Anthropic tool sanitizer', () => {
  it('fails the documented rules before, passes after', () => {
    expect(providerViolations('anthropic', [graphTool]).map((v) => v.rule)).toEqual(
      expect.arrayContaining([expect.stringContaining('property keys'), expect.stringContaining('2020-12')]),
    );
    const set = sanitizeTools('anthropic', [graphTool]);
    expect(providerViolations('anthropic', set.tools)).toEqual([]);
  });

  it('renames keys the key rule refuses, without taking a name a real parameter has', () => {
    const schema = sanitizeTools('anthropic', [graphTool]).tools[0]?.inputSchema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(['_top_2', '_filter', 'filter_name', '_top', 'body', 'legacy', '_ref_only']);
    expect(schema.required).toEqual(['_top_2', 'filter_name']);
  });

  it('turns null subschemas into {} and OpenAPI 3.0 leftovers into 2020-12', () => {
    const schema = sanitizeTools('anthropic', [graphTool]).tools[0]?.inputSchema as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.body).toEqual({ type: 'object', properties: { broken: {}, flag: { type: 'boolean' } } });
    expect(schema.properties.legacy).toEqual({ type: 'number', exclusiveMinimum: 1 });
    expect(schema.properties._ref_only).toEqual({});
  });

  it('maps a call back to the real parameter names, and history forward again', () => {
    const set = sanitizeTools('anthropic', [graphTool]);
    const call = { id: 'c1', name: 'users_ListUser', argumentsJson: '{"_top_2":5,"filter_name":"Ann","_top":"x"}' };
    const real = set.fromModel(call);
    expect(JSON.parse(real.argumentsJson)).toEqual({ $top: 5, 'filter[name]': 'Ann', _top: 'x' });
    const [sent] = set.toModel([{ role: 'assistant', content: '', toolCalls: [real] }]);
    expect(sent).toMatchObject({ toolCalls: [{ name: 'users_ListUser', argumentsJson: call.argumentsJson }] });
  });

  it('keeps malformed arguments verbatim so the agent can report them', () => {
    const set = sanitizeTools('anthropic', [graphTool]);
    expect(set.fromModel({ id: 'c', name: 'users_ListUser', argumentsJson: '{"_top_2": 5' }).argumentsJson).toBe('{"_top_2": 5');
  });

  it('renames nested body keys too and maps nested arguments back (Graph bodies carry "@odata.type")', () => {
    const tool: ToolDefinition = {
      name: 'users_CreateUser',
      description: '',
      inputSchema: {
        type: 'object',
        properties: {
          body: { type: 'object', properties: { '@odata.type': { type: 'string' }, identities: { type: 'array', items: { anyOf: [{ type: 'object', properties: { 'sign-in@type': { type: 'string' } } }] } } } },
        },
      },
    };
    const set = sanitizeTools('anthropic', [tool]);
    expect(providerViolations('anthropic', [tool]).length).toBeGreaterThan(0);
    expect(providerViolations('anthropic', set.tools)).toEqual([]);
    const body = (set.tools[0]?.inputSchema as { properties: { body: { properties: object } } }).properties.body;
    expect(Object.keys(body.properties)).toEqual(['_odata.type', 'identities']);
    const real = set.fromModel({ id: 'c', name: 'users_CreateUser', argumentsJson: JSON.stringify({ body: { '_odata.type': '#microsoft.graph.user', identities: [{ 'sign-in_type': 'a' }] } }) });
    expect(JSON.parse(real.argumentsJson)).toEqual({ body: { '@odata.type': '#microsoft.graph.user', identities: [{ 'sign-in@type': 'a' }] } });
  });
});
