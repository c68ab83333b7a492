import { describe, expect, it } from 'vitest';
import { toolOutcome } from './result';
import { callOutcome } from './call';
import { ProtocolError } from '@modelcontextprotocol/client';

describe('a tool result as Python sees it', () => {
  it('prefers structuredContent, else parses a single text as JSON, else keeps the text', () => {
    expect(toolOutcome({ structuredContent: { n: 1 }, content: [{ type: 'text', text: '{"n":2}' }] })).toMatchObject({ value: { n: 1 }, isError: false });
    expect(toolOutcome({ content: [{ type: 'text', text: '[1,2]' }] })).toMatchObject({ value: [1, 2] });
    expect(toolOutcome({ content: [{ type: 'text', text: 'plain words' }] })).toMatchObject({ value: 'plain words', text: 'plain words' });
    expect(toolOutcome({ content: [] })).toMatchObject({ value: null });
  });

  it('keeps other content types as dicts with their type', () => {
    const out = toolOutcome({ content: [{ type: 'text', text: 'a chart' }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }] });
    expect(out).toMatchObject({ value: ['a chart', { type: 'image', data: 'AAAA', mimeType: 'image/png' }] });
  });

  it('isError carries the server\'s text; a JSON-RPC error is a tool error too; a lost connection is a failure', () => {
    expect(toolOutcome({ isError: true, content: [{ type: 'text', text: 'down' }] })).toMatchObject({ ok: true, isError: true, text: 'down' });
    expect(callOutcome(null, new ProtocolError(-32602, 'Unknown tool: x'), 'notes')).toMatchObject({ ok: true, isError: true, text: expect.stringContaining('Unknown tool') });
    expect(callOutcome(null, new TypeError('Failed to fetch'), 'notes')).toMatchObject({ ok: false, kind: 'network' });
  });
});

describe('annotations reach Python', () => {
  it('keeps an annotated text as a dict with its annotations, alone or in a list; a plain text stays a string', () => {
    const annotated = { type: 'text', text: 'for the user', annotations: { audience: ['user'], priority: 0.9 } };
    expect(toolOutcome({ content: [annotated] })).toMatchObject({ value: [annotated], text: 'for the user' });
    expect(toolOutcome({ content: [{ type: 'text', text: 'plain' }, annotated] })).toMatchObject({ value: ['plain', annotated] });
    const image = { type: 'image', data: 'AAAA', mimeType: 'image/png', annotations: { priority: 0.5 } };
    expect(toolOutcome({ content: [image] })).toMatchObject({ value: [image] });
  });
});
