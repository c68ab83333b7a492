import { describe, expect, it } from 'vitest';
import { providerViolations } from '../../../../test-support/provider-rules';
import type { ToolDefinition } from '../types';
import { sanitizeTools } from './toolSet';

const stripeLike: ToolDefinition = {
  name: '2fa-enable',
  description: 'Enable',
  inputSchema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    properties: {
      'per-page': { type: 'integer', enum: [10, 50] },
      expand: { type: 'array' },
      metadata: { type: 'object', additionalProperties: { type: 'string' } },
      source: { oneOf: [{ type: 'string', maxLength: 5000 }, { type: 'object', properties: { id: { type: 'string' } } }, { type: 'null' }] },
      card: { allOf: [{ type: 'object', properties: { number: { type: 'string' } }, required: ['number'] }, { properties: { cvc: { type: 'string' } } }] },
      when: { type: ['string', 'null'], format: 'date-time' },
      url: { type: 'string', format: 'uri', items: { type: 'string' } },
      blank: { anyOf: [{ type: 'string', enum: [''] }] },
    },
    required: ['per-page', 'ghost'],
  },
};

describe('Gemini tool sanitizer', () => {
  it('fails the documented rules before, passes after', () => {
    const before = providerViolations('gemini', [stripeLike]).map((v) => v.rule);
    expect(before).toEqual(expect.arrayContaining([
      expect.stringContaining('function name'), expect.stringContaining('parameter names'), expect.stringContaining('unknown field "$schema"'),
      expect.stringContaining('enum must be a list of strings'), expect.stringContaining('an ARRAY needs items'), expect.stringContaining('required must name'),
    ]));
    expect(providerViolations('gemini', sanitizeTools('gemini', [stripeLike]).tools)).toEqual([]);
  });

  it('rewrites the schema into the OpenAPI 3.0 subset', () => {
    const [tool] = sanitizeTools('gemini', [stripeLike]).tools;
    expect(tool?.name).toBe('_2fa-enable');
    const schema = tool?.inputSchema as { properties: Record<string, unknown>; required: string[] };
    expect(schema.required).toEqual(['per_page']);
    expect(schema.properties.per_page).toEqual({ type: 'integer', description: 'Allowed values: 10, 50.' });
    expect(schema.properties.expand).toEqual({ type: 'array', items: { type: 'string' } });
    expect(schema.properties.metadata).toEqual({ type: 'object' });
    expect(schema.properties.source).toEqual({ anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'object', properties: { id: { type: 'string' } } }] });
    expect(schema.properties.card).toEqual({ type: 'object', properties: { number: { type: 'string' }, cvc: { type: 'string' } }, required: ['number'] });
    expect(schema.properties.when).toEqual({ type: 'string', format: 'date-time' });
    expect(schema.properties.url).toEqual({ type: 'string' });
    expect(schema.properties.blank).toEqual({ type: 'string', enum: [''] });
  });

  it('maps the call back to the operation and its real parameter names', () => {
    const set = sanitizeTools('gemini', [stripeLike]);
    const real = set.fromModel({ id: 'g1', name: '_2fa-enable', argumentsJson: '{"per_page":10}', thoughtSignature: 'sig' });
    expect(real).toEqual({ id: 'g1', name: '2fa-enable', argumentsJson: '{"per-page":10}', thoughtSignature: 'sig' });
    const [msg] = set.toModel([{ role: 'tool', toolCallId: 'g1', toolName: '2fa-enable', content: 'ok', isError: false }]);
    expect(msg).toMatchObject({ toolName: '_2fa-enable' });
  });
});
