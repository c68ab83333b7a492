// History and tool conversion for every provider's wire shape.
import { describe, expect, it } from 'vitest';
import { toAnthropicMessages, toAnthropicTools, fromAnthropicUsage } from './anthropic/convert';
import { GeminiAccumulator, SYNTHETIC_ID_PREFIX, fromGeminiUsage, toGeminiContents, toGeminiTools } from './gemini/convert';
import { toOpenAiMessages, toOpenAiTools } from './openai/convert';
import { toResponsesInput } from './openai/responsesConvert';
import type { ChatMessage, ToolDefinition } from './types';

const tool: ToolDefinition = {
  name: 'execute',
  description: 'Run Python',
  inputSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
};

const history: ChatMessage[] = [
  { role: 'user', content: 'moon breweries' },
  {
    role: 'assistant',
    content: 'Let me look.',
    toolCalls: [
      { id: 'c1', name: 'search', argumentsJson: '{"query":"moon"}' },
      { id: 'c2', name: 'execute', argumentsJson: '{"code": "broken' },
    ],
  },
  { role: 'tool', toolCallId: 'c1', toolName: 'search', content: 'listBreweries GET /breweries', isError: false },
  { role: 'tool', toolCallId: 'c2', toolName: 'execute', content: 'malformed arguments', isError: true },
  { role: 'user', content: 'and in Ohio?' },
];

describe('OpenAI conversion', () => {
  it('keeps the system prompt, raw arguments and tool roles', () => {
    const out = toOpenAiMessages('sys', history);
    expect(out.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'user']);
    expect(out[2]).toMatchObject({
      content: 'Let me look.',
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'search', arguments: '{"query":"moon"}' } },
        { id: 'c2', type: 'function', function: { name: 'execute', arguments: '{"code": "broken' } },
      ],
    });
    expect(out[3]).toEqual({ role: 'tool', tool_call_id: 'c1', content: 'listBreweries GET /breweries' });
    expect(out[4]).toEqual({ role: 'tool', tool_call_id: 'c2', content: 'Error: malformed arguments' });
  });

  it('wraps tools as functions with the JSON Schema as parameters', () => {
    expect(toOpenAiTools([tool])).toEqual([
      { type: 'function', function: { name: 'execute', description: 'Run Python', parameters: tool.inputSchema } },
    ]);
  });
});

describe('Anthropic conversion', () => {
  it('uses tool_use / tool_result blocks and merges consecutive user content', () => {
    const out = toAnthropicMessages(history);
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(out[1]!.content).toEqual([
      { type: 'text', text: 'Let me look.' },
      { type: 'tool_use', id: 'c1', name: 'search', input: { query: 'moon' } },
      { type: 'tool_use', id: 'c2', name: 'execute', input: {} },
    ]);
    expect(out[2]!.content).toEqual([
      { type: 'tool_result', tool_use_id: 'c1', content: 'listBreweries GET /breweries' },
      { type: 'tool_result', tool_use_id: 'c2', content: 'malformed arguments', is_error: true },
      { type: 'text', text: 'and in Ohio?' },
    ]);
  });

  it('puts the schema in input_schema and counts cache reads and writes as prompt tokens', () => {
    expect(toAnthropicTools([tool])[0]).toEqual({ name: 'execute', description: 'Run Python', input_schema: tool.inputSchema });
    const usage = fromAnthropicUsage({
      input_tokens: 50, output_tokens: 20, cache_read_input_tokens: 900, cache_creation_input_tokens: 100,
    } as Parameters<typeof fromAnthropicUsage>[0]);
    expect(usage).toEqual({ inputTokens: 1050, outputTokens: 20, cachedInputTokens: 900, reported: true });
  });
});

