// What the strict fake answers on the wire: rule violations, injected 429/5xx, errors inside streams, empty replies.
import { describe, expect, it } from 'vitest';
import { injectFakeLlm, useScenario } from './client';
import { useFakeLlm } from './useFakeLlm';

const fake = useFakeLlm({ strict: false });

const post = (path: string, body: unknown) =>
  fetch(`${fake().url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const openAi = (extra: Record<string, unknown> = {}) => post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'hi' }], ...extra });
const anthropic = (extra: Record<string, unknown> = {}) => post('/v1/messages', { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], ...extra });
const gemini = (method = 'generateContent', extra: Record<string, unknown> = {}) =>
  post(`/v1beta/models/m:${method}${method === 'streamGenerateContent' ? '?alt=sse' : ''}`, { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], ...extra });

describe('strict fake: broken rules', () => {
  it('answers each wire with its own error body, records the violation and keeps the turn', async () => {
    await useScenario('strict', [{ type: 'text', text: 'ok' }], fake().url);
    const tools = Array.from({ length: 129 }, (_, i) => ({ type: 'function', function: { name: `t${i}`, parameters: { type: 'object' } } }));
    const res = await openAi({ tools });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: {
      message: "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 129 instead.",
      type: 'invalid_request_error', param: 'tools', code: 'array_above_max_length',
    } });
    const bad = await anthropic({ messages: [{ role: 'user', content: 'a' }, { role: 'user', content: 'b' }] });
    expect(await bad.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringMatching(/roles must alternate/) as unknown } });
    const empty = await gemini('generateContent', { contents: [{ role: 'user', parts: [{ text: '' }] }] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: { code: 400, status: 'INVALID_ARGUMENT', message: "* GenerateContentRequest.contents[0].parts[0].data: required oneof field 'data' must have one initialized field\n" } });
    expect(fake().state.requests.map((r) => r.violation?.status)).toEqual([400, 400, 400]);
    expect((await (await openAi()).json() as { choices: { message: { content: string } }[] }).choices[0]!.message.content).toBe('ok');
  });
});

describe('strict fake: injected failures', () => {
  it('sends Retry-After exposed to browsers, or not, and states waits in the body the provider way', async () => {
    await useScenario('429', [
      { type: 'error', status: 429, retryAfter: 3 },
      { type: 'error', status: 429, retryAfter: 3, exposeRetryAfter: false },
      { type: 'error', preset: 'rate-limit', waitInBody: 1.2 },
      { type: 'error', preset: 'rate-limit', waitInBody: 0.02 },
    ], fake().url);
    const exposed = await openAi();
    expect(exposed.headers.get('retry-after')).toBe('3');
    expect(exposed.headers.get('access-control-expose-headers')).toContain('retry-after');
    const hidden = await openAi();
    expect(hidden.headers.get('retry-after')).toBe('3');
    expect(hidden.headers.get('access-control-expose-headers')).not.toContain('retry-after');
    const inBody = (await (await openAi()).json()) as { error: { message: string; code: string } };
    expect(inBody.error).toMatchObject({ code: 'rate_limit_exceeded', message: expect.stringContaining('Please try again in 1.2s.') as unknown });
    expect(((await (await openAi()).json()) as { error: { message: string } }).error.message).toContain('Please try again in 20ms.');
    await useScenario('429-gemini', [{ type: 'error', preset: 'rate-limit', waitInBody: 2 }], fake().url);
    const google = await gemini();
    expect(google.status).toBe(429);
    expect(await google.json()).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED', details: expect.arrayContaining([{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2s' }]) as unknown } });
  });

  it('answers the overloaded preset with each provider status', async () => {
    await useScenario('busy', [{ type: 'error', preset: 'overloaded' }, { type: 'error', preset: 'overloaded' }, { type: 'error', preset: 'overloaded' }], fake().url);
    expect((await anthropic()).status).toBe(529);
    expect((await openAi()).status).toBe(503);
    expect(await (await gemini()).json()).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
  });

  it('fails a stream after HTTP 200 in each wire format', async () => {
    await useScenario('mid', [
      { type: 'stream-error', error: 'overloaded', text: 'Partial' },
      { type: 'stream-error', error: 'server', text: 'Partial' },
      { type: 'stream-error', error: 'overloaded' },
    ], fake().url);
    const claude = await anthropic({ stream: true });
    expect(claude.status).toBe(200);
    expect(await claude.text()).toMatch(/text_delta[\s\S]*event: error\ndata: \{"type":"error","error":\{"type":"overloaded_error","message":"Overloaded"\}\}\n\n$/);
    const gpt = await openAi({ stream: true });
    const text = await gpt.text();
    expect(text).toContain('data: {"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error","param":null,"code":null}}');
    expect(text).not.toContain('[DONE]');
    expect(await (await gemini('streamGenerateContent')).text()).toContain('"error":{"code":503,"message":"The model is overloaded. Please try again later.","status":"UNAVAILABLE"}');
  });

  it('sends empty replies the way each provider does', async () => {
    await useScenario('empty', [
      { type: 'empty', reason: 'safety' }, { type: 'empty', reason: 'malformed-function-call' }, { type: 'empty', reason: 'stop' },
      { type: 'empty', reason: 'prompt-blocked' }, { type: 'empty', reason: 'stop' }, { type: 'empty', reason: 'safety' },
    ], fake().url);
    const candidate = async () => ((await (await gemini()).json()) as { candidates?: Record<string, unknown>[]; promptFeedback?: unknown });
    expect((await candidate()).candidates?.[0]).toMatchObject({ finishReason: 'SAFETY' });
    expect((await candidate()).candidates?.[0]).toMatchObject({ finishReason: 'MALFORMED_FUNCTION_CALL', finishMessage: expect.stringMatching(/^Malformed function call/) as unknown });
    expect((await candidate()).candidates?.[0]).toMatchObject({ finishReason: 'STOP', content: { role: 'model' } });
    expect(await candidate()).toMatchObject({ promptFeedback: { blockReason: 'SAFETY' } });
    expect(await (await openAi()).json()).toMatchObject({ choices: [{ message: { content: '' }, finish_reason: 'stop' }] });
    expect(await (await anthropic()).json()).toMatchObject({ content: [], stop_reason: 'refusal' });
  });

  it('injects turns before the next unused one', async () => {
    await useScenario('inject', [{ type: 'text', text: 'first' }, { type: 'text', text: 'second' }], fake().url);
    await openAi();
    const status = await injectFakeLlm({ turns: [{ type: 'error', status: 503 }] }, fake().url);
    expect(status).toEqual({ scenario: 'inject', total: 3, consumed: [0] });
    expect((await openAi()).status).toBe(503);
    expect(((await (await openAi()).json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content).toBe('second');
  });
});
