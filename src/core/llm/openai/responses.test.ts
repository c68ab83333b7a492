// The OpenAI adapter's Responses API path against the strict fake's POST /v1/responses: the same promises as the
// Chat Completions path (deltas, usage, stop reasons, errors, raw capture, abort).
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../../test-support/fake-llm/useFakeLlm';
import { nonAuthText } from '../../../../test-support/fake-llm/client';
import type { FakeTurn } from '../../../../test-support/fake-llm/types';
import { LlmError, type ChatMessage, type CompletionRequest, type ToolDefinition } from '../types';
import { openai } from './descriptor';
import { OpenAiProvider } from './provider';

const KEY = 'sk-test-RESP-SECRET-0123456789abcdef';
const fake = useFakeLlm({ strict: true });
const TOOLS: ToolDefinition[] = [
  { name: 'execute', description: 'Run Python', inputSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
];
const ALL_RESPONSES = { ...openai, responsesApi: { use: 'all' as const, reason: 'test' } };

const provider = (stream = true, apiKey = KEY) =>
  new OpenAiProvider({ provider: 'openai', model: 'gpt-5.4-mini', apiKey, baseUrl: `${fake().url}/v1`, stream }, ALL_RESPONSES);
const script = (turns: FakeTurn[]) => fake().state.script({ scenario: 'unit', turns });
const request = (extra: Partial<CompletionRequest> = {}): CompletionRequest => ({
  model: 'gpt-5.4-mini', system: 'You are a test.', messages: [{ role: 'user', content: 'moon?' }], tools: TOOLS, ...extra,
});

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('OpenAI adapter, Responses API path', () => {
  it('uses Chat Completions unless the descriptor routes the request to Responses', async () => {
    script([{ type: 'text', text: 'ok' }]);
    await new OpenAiProvider({ provider: 'openai', model: 'm', apiKey: KEY, baseUrl: `${fake().url}/v1` }, openai).complete(request());
    expect(fake().state.requests[0]!.path).toBe('/v1/chat/completions');
  });

  it.each([true, false])('text, usage incl. cached tokens and the request shape (stream=%s)', async (stream) => {
    script([{ type: 'text', text: 'Moonlight Brewing is in Santa Rosa.', usage: { input: 1234, output: 56, cached: 1000 } }]);
    const deltas: string[] = [];
    const res = await provider(stream).complete(request({ onTextDelta: (d) => deltas.push(d), maxOutputTokens: 500 }));
    expect(res.text).toBe('Moonlight Brewing is in Santa Rosa.');
    if (stream) expect(deltas.join('')).toBe(res.text);
    expect(res.stopReason).toBe('end');
    expect(res.usage).toEqual({ inputTokens: 1234, outputTokens: 56, cachedInputTokens: 1000, reported: true });
    const sent = fake().state.requests[0]!;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.body).toMatchObject({ instructions: 'You are a test.', max_output_tokens: 500, input: [{ role: 'user', content: 'moon?' }] });
    expect(sent.stream).toBe(stream);
  });

  it.each([true, false])('round-trips function calls and their outputs (stream=%s)', async (stream) => {
    const args = { code: 'print("ünïcode")' };
    script([
      { type: 'tool-calls', calls: [{ name: 'execute', arguments: args, id: 'call_1' }, { name: 'execute', arguments: '{"code": "x"', id: 'call_2' }] },
      { type: 'template', template: 'Got: {{lastToolResult}}' },
    ]);
    const p = provider(stream);
    const first = await p.complete(request());
    expect(first.stopReason).toBe('tool_use');
    expect(first.toolCalls).toEqual([
      { id: 'call_1', name: 'execute', argumentsJson: JSON.stringify(args) },
      { id: 'call_2', name: 'execute', argumentsJson: '{"code": "x"' },
    ]);
    const history: ChatMessage[] = [
      ...request().messages,
      { role: 'assistant', content: '', toolCalls: first.toolCalls },
      { role: 'tool', toolCallId: 'call_1', toolName: 'execute', content: 'Moon River', isError: false },
      { role: 'tool', toolCallId: 'call_2', toolName: 'execute', content: 'arguments are not valid JSON', isError: true },
    ];
    const second = await p.complete(request({ messages: history }));
    expect(second.text).toBe('Got: Error: arguments are not valid JSON');
  });

  it('reports a content-filtered reply as blocked', async () => {
    script([{ type: 'empty', reason: 'safety' }]);
    const res = await provider().complete(request());
    expect(res.stopReason).toBe('blocked');
    expect(res.finishReason).toBe('content_filter');
  });

  it.each<[FakeTurn, string]>([
    [{ type: 'error', status: 429, retryAfter: 7 }, 'rate-limit'],
    [{ type: 'error', status: 503 }, 'server'],
    [{ type: 'error', preset: 'model-not-found' }, 'model-not-found'],
    [{ type: 'error', preset: 'context-too-long' }, 'context-too-long'],
    [{ type: 'disconnect' }, 'network'],
  ])('maps %o to %s, once, with the failed exchange attached', async (turn, kind) => {
    script([turn, { type: 'text', text: 'later' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe(kind);
    expect(fake().state.requests).toHaveLength(1);
    if (kind !== 'network') expect(err.raw?.requestBody.text).toBe(fake().state.requests[0]!.rawBody);
  });

  it('maps an error event inside the stream to a server error without status', async () => {
    script([{ type: 'stream-error', error: 'overloaded', text: 'partial' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('server');
    expect(err.inStream).toBe(true);
    expect(err.status).toBeUndefined();
  });

  it('never lets the key out: 401 message and raw exchange are redacted', async () => {
    script([{ type: 'error', status: 401 }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('auth');
    expect(err.message).not.toContain(KEY);
    expect(JSON.stringify(err.raw)).not.toContain(KEY);
    script([{ type: 'text', text: 'ok' }]);
    const res = await provider().complete(request());
    expect(res.raw?.url).toMatch(/\/v1\/responses$/);
    expect(res.raw?.responseBody.text).toMatch(/^event: response\.created\ndata: /);
    expect(JSON.stringify(res.raw)).not.toContain(KEY);
    expect(nonAuthText(fake().state.requests.at(-1)!)).not.toContain(KEY);
  });

  it('maps Stop during a hanging request and mid-stream to aborted', async () => {
    script([{ type: 'hang' }]);
    const c1 = new AbortController();
    setTimeout(() => c1.abort(), 100);
    expect((await failure(provider().complete(request({ signal: c1.signal })))).kind).toBe('aborted');
    script([{ type: 'text', text: 'a long streamed answer that keeps going', chunkDelayMs: 100 }]);
    const c2 = new AbortController();
    const err = await failure(provider().complete(request({ signal: c2.signal, onTextDelta: () => c2.abort() })));
    expect(err.kind).toBe('aborted');
  });
});
