// Real SDK adapters (OpenAI, OpenAI-compatible, Anthropic) against the in-process fake LLM fake().
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../test-support/fake-llm/useFakeLlm';
import { nonAuthText } from '../../../test-support/fake-llm/client';
import type { FakeTurn } from '../../../test-support/fake-llm/types';
import { createProvider } from './createProvider';
import { LlmError, type ChatMessage, type CompletionRequest, type ProviderId, type ToolDefinition } from './types';

const KEY = 'sk-test-SECRET-0123456789abcdef';
// Every request must be one the real provider accepts.
const fake = useFakeLlm({ strict: true });

const TOOLS: ToolDefinition[] = [
  { name: 'search', description: 'Find operations', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
  { name: 'execute', description: 'Run Python', inputSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
];

interface Variant {
  name: string;
  provider: ProviderId;
  baseUrl: () => string;
}
const VARIANTS: Variant[] = [
  { name: 'openai', provider: 'openai', baseUrl: () => `${fake().url}/v1` },
  { name: 'openai-compatible', provider: 'openai-compatible', baseUrl: () => `${fake().url}/v1` },
  { name: 'anthropic', provider: 'anthropic', baseUrl: () => fake().url },
  { name: 'gemini', provider: 'gemini', baseUrl: () => fake().url },
];

function script(turns: FakeTurn[]) {
  fake().state.script({ scenario: 'unit', turns });
}

function request(extra: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model: 'fake-model',
    system: 'You are a test.',
    messages: [{ role: 'user', content: 'Find breweries with moon in the name' }],
    tools: TOOLS,
    ...extra,
  };
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(LlmError);
    return err as LlmError;
  }
  throw new Error('expected the request to fail');
}

