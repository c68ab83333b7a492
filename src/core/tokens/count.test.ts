import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { ClassicToolDef } from '../catalog/types';
import { countClassicTokens, countCodeModeTokens, countTokens, serializeTool } from './count';
import { codeModeTokensFor } from '../context';

function tool(i: number): ClassicToolDef {
  return {
    name: `op_${i}`,
    description: `Operation number ${i}: returns the items of collection ${i % 7} filtered by state.`,
    inputSchema: { type: 'object', properties: { id: { type: 'integer', description: `identifier ${i}` }, state: { type: 'string', enum: ['open', 'closed'] } }, required: ['id'] },
    method: 'GET',
    path: `/things/${i}`,
    params: [{ name: 'id', in: 'path' }],
  };
}

describe('token counting (o200k_base)', () => {
  it('counts text with the real tokenizer and treats special-token text as plain', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('')).toBe(0);
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('serializes tools as tools/list entries: name, description, inputSchema only', () => {
    expect(JSON.parse(serializeTool(tool(1)))).toEqual({ name: 'op_1', description: tool(1).description, inputSchema: tool(1).inputSchema });
  });

  it('counts the classic list exactly as one tools/list payload', () => {
    const tools = Array.from({ length: 50 }, (_, i) => tool(i));
    const count = countClassicTokens(tools);
    const payload = JSON.stringify({ tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })) });
    expect(count).toMatchObject({ exact: true, tools: 50, chars: payload.length, tokens: encode(payload).length });
  });

  it('estimates huge lists from an evenly spaced sample, close to the exact count', () => {
    const tools = Array.from({ length: 400 }, (_, i) => tool(i));
    const exact = countClassicTokens(tools);
    const estimate = countClassicTokens(tools, { exactCharLimit: 1000 });
    expect(estimate.exact).toBe(false);
    expect(estimate.sampledTools).toBeGreaterThan(0);
    expect(Math.abs(estimate.tokens - exact.tokens) / exact.tokens).toBeLessThan(0.03);
  });

  it('code mode context is the meta-tools plus the system prompt, ≤ 700 tokens and independent of spec size', () => {
    const defs = [{ name: 'search', description: 'Find operations', inputSchema: { type: 'object' } }];
    const direct = countCodeModeTokens(defs, 'You are helpful.');
    expect(direct.tokens).toBe(direct.toolsTokens + direct.systemPromptTokens);
    expect(direct.systemPromptTokens).toBe(countTokens('You are helpful.'));
    const small = codeModeTokensFor({ title: 'Petstore', servers: [{ url: 'https://petstore3.swagger.io/api/v3' }] });
    const huge = codeModeTokensFor({ title: 'A very long API title '.repeat(40), servers: [{ url: 'https://example.com/' + 'segment/'.repeat(100) }] });
    expect(small.tokens).toBeLessThanOrEqual(700);
    expect(huge.tokens).toBeLessThanOrEqual(700);
    expect(huge.tokens - small.tokens).toBeLessThan(80);
  });
});

describe('tokenizer cache in a long-lived tab', () => {
  it('leaves the merge cache empty after a big count, so a full cache never slows the next spec', async () => {
    const api = (await import('gpt-tokenizer/encoding/o200k_base')).default as unknown as { bytePairEncodingCoreProcessor: { mergeCache?: Map<string, unknown> } };
    const cache = () => api.bytePairEncodingCoreProcessor.mergeCache?.size ?? 0;
    // Words that are one token each never reach the merge cache: these three are not.
    countTokens('a few uncommonly spelt wordz');
    expect(cache()).toBeGreaterThan(0);
    const words = Array.from({ length: 40_000 }, (_, i) => `w${i.toString(36)}q`).join(' ');
    expect(countTokens(words)).toBeGreaterThan(40_000);
    expect(cache()).toBe(0);
    const tools = Array.from({ length: 400 }, (_, i) => tool(i));
    countClassicTokens(tools, { exactCharLimit: 1000 });
    expect(cache()).toBe(0);
  });
});
