// The run's final error says each thing once: the adapter's sentence, then only what the loop adds.
import { describe, expect, it } from 'vitest';
import { httpError, streamError } from '../llm/errors';
import { LlmError } from '../llm/types';
import { describeError } from './errors';

const llm = { providerLabel: 'OpenAI', model: 'gpt-x', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-abcdefghijklmnop1234' };
const ctx = { provider: 'openai' as const, model: 'gpt-x', mode: 'code' as const, retries: 0 };

describe('describeError', () => {
  it.each([
    [400, 'Invalid schema for function', 'bad-request'],
    [404, 'The model `gpt-x` does not exist', 'model-not-found'],
    [500, 'The server had an error', 'server'],
    [429, 'Rate limit reached. Please try again in 90s.', 'rate-limit'],
  ] as const)('HTTP %i: the provider named once, its words quoted once', (status, detail, kind) => {
    const info = describeError(httpError({ status, detail }, llm), { ...ctx, retries: 2 }, false);
    expect(info.kind).toBe(kind);
    expect(info.message.match(/OpenAI/g)).toHaveLength(1);
    expect(info.message.match(new RegExp(detail.slice(0, 12), 'g'))).toHaveLength(1);
    expect(info.message.match(/HTTP \d{3}/g)).toHaveLength(1);
  });

  it('adds the retries spent and the wait the provider asked for', () => {
    const info = describeError(httpError({ status: 429, detail: 'Please try again in 90s.' }, llm), { ...ctx, retries: 1 }, false);
    expect(info.message).toContain('Gave up after 1 retry. It asked to wait 90 s.');
  });

  it('explains an overloaded stream in plain words', () => {
    const info = describeError(streamError({ code: 'overloaded_error', detail: 'Overloaded' }, { ...llm, providerLabel: 'Anthropic' }), { ...ctx, provider: 'anthropic', retries: 4 }, false);
    expect(info).toEqual({ kind: 'server', message: 'Anthropic is overloaded (mid-answer). This is usually temporary. Provider said: "Overloaded" Gave up after 4 retries.' });
  });

  it('carries the failed exchange of an LlmError, never of a Stop', () => {
    const raw = { method: 'POST', url: 'u', requestHeaders: [], requestBody: { text: '{}', bytes: 2, cut: false }, status: 400, responseHeaders: [], responseBody: { text: '{"error":{}}', bytes: 12, cut: false }, streamed: false };
    const error = httpError({ status: 400, detail: 'Invalid schema' }, llm);
    error.raw = raw;
    expect(describeError(error, ctx, false).raw).toBe(raw);
    expect(describeError(error, ctx, true).raw).toBeUndefined();
  });

  it('shows settings problems as they are: nothing was sent, so nothing was rejected', () => {
    const info = describeError(new LlmError('bad-request', 'Enter the base URL of your OpenAI-compatible server.'), ctx, false);
    expect(info.message).toBe('Enter the base URL of your OpenAI-compatible server.');
  });
});
