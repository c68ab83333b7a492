// Adapters against the strict fake: empty replies (and the history after them), errors inside streams, stated waits.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../test-support/fake-llm/useFakeLlm';
import type { EmptyReason, FakeTurn } from '../../../test-support/fake-llm/types';
import { createProvider } from './createProvider';
import { LlmError, type ChatMessage, type CompletionRequest, type CompletionResponse, type ProviderId } from './types';

// Every request must be one the real provider accepts.
const fake = useFakeLlm({ strict: true });

const PROVIDERS: ProviderId[] = ['openai', 'anthropic', 'gemini'];
const baseUrl = (p: ProviderId) => (p === 'anthropic' || p === 'gemini' ? fake().url : `${fake().url}/v1`);
const provider = (p: ProviderId, stream = true) => createProvider({ provider: p, model: 'fake-model', apiKey: 'sk-test-0123456789', baseUrl: baseUrl(p), stream });
const script = (turns: FakeTurn[]) => fake().state.script({ scenario: 'failures', turns });
const request = (messages: ChatMessage[]): CompletionRequest => ({
  model: 'fake-model', system: 'sys', messages,
  tools: [{ name: 'search', description: 'Find operations', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }],
});
const ask = (text: string): ChatMessage => ({ role: 'user', content: text });
const said = (r: CompletionResponse): ChatMessage => ({ role: 'assistant', content: r.text, toolCalls: r.toolCalls });

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  if (!(err instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(err)}`);
  return err;
}

describe.each(PROVIDERS)('%s: an empty reply', (p) => {
  it.each([true, false])('leaves a history the provider accepts on the next request (stream=%s)', async (stream) => {
    script([{ type: 'empty', reason: 'stop' }, { type: 'template', template: 'Asked: {{lastUserMessage}}' }]);
    const llm = provider(p, stream);
    const empty = await llm.complete(request([ask('first')]));
    expect(empty).toMatchObject({ text: '', toolCalls: [] });
    const next = await llm.complete(request([ask('first'), said(empty), ask('second')]));
    expect(next.text).toMatch(/^Asked: .*second$/);
  });

  it('is reported as empty', async () => {
    script([{ type: 'empty', reason: 'stop' }]);
    expect(await provider(p).complete(request([ask('hi')]))).toMatchObject({ text: '', stopReason: 'empty' });
  });
});

describe('Gemini empty replies', () => {
  it.each<[EmptyReason, CompletionResponse['stopReason'], string]>([
    ['safety', 'blocked', 'SAFETY'],
    ['malformed-function-call', 'malformed-call', 'MALFORMED_FUNCTION_CALL'],
    ['prompt-blocked', 'blocked', 'prompt: SAFETY'],
    ['stop', 'empty', 'STOP'],
  ])('%s → %s', async (reason, stopReason, finishReason) => {
    script([{ type: 'empty', reason }]);
    expect(await provider('gemini').complete(request([ask('hi')]))).toMatchObject({ text: '', stopReason, finishReason });
  });

  it('calls the v1beta API', async () => {
    script([{ type: 'text', text: 'ok' }]);
    await provider('gemini').complete(request([ask('hi')]));
    expect(fake().state.requests[0]!.path).toMatch(/^\/v1beta\/models\/fake-model:streamGenerateContent/);
  });
});

describe('blocked replies on the other wires', () => {
  it.each<ProviderId>(['openai', 'anthropic'])('%s', async (p) => {
    script([{ type: 'empty', reason: 'safety' }]);
    expect(await provider(p).complete(request([ask('hi')]))).toMatchObject({ text: '', stopReason: 'blocked' });
  });
});

describe.each(PROVIDERS)('%s: an error inside the stream after HTTP 200', (p) => {
  it('is a retryable server error in plain words', async () => {
    script([{ type: 'stream-error', error: 'overloaded', text: 'Partial answer' }]);
    const err = await failure(provider(p).complete(request([ask('hi')])));
    expect(err.kind).toBe('server');
    expect(err.status).toBeUndefined();
    expect(err.message).toMatch(/overloaded/i);
    expect(err.message).not.toMatch(/[{}]/);
  });

  it('maps an in-stream rate limit to rate-limit', async () => {
    script([{ type: 'stream-error', error: 'rate-limit' }]);
    expect((await failure(provider(p).complete(request([ask('hi')])))).kind).toBe('rate-limit');
  });
});

describe('waits stated by the provider', () => {
  it.each<[ProviderId, FakeTurn, number]>([
    ['openai', { type: 'error', preset: 'rate-limit', waitInBody: 1.2 }, 1.2],
    ['openai', { type: 'error', preset: 'rate-limit', waitInBody: 0.02 }, 0.02],
    ['openai', { type: 'error', preset: 'rate-limit', waitInBody: 90 }, 90],
    ['gemini', { type: 'error', preset: 'rate-limit', waitInBody: 0.5 }, 0.5],
    ['anthropic', { type: 'error', preset: 'rate-limit', retryAfter: 4 }, 4],
  ])('%s: %j → %s s', async (p, turn, seconds) => {
    script([turn]);
    const err = await failure(provider(p).complete(request([ask('hi')])));
    expect(err.kind).toBe('rate-limit');
    expect(err.retryAfter).toBeCloseTo(seconds, 6);
  });
});

describe('error messages', () => {
  it.each(PROVIDERS)('%s: a rejected request names the provider once and quotes it once', async (p) => {
    script([{ type: 'error', status: 400, message: 'Invalid schema for function' }]);
    const err = await failure(provider(p).complete(request([ask('hi')])));
    expect(err.kind).toBe('bad-request');
    expect(err.message.match(/rejected the request/g)).toHaveLength(1);
    expect(err.message.match(/Invalid schema for function/g)).toHaveLength(1);
  });
});
