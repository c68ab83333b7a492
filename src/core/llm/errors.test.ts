// Error classification, Retry-After parsing and key scrubbing (provider limits: limits.test.ts).
import { describe, expect, it } from 'vitest';
import { httpError, retryAfterFromHeaders, scrubSecrets, type ErrorContext } from './errors';
import { mapGeminiError } from './gemini/provider';
import { ApiError } from '@google/genai';
import { createProvider } from './createProvider';
import { validateSettings } from './providers';

const ctx: ErrorContext = { providerLabel: 'OpenAI', model: 'gpt-x', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-abcdefghijklmnop1234' };

describe('httpError', () => {
  it.each([
    [401, '', undefined, 'auth'],
    [403, '', undefined, 'auth'],
    [429, '', undefined, 'rate-limit'],
    [500, '', undefined, 'server'],
    [529, 'Overloaded', 'overloaded_error', 'server'],
    [404, 'The model `gpt-x` does not exist', 'model_not_found', 'model-not-found'],
    [400, 'gpt-x is not a valid model ID', undefined, 'model-not-found'],
    [400, "This model's maximum context length is 128000 tokens", 'context_length_exceeded', 'context-too-long'],
    [400, 'prompt is too long: 210000 tokens > 200000 maximum', 'invalid_request_error', 'context-too-long'],
    [400, 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).', 'INVALID_ARGUMENT', 'context-too-long'],
    [400, 'Invalid schema for function', 'invalid_request_error', 'bad-request'],
  ] as const)('HTTP %i %s → %s', (status, detail, code, kind) => {
    expect(httpError({ status, detail, code }, ctx).kind).toBe(kind);
  });

  it('never echoes the key', () => {
    const err = httpError({ status: 401, detail: `Incorrect API key provided: ${ctx.apiKey}` }, ctx);
    expect(err.message).not.toContain(ctx.apiKey);
    expect(scrubSecrets('key sk-proj-ZZZZZZZZZZZZZZZZ here', '')).toBe('key [redacted key] here');
  });
});

describe('retryAfterFromHeaders', () => {
  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '12' }))).toBe(12);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '1500' }))).toBe(1.5);
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': inTen }))).toBeGreaterThanOrEqual(9);
    expect(retryAfterFromHeaders(new Headers())).toBeUndefined();
  });
});

describe('Gemini errors', () => {
  it('reads status, message and RetryInfo from the JSON error body', () => {
    const body = { error: { code: 429, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED', details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' }] } };
    const err = mapGeminiError(new ApiError({ status: 429, message: JSON.stringify(body) }), { ...ctx, providerLabel: 'Google Gemini' });
    expect(err.kind).toBe('rate-limit');
    expect(err.retryAfter).toBe(7);
    const notFound = mapGeminiError(new ApiError({ status: 404, message: JSON.stringify({ error: { message: 'models/gemini-9 is not found for API version v1beta' } }) }), ctx);
    expect(notFound.kind).toBe('model-not-found');
    expect(mapGeminiError(new TypeError('Failed to fetch'), ctx).kind).toBe('network');
  });
});

// Provider limits and model suggestions: limits.test.ts.

describe('scrubSecrets', () => {
  it('leaves ordinary words alone', () => {
    expect(scrubSecrets('skeleton_structures and skipping_everything', '')).toBe('skeleton_structures and skipping_everything');
    expect(scrubSecrets('AIzaSyA1234567890abcdefghij', '')).toBe('[redacted key]');
  });
});

describe('validateSettings / createProvider', () => {
  it('explains unusable settings instead of sending a request', async () => {
    const base = { provider: 'openai-compatible' as const, model: 'llama3.1', apiKey: '', baseUrl: 'http://127.0.0.1:11434/v1' };
    expect(validateSettings(base)).toBeNull();
    expect(validateSettings({ ...base, baseUrl: ' ' })).toMatch(/base URL of your OpenAI-compatible server/);
    expect(validateSettings({ ...base, provider: 'openai', apiKey: 'k', baseUrl: undefined })).toBeNull();
    expect(validateSettings({ ...base, baseUrl: 'localhost:11434' })).toMatch(/http/);
    expect(validateSettings({ ...base, baseUrl: 'http://user:sk-x@host/v1' })).toMatch(/API key field/);
    expect(validateSettings({ ...base, provider: 'anthropic' })).toMatch(/Anthropic API key/);
    expect(validateSettings({ ...base, model: ' ' })).toMatch(/model id/);
    const bad = createProvider({ ...base, baseUrl: 'not a url' });
    await expect(bad.complete({ model: 'm', system: '', messages: [], tools: [] })).rejects.toMatchObject({ kind: 'bad-request' });
  });
});
