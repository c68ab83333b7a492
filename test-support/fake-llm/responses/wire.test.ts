// POST /v1/responses on the wire: OpenAI's error body for a broken rule (no turn used), the SSE event order of a
// hosted search, and the turns only this wire can answer.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../useFakeLlm';

const fake = useFakeLlm({ strict: false });
const deferred = { type: 'function', name: 'list_breweries', description: 'd', parameters: { type: 'object', properties: {} }, strict: false, defer_loading: true };

const post = (body: Record<string, unknown>, path = '/v1/responses') =>
  fetch(`${fake().url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body: JSON.stringify(body) });

describe('fake LLM, Responses API wire', () => {
  it('answers a broken rule with OpenAI\'s error body and keeps the scripted turn', async () => {
    fake().state.script({ scenario: 'w', turns: [{ type: 'text', text: 'ok' }] });
    const res = await post({ model: 'gpt-5.4-mini', input: 'hi', tools: [deferred] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: Record<string, unknown> };
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', param: 'tools[0].defer_loading' });
    expect(fake().state.requests[0]).toMatchObject({ wire: 'openai-responses', turnIndex: null, violation: { status: 400 } });
    expect(fake().state.status('w')?.consumed).toEqual([]);
  });

  it('streams a hosted search as tool_search_call, tool_search_output, then the loaded call', async () => {
    fake().state.script({ scenario: 'w', turns: [{ type: 'tool-search', arguments: { query: 'b' }, load: ['list_breweries'], calls: [{ name: 'list_breweries', arguments: {} }] }] });
    const res = await post({ model: 'gpt-5.4-mini', input: 'hi', stream: true, tools: [deferred, { type: 'tool_search' }] });
    const text = await res.text();
    const events = [...text.matchAll(/^event: (\S+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe('response.created');
    expect(events.at(-1)).toBe('response.completed');
    const done = [...text.matchAll(/"type":"response\.output_item\.done","output_index":\d+,"item":\{[^{]*?"type":"(\w+)"/g)].map((m) => m[1]);
    expect(done).toEqual(['tool_search_call', 'tool_search_output', 'function_call']);
  });

  it('refuses a native turn on Chat Completions, by name', async () => {
    fake().state.script({ scenario: 'w', turns: [{ type: 'program', code: 'x', calls: [] }] });
    const res = await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }, '/v1/chat/completions');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/'program' turn is emulated only on the Anthropic Messages wire and the OpenAI Responses wire/);
  });
});
