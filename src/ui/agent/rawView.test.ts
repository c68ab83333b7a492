import { describe, expect, it } from 'vitest';
import { bodyNote, headerLines, rawSummary, readableBody } from './rawView';

const body = (text: string, bytes = text.length, cut = false) => ({ text, bytes, cut });
const raw = { method: 'POST', url: 'u', requestHeaders: [['authorization', '[redacted]'] as [string, string]], requestBody: body('{}', 2048), status: 200, responseHeaders: [], responseBody: body('x', 100), streamed: false };

describe('rawView', () => {
  it('summarises sizes and failed attempts', () => {
    expect(rawSummary(raw)).toBe('2.0 KB sent · 100 B received');
    expect(rawSummary(raw, 2)).toBe('2.0 KB sent · 100 B received · 2 failed attempts before this one (not shown)');
  });

  it('indents whole JSON, leaves streams and cut bodies as they are, and says why a body is short', () => {
    expect(readableBody(body('{"a":1}'))).toEqual({ text: '{\n  "a": 1\n}', formatted: true });
    expect(readableBody(body('data: {"a":1}\n\n'))).toEqual({ text: 'data: {"a":1}\n\n', formatted: false });
    expect(readableBody(body('{"a":', 300_000, true)).formatted).toBe(false);
    expect(bodyNote(body('x'.repeat(2048), 4096, true))).toBe('Cut: the first 2.0 KB of 4.0 KB shown.');
    expect(bodyNote(body('x'), true)).toMatch(/^Incomplete/);
    expect(bodyNote(body('x'))).toBeNull();
    expect(headerLines([['a', '1'], ['b', '2']])).toBe('a: 1\nb: 2');
  });

  it('indents JSON without decoding its escapes: a key spelled \\/ or \\u002f never turns back into the literal key', () => {
    const sent = '{"error":{"message":"Incorrect API key provided: cmp\\/llm\\u002Be2e. See https:\\/\\/x","n":[1.0,{}],"e":[]}}';
    const shown = readableBody(body(sent)).text;
    expect(shown).not.toContain('cmp/llm');
    expect(shown).toContain('cmp\\/llm\\u002Be2e');
    expect(shown).toBe(['{', '  "error": {', '    "message": "Incorrect API key provided: cmp\\/llm\\u002Be2e. See https:\\/\\/x",',
      '    "n": [', '      1.0,', '      {}', '    ],', '    "e": []', '  }', '}'].join('\n'));
    expect(readableBody(body('[ "a\\"b" , 2 ]')).text).toBe('[\n  "a\\"b",\n  2\n]');
  });
});