describe.each(VARIANTS)('$name adapter', (v) => {
  const provider = (stream = true, apiKey = KEY) =>
    createProvider({ provider: v.provider, model: 'fake-model', apiKey, baseUrl: v.baseUrl(), stream });

  it('streams text deltas and reports exact usage incl. cached tokens', async () => {
    script([{ type: 'text', text: 'Moonlight Brewing is in Santa Rosa.', usage: { input: 1234, output: 56, cached: 1000 } }]);
    const deltas: string[] = [];
    const res = await provider().complete(request({ onTextDelta: (d) => deltas.push(d) }));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Moonlight Brewing is in Santa Rosa.');
    expect(res.text).toBe('Moonlight Brewing is in Santa Rosa.');
    expect(res.toolCalls).toEqual([]);
    expect(res.stopReason).toBe('end');
    expect(res.usage).toEqual({ inputTokens: 1234, outputTokens: 56, cachedInputTokens: 1000, reported: true });
    expect(fake().state.requests[0]!.stream).toBe(true);
  });

  it('non-streaming returns the same shapes', async () => {
    script([{ type: 'text', text: 'Plain answer', usage: { input: 10, output: 2, cached: 0 } }]);
    const res = await provider(false).complete(request());
    expect(res.text).toBe('Plain answer');
    expect(res.usage).toEqual({ inputTokens: 10, outputTokens: 2, cachedInputTokens: 0, reported: true });
    expect(fake().state.requests[0]!.stream).toBe(false);
  });

  it.each([true, false])('round-trips tool calls with exact arguments (stream=%s)', async (stream) => {
    const args = { code: 'r = requests.get(f"{BASE_URL}/breweries", params={"by_name": "moon"})\nresult = r.json()[:5]  # ünïcode' };
    script([
      { type: 'tool-calls', calls: [{ name: 'execute', arguments: args, id: 'call_1' }, { name: 'search', arguments: '{"query": "moon"', id: 'call_2' }] },
      { type: 'template', template: 'Got: {{lastToolResult}}' },
    ]);
    const p = provider(stream);
    const first = await p.complete(request());
    expect(first.stopReason).toBe('tool_use');
    expect(first.toolCalls.map((c) => c.name)).toEqual(['execute', 'search']);
    expect(first.toolCalls[0]!.argumentsJson).toBe(JSON.stringify(args));
    // The Gemini API sends no call ids; the adapter makes its own.
    expect(first.toolCalls[0]!.id).toBe(v.provider === 'gemini' ? 'gemini-call-1' : 'call_1');
    const ids = first.toolCalls.map((c) => c.id);
    if (v.provider === 'openai' || v.provider === 'openai-compatible' || (v.provider === 'anthropic' && stream)) {
      // Malformed JSON survives verbatim (Anthropic's non-streaming and Gemini's wires only carry parsed objects).
      expect(first.toolCalls[1]!.argumentsJson).toBe('{"query": "moon"');
    }
    const history: ChatMessage[] = [
      ...request().messages,
      { role: 'assistant', content: '', toolCalls: first.toolCalls },
      { role: 'tool', toolCallId: ids[0]!, toolName: 'execute', content: '[{"name":"Moon River Brewing"}]', isError: false },
      { role: 'tool', toolCallId: ids[1]!, toolName: 'search', content: 'arguments are not valid JSON', isError: true },
    ];
    const second = await p.complete(request({ messages: history }));
    // The template saw the newest tool result, so the history reached the server in the provider's shape.
    // (OpenAI's tool role has no error flag, so the adapter prefixes "Error: ".)
    expect(second.text).toMatch(/^Got: (Error: )?arguments are not valid JSON$/);
    expect(fake().state.requests[1]!.tools).toEqual(['search', 'execute']);
    expect(fake().state.requests[1]!.rawBody).toContain('Moon River Brewing');
  });

  it('sends the key only in the auth header', async () => {
    script([{ type: 'text', text: 'ok' }]);
    await provider().complete(request());
    const [rec] = fake().state.requests;
    expect(rec!.headers.authorization ?? rec!.headers['x-goog-api-key']).toContain(KEY);
    expect(nonAuthText(rec!)).not.toContain(KEY);
    expect(nonAuthText(rec!)).not.toContain('SECRET');
  });

  it('maps 429 to rate-limit with Retry-After and does not retry on its own', async () => {
    script([{ type: 'error', status: 429, retryAfter: 7 }, { type: 'text', text: 'later' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('rate-limit');
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(7);
    expect(err.message).toMatch(/429/);
    expect(fake().state.requests).toHaveLength(1);
  });

  it('maps 401 to auth without leaking the key', async () => {
    script([{ type: 'error', status: 401, message: `Incorrect API key provided: ${KEY}` }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('auth');
    expect(err.message).not.toContain(KEY);
    expect(err.message).toMatch(/key/i);
  });

  it('maps 5xx to server without SDK retries', async () => {
    script([{ type: 'error', status: 503 }, { type: 'text', text: 'later' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('server');
    expect(fake().state.requests).toHaveLength(1);
  });

  it('maps an unknown model to model-not-found', async () => {
    script([{ type: 'error', status: 404, preset: 'model-not-found' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('model-not-found');
    expect(err.message).toContain('fake-model');
  });

  it('maps an over-long prompt to context-too-long', async () => {
    script([{ type: 'error', status: 400, preset: 'context-too-long' }]);
    const err = await failure(provider().complete(request()));
    expect(err.kind).toBe('context-too-long');
  });

  it('maps Stop (AbortSignal) during a hanging request to aborted', async () => {
    script([{ type: 'hang' }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const err = await failure(provider().complete(request({ signal: controller.signal })));
    expect(err.kind).toBe('aborted');
  });

  it('maps Stop mid-stream to aborted', async () => {
    script([{ type: 'text', text: 'a long streamed answer that keeps going', chunkDelayMs: 200 }]);
    const controller = new AbortController();
    const deltas: string[] = [];
    const err = await failure(
      provider().complete(request({ signal: controller.signal, onTextDelta: (d) => { deltas.push(d); controller.abort(); } })),
    );
    expect(err.kind).toBe('aborted');
    expect(deltas.length).toBeGreaterThan(0);
  });

  it('lists the models the endpoint offers', async () => {
    script([]);
    const ids = await provider().listModels!();
    expect(ids).toEqual(expect.arrayContaining(['unit', 'fake-model']));
    const rec = fake().state.requests.at(-1)!;
    expect(rec.path).toMatch(/\/models/);
    expect(nonAuthText(rec)).not.toContain(KEY);
  });

  it('maps a dropped connection and a closed port to network', async () => {
    script([{ type: 'disconnect' }]);
    expect((await failure(provider().complete(request()))).kind).toBe('network');
    const closed = createProvider({ provider: v.provider, model: 'm', apiKey: KEY, baseUrl: 'http://127.0.0.1:9/v1' });
    const err = await failure(closed.complete(request()));
    expect(err.kind).toBe('network');
    expect(err.message).toContain('127.0.0.1:9');
    expect(err.message).not.toContain(KEY);
  });
});

describe('usage fallback and keyless servers', () => {
  it('estimates usage with the tokenizer when the server reports none', async () => {
    script([{ type: 'text', text: 'no usage here', usage: 'none' }]);
    const p = createProvider({ provider: 'openai-compatible', model: 'm', apiKey: '', baseUrl: `${fake().url}/v1` });
    const res = await p.complete(request());
    expect(res.usage.reported).toBe(false);
    expect(res.usage.inputTokens).toBeGreaterThan(20);
    expect(res.usage.outputTokens).toBeGreaterThan(0);
  });

  it('sends no Authorization header to a keyless OpenAI-compatible server', async () => {
    script([{ type: 'text', text: 'local' }]);
    const p = createProvider({ provider: 'openai-compatible', model: 'm', apiKey: '', baseUrl: `${fake().url}/v1` });
    await p.complete(request());
    expect(fake().state.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends the Anthropic direct-browser-access header', async () => {
    script([{ type: 'text', text: 'hi' }]);
    await createProvider({ provider: 'anthropic', model: 'm', apiKey: KEY, baseUrl: fake().url }).complete(request());
    expect(fake().state.requests[0]!.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
  });

  it('refuses to call a key-required provider without a key', async () => {
    const err = await failure(createProvider({ provider: 'openai', model: 'm', apiKey: ' ', baseUrl: `${fake().url}/v1` }).complete(request()));
    expect(err.kind).toBe('auth');
    expect(fake().state.requests).toHaveLength(0);
  });
});
