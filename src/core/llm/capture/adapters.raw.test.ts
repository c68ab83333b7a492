// Each real SDK adapter reports the exchange it made, as the fake provider received and answered it, key redacted.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../../test-support/fake-llm/useFakeLlm';
import { createProvider } from '../createProvider';
import { LlmError, type ProviderId } from '../types';

const KEY = 'sk-test-RAW-SECRET-0123456789abcdef';
const fake = useFakeLlm({ strict: true });

const VARIANTS: Array<{ provider: ProviderId; base: () => string; path: RegExp }> = [
  { provider: 'openai', base: () => `${fake().url}/v1`, path: /\/v1\/chat\/completions$/ },
  { provider: 'anthropic', base: () => fake().url, path: /\/v1\/messages$/ },
  { provider: 'gemini', base: () => fake().url, path: /\/v1beta\/models\/fake-model:(stream)?[gG]enerateContent/ },
];

describe.each(VARIANTS)('$provider adapter raw exchange', (v) => {
  it.each([true, false])('stream=%s: exact body sent, body received, credentials redacted', async (stream) => {
    fake().state.script({ scenario: 'unit', turns: [{ type: 'text', text: 'Moonlight Brewing.', usage: { input: 12, output: 3, cached: 0 } }] });
    const provider = createProvider({ provider: v.provider, model: 'fake-model', apiKey: KEY, baseUrl: v.base(), stream });
    const res = await provider.complete({ model: 'fake-model', system: 'Be brief.', messages: [{ role: 'user', content: 'moon?' }], tools: [] });
    const raw = res.raw;
    const received = fake().state.requests[0];
    expect(raw).toBeDefined();
    expect(raw?.method).toBe('POST');
    expect(raw?.url).toMatch(v.path);
    expect(raw?.status).toBe(200);
    expect(raw?.requestBody.text).toBe(received?.rawBody);
    expect(raw?.streamed).toBe(stream);
    expect(raw?.incomplete).toBeUndefined();
    expect(raw?.responseBody.text).toContain('Moon');
    if (stream) expect(raw?.responseBody.text).toMatch(/^(event: \w+\n)?data: /);
    const auth = raw?.requestHeaders.find(([name]) => ['authorization', 'x-api-key', 'x-goog-api-key'].includes(name));
    expect(auth?.[1]).toBe('[redacted]');
    expect(JSON.stringify(raw)).not.toContain(KEY);
  });
});

describe.each(VARIANTS)('$provider adapter failed exchange', (v) => {
  it('an HTTP error carries the request that failed and the error body, redacted', async () => {
    fake().state.script({ scenario: 'unit', turns: [{ type: 'error', preset: 'model-not-found' }] });
    const provider = createProvider({ provider: v.provider, model: 'fake-model', apiKey: KEY, baseUrl: v.base(), stream: true });
    const error = await provider.complete({ model: 'fake-model', system: '', messages: [{ role: 'user', content: 'moon?' }], tools: [] }).then(
      () => { throw new Error('expected a failure'); },
      (e: unknown) => e as LlmError,
    );
    expect(error).toBeInstanceOf(LlmError);
    expect(error.raw?.status).toBe(404);
    expect(error.raw?.requestBody.text).toBe(fake().state.requests[0]?.rawBody);
    expect(error.raw?.responseBody.text).toContain('error');
    expect(error.raw?.incomplete).toBeUndefined();
    expect(JSON.stringify(error.raw)).not.toContain(KEY);
  });
});
