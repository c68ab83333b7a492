import { describe, expect, it } from 'vitest';
import { providerViolations } from '../../../../test-support/provider-rules';
import type { ToolDefinition } from '../types';
import { sanitizeTools } from './toolSet';

const slackLike: ToolDefinition[] = [
  {
    name: 'chat.postMessage',
    description: 'x'.repeat(1500),
    inputSchema: { type: 'object', properties: { channels: { type: 'array' }, blocks: { type: ['array', 'null'] }, tuple: { type: 'array', items: [{ type: 'string' }] } } },
  },
  { name: 'chat_postMessage', description: 'already safe', inputSchema: { type: 'object', properties: {} } },
];

describe('OpenAI tool sanitizer', () => {
  it('fails the documented rules before, passes after', () => {
    const before = providerViolations('openai', slackLike).map((v) => v.rule);
    expect(before).toEqual(expect.arrayContaining([expect.stringContaining('function name'), expect.stringContaining('missing items'), expect.stringContaining('1024')]));
    expect(providerViolations('openai', sanitizeTools('openai', slackLike).tools)).toEqual([]);
  });

  it('renames invalid tool names without colliding, and maps calls back to the operation', () => {
    const set = sanitizeTools('openai', slackLike);
    expect(set.tools.map((t) => t.name)).toEqual(['chat_postMessage_2', 'chat_postMessage']);
    expect(set.fromModel({ id: 'c', name: 'chat_postMessage_2', argumentsJson: '{}' }).name).toBe('chat.postMessage');
    expect(set.fromModel({ id: 'c', name: 'chat_postMessage', argumentsJson: '{}' }).name).toBe('chat_postMessage');
    expect(set.renamed.tools).toBe(1);
  });

  it('gives arrays items, keeps tuple items as prefixItems and cuts long descriptions', () => {
    const [tool] = sanitizeTools('openai', slackLike).tools;
    const props = (tool?.inputSchema as { properties: Record<string, unknown> }).properties;
    expect(props.channels).toEqual({ type: 'array', items: {} });
    expect(props.blocks).toEqual({ type: ['array', 'null'], items: {} });
    expect(props.tuple).toEqual({ type: 'array', prefixItems: [{ type: 'string' }], items: {} });
    expect(tool?.description).toHaveLength(1024);
  });

  it('leaves parameter keys alone (OpenAI documents no key rule) but an OpenAI-compatible router gets the strict one', () => {
    const tools: ToolDefinition[] = [{ name: 'q', description: '', inputSchema: { type: 'object', properties: { $top: { type: 'integer' } } } }];
    expect(Object.keys((sanitizeTools('openai', tools).tools[0]?.inputSchema as { properties: object }).properties)).toEqual(['$top']);
    expect(Object.keys((sanitizeTools('openai-compatible', tools).tools[0]?.inputSchema as { properties: object }).properties)).toEqual(['_top']);
    expect(providerViolations('openai-compatible', tools)).not.toEqual([]);
    expect(providerViolations('openai-compatible', sanitizeTools('openai-compatible', tools).tools)).toEqual([]);
  });
});