describe('Gemini conversion', () => {
  it('maps calls to functionCall parts and results to functionResponse parts', () => {
    const withSignature: ChatMessage[] = [
      history[0]!,
      { role: 'assistant', content: '', toolCalls: [{ id: `${SYNTHETIC_ID_PREFIX}1`, name: 'search', argumentsJson: '{"query":"moon"}', thoughtSignature: 'sig==' }] },
      { role: 'tool', toolCallId: `${SYNTHETIC_ID_PREFIX}1`, toolName: 'search', content: 'found', isError: false },
      { role: 'assistant', content: '', toolCalls: [{ id: 'real-id', name: 'execute', argumentsJson: '{"code":"x"}' }] },
      { role: 'tool', toolCallId: 'real-id', toolName: 'execute', content: 'Traceback', isError: true },
    ];
    const out = toGeminiContents(withSignature);
    expect(out.map((c) => c.role)).toEqual(['user', 'model', 'user', 'model', 'user']);
    expect(out[1]!.parts).toEqual([{ functionCall: { name: 'search', args: { query: 'moon' } }, thoughtSignature: 'sig==' }]);
    expect(out[2]!.parts).toEqual([{ functionResponse: { name: 'search', response: { output: 'found' } } }]);
    expect(out[3]!.parts).toEqual([{ functionCall: { id: 'real-id', name: 'execute', args: { code: 'x' } } }]);
    expect(out[4]!.parts).toEqual([{ functionResponse: { id: 'real-id', name: 'execute', response: { error: 'Traceback' } } }]);
  });

  it('declares tools with parametersJsonSchema', () => {
    expect(toGeminiTools([tool])).toEqual([
      { functionDeclarations: [{ name: 'execute', description: 'Run Python', parametersJsonSchema: tool.inputSchema }] },
    ]);
    expect(toGeminiTools([])).toEqual([]);
  });

  it('accumulates streamed chunks: text, calls with signatures, final usage', () => {
    const acc = new GeminiAccumulator();
    const chunk = (value: object) => value as Parameters<GeminiAccumulator['add']>[0];
    expect(acc.add(chunk({ candidates: [{ content: { parts: [{ text: 'thinking…', thought: true }, { text: 'Hel' }] } }] }))).toBe('Hel');
    acc.add(chunk({ candidates: [{ content: { parts: [{ text: 'lo' }] } }] }));
    acc.add(chunk({
      candidates: [{ content: { parts: [{ functionCall: { name: 'search', args: { query: 'moon' } }, thoughtSignature: 'abc' }] }, finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 300, candidatesTokenCount: 12, thoughtsTokenCount: 8, cachedContentTokenCount: 256 },
    }));
    expect(acc.result()).toEqual({
      text: 'Hello',
      toolCalls: [{ id: `${SYNTHETIC_ID_PREFIX}1`, name: 'search', argumentsJson: '{"query":"moon"}', thoughtSignature: 'abc' }],
      usage: { inputTokens: 300, outputTokens: 20, cachedInputTokens: 256, reported: true },
      stopReason: 'tool_use',
    });
  });

  it('reports no usage when usageMetadata is missing', () => {
    expect(fromGeminiUsage(undefined)).toBeUndefined();
    expect(fromGeminiUsage({})).toBeUndefined();
  });
});

describe('images in tool results', () => {
  const data = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const withImage: ChatMessage[] = [
    { role: 'user', content: 'draw' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'chart', argumentsJson: '{}' }] },
    { role: 'tool', toolCallId: 'c1', toolName: 'chart', content: 'A chart:', isError: false, images: [{ mimeType: 'image/png', data }] },
  ];

  it('Anthropic gets an image block in the tool_result', () => {
    const out = toAnthropicMessages(withImage);
    expect(out[2]?.content).toEqual([{
      type: 'tool_result', tool_use_id: 'c1',
      content: [{ type: 'text', text: 'A chart:' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data } }],
    }]);
  });

  it('Chat Completions and Gemini get a short line with type and size, never the base64', () => {
    const openai = JSON.stringify(toOpenAiMessages('', withImage));
    expect(openai).toContain('A chart:\\n[image/png, 70 B: not shown, this API takes no images in tool results]');
    expect(openai).not.toContain(data.slice(0, 20));
    const gemini = JSON.stringify(toGeminiContents(withImage));
    expect(gemini).toContain('[image/png, 70 B: not shown');
    expect(gemini).not.toContain(data.slice(0, 20));
  });

  it('the Responses API gets an input_image in the function_call_output', () => {
    const out = toResponsesInput(withImage);
    expect(out.find((i) => i.type === 'function_call_output')).toMatchObject({
      output: [{ type: 'input_text', text: 'A chart:' }, { type: 'input_image', image_url: `data:image/png;base64,${data}` }],
    });
  });
});
