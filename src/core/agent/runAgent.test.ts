import { describe, expect, it } from 'vitest';
import { LlmError } from '../llm/types';
import type { ChatMessage } from '../llm/types';
import { createClassicServer } from '../surfaces/classicServer';
import { createCodeModeServer } from '../surfaces/codeModeServer';
import { connectInMemory } from '../surfaces/connect';
import { execResult, FakeCatalog, FakeRunner, fakeHttp } from '../../../test-support/mcpFakes';
import type { ExecutionResult } from '../execution/types';
import { runAgent } from './runAgent';
import type { RunAgentOptions } from './runAgent';
import { callTools, reply, ScriptedProvider, usage } from '../../../test-support/scriptedProvider';
import type { ScriptStep } from '../../../test-support/scriptedProvider';
import type { AgentEvent } from './types';
import { Workspace } from '../workspace';

const user: ChatMessage = { role: 'user', content: 'Find breweries with moon in the name, top 5 as name and city' };
const moonRequests = [{ method: 'GET', url: 'https://api.test/v1/breweries?by_name=moon&per_page=5', status: 200, ms: 30, bytes: 800, allowed: true }];
const moonResult = execResult({ result: [{ name: 'Blue Moon', city: 'Denver' }], requests: moonRequests });

async function run(script: ScriptStep[], runs: Array<ExecutionResult | ((s?: AbortSignal) => Promise<ExecutionResult>)> = [], extra: Partial<RunAgentOptions> = {}) {
  const provider = new ScriptedProvider(script);
  const runner = new FakeRunner(runs);
  const client = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner, allowedBases: ['https://api.test/v1'] }));
  const events: AgentEvent[] = [];
  const waits: number[] = [];
  let clock = 1000;
  const summary = await runAgent({
    mode: 'code',
    provider,
    model: 'gpt-test',
    client,
    systemPrompt: 'sys',
    messages: [user],
    onEvent: (e) => events.push(e),
    now: () => (clock += 5),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...extra,
  });
  await client.close();
  return { summary, events, provider, runner, waits };
}

describe('runAgent in code mode', () => {
  it('searches, reads the schema, executes and answers', async () => {
    const code = 'r = requests.get(f"{BASE_URL}/breweries", params={"by_name": "moon", "per_page": 5})\nresult = r.json()';
    const { summary, events, provider, runner } = await run(
      [callTools([['search', { query: 'breweries by name' }]]), callTools([['get_schema', { names: ['listBreweries'] }]]), callTools([['execute', { code }]]), reply('Blue Moon — Denver', usage(300, 15))],
      [moonResult],
    );
    expect(summary.ok).toBe(true);
    expect(summary.answer).toBe('Blue Moon — Denver');
    expect(summary.steps.map((s) => [s.tool, s.status])).toEqual([['search', 'ok'], ['get_schema', 'ok'], ['execute', 'ok']]);
    expect(summary.steps[2]?.execution?.code).toBe(code);
    expect(summary.steps[2]?.requests).toEqual(moonRequests);
    expect(summary).toMatchObject({ toolCalls: 3, httpRequests: 1 });
    expect(summary.totals).toEqual({ inputTokens: 600, outputTokens: 75, cachedInputTokens: 0, allReported: true });
    expect(runner.calls[0]?.code).toBe(code);
    expect(provider.requests[0]?.tools.map((t) => t.name)).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
    const lastRequest = provider.requests[3]?.messages ?? [];
    expect(lastRequest).toHaveLength(7);
    expect(lastRequest[6]).toMatchObject({ role: 'tool', toolName: 'execute', isError: false });
    expect(summary.messages).toHaveLength(8);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(['turn-start', 'turn-end', 'tool-start', 'tool-end']);
    expect(types.at(-1)).toBe('done');
    expect(types).toContain('text-delta');
    expect(types).not.toContain('error');
  });

  it('leaves the time a request waited for the user\'s approval out of the wall time', async () => {
    let t = 0;
    const approved = { ...moonRequests[0], method: 'POST', waitedMs: 60_000 } as (typeof moonRequests)[number] & { waitedMs: number };
    const slowRun = () => {
      t += 60_500;
      return Promise.resolve(execResult({ requests: [approved] }));
    };
    const { summary } = await run([callTools([['execute', { code: 'x' }]]), reply('done')], [slowRun], { now: () => t });
    expect(summary.wallMs).toBe(500);
  });

  it('reports malformed tool arguments back to the model, which then fixes them', async () => {
    const { summary, provider, runner } = await run([callTools([['execute', '{"code": "result = 1']]), callTools([['execute', { code: 'result = 1' }]]), reply('1')], [execResult({ result: 1 })]);
    expect(summary.ok).toBe(true);
    expect(summary.steps.map((s) => s.status)).toEqual(['error', 'ok']);
    const fedBack = provider.requests[1]?.messages.at(-1);
    expect(fedBack).toMatchObject({ role: 'tool', isError: true });
    expect(fedBack?.content).toContain('Invalid JSON in the arguments for execute');
    expect(runner.calls).toHaveLength(1);
  });

  it('feeds a failing run back as a tool error and succeeds on the next turn', async () => {
    const traceback = 'Traceback (most recent call last):\n  File "<exec>", line 1, in <module>\nKeyError: \'items\'';
    const { summary, provider } = await run(
      [callTools([['execute', { code: 'result = r["items"]' }]]), callTools([['execute', { code: 'result = r' }]]), reply('done')],
      [execResult({ ok: false, error: "KeyError: 'items'", traceback }), moonResult],
    );
    expect(summary.ok).toBe(true);
    expect(summary.steps.map((s) => s.status)).toEqual(['error', 'ok']);
    const fedBack = provider.requests[1]?.messages.at(-1);
    expect(fedBack?.content).toContain('line 1: result = r["items"]');
    expect(fedBack?.content).toContain("KeyError: 'items'");
    expect(summary.steps[0]?.execution?.result.ok).toBe(false);
  });

  it('retries a 429 after Retry-After and then succeeds', async () => {
    const { summary, events, waits } = await run([new LlmError('rate-limit', 'slow down', { status: 429, retryAfter: 2 }), reply('hi')]);
    expect(summary.ok).toBe(true);
    expect(waits).toEqual([2000]);
    expect(events.find((e) => e.type === 'retry')).toMatchObject({ attempt: 1, waitMs: 2000, turn: 1 });
  });

  it('keeps the raw exchange of the attempt that answered, and how many attempts failed before it', async () => {
    const raw = { method: 'POST', url: 'https://api.example/v1/x', requestHeaders: [], requestBody: { text: '{}', bytes: 2, cut: false }, status: 200, responseHeaders: [], responseBody: { text: '{"ok":1}', bytes: 8, cut: false }, streamed: false };
    const busy = () => new LlmError('server', 'busy', { status: 503 });
    const { summary } = await run([busy(), busy(), { ...reply('hi'), raw }, { ...reply('again'), raw }]);
    expect(summary.turns[0]).toMatchObject({ raw, failedAttempts: 2 });
    const plain = await run([{ ...reply('hi'), raw }]);
    expect(plain.summary.turns[0]?.raw).toEqual(raw);
    expect(plain.summary.turns[0]?.failedAttempts).toBeUndefined();
  });

  it('backs off exponentially on server errors and gives up with a clear message', async () => {
    const err = () => new LlmError('server', 'overloaded', { status: 503 });
    const { summary, waits } = await run([err(), err(), err(), err()], [], { retry: { maxRetries: 3, baseDelayMs: 500, random: () => 0.5 } });
    expect(waits).toEqual([500, 1000, 2000]);
    expect(summary.error?.kind).toBe('server');
    expect(summary.error?.message).toContain('after 3 retries');
  });

  it('does not wait when Retry-After exceeds the cap', async () => {
    const { summary, waits } = await run([new LlmError('rate-limit', 'quota', { status: 429, retryAfter: 3600 })]);
    expect(waits).toEqual([]);
    expect(summary.error?.kind).toBe('rate-limit');
    expect(summary.error?.message).toContain('3600 s');
  });

  it('ends a 401 with a specific message and keeps the conversation', async () => {
    const { summary, events, waits } = await run([callTools([['search', { query: 'breweries' }]]), new LlmError('auth', 'Incorrect API key provided: sk-abc***', { status: 401 })]);
    expect(summary.ok).toBe(false);
    expect(summary.error).toEqual({ kind: 'auth', message: 'OpenAI rejected the request (HTTP 401): check your API key for OpenAI.' });
    expect(summary.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(waits).toEqual([]);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['error', 'done']);
  });

  it('stops mid-execute: aborts the sandbox and keeps a valid history', async () => {
    const controller = new AbortController();
    let sandboxSignal: AbortSignal | undefined;
    const hang = (signal?: AbortSignal) =>
      new Promise<ExecutionResult>((resolve) => {
        sandboxSignal = signal;
        signal?.addEventListener('abort', () => resolve(execResult({ ok: false, error: 'Stopped' })));
        setTimeout(() => controller.abort(), 5);
      });
    const { summary, events } = await run([callTools([['execute', { code: 'while True: pass' }], ['search', { query: 'x' }]])], [hang], { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 10));
    expect(summary.error?.kind).toBe('aborted');
    expect(sandboxSignal?.aborted).toBe(true);
    expect(summary.steps).toHaveLength(1);
    expect(summary.steps[0]?.status).toBe('error');
    const tools = summary.messages.filter((m) => m.role === 'tool');
    expect(tools).toHaveLength(2);
    expect(events.filter((e) => e.type === 'tool-end')).toHaveLength(1);
  });

  it('stops while the model is still answering', async () => {
    const controller = new AbortController();
    const slow = (req: { signal?: AbortSignal }) =>
      new Promise<never>((_, reject) => {
        req.signal?.addEventListener('abort', () => reject(new LlmError('aborted', 'aborted')));
        setTimeout(() => controller.abort(), 5);
      });
    const { summary } = await run([slow], [], { signal: controller.signal });
    expect(summary.error?.kind).toBe('aborted');
    expect(summary.messages).toEqual([user]);
  });

  it('stops after max turns with a clear error', async () => {
    const loop = Array.from({ length: 5 }, () => callTools([['search', { query: 'again' }]]));
    const { summary } = await run(loop, [], { maxTurns: 3 });
    expect(summary.ok).toBe(false);
    expect(summary.turns).toHaveLength(3);
    expect(summary.error).toMatchObject({ kind: 'max-turns' });
    expect(summary.error?.message).toContain('Stopped after 3 turns');
  });

  it('marks totals as estimated when a turn has no reported usage', async () => {
    const { summary } = await run([callTools([['search', { query: 'a' }]], usage(10, 1, false)), reply('ok')]);
    expect(summary.totals.allReported).toBe(false);
    expect(summary.totals.inputTokens).toBe(110);
  });
});

describe('runAgent in classic mode', () => {
  it('calls operation tools over HTTP and suggests code mode when the context is too long', async () => {
    const http = fakeHttp(() => ({ status: 200, body: '[{"name":"Blue Moon"}]' }));
    const tool = { name: 'listBreweries', description: 'List', inputSchema: { type: 'object', properties: { by_name: { type: 'string' } } }, method: 'GET' as const, path: '/breweries', params: [{ name: 'by_name', in: 'query' as const }] };
    const client = await connectInMemory(createClassicServer({ tools: [tool], http, baseUrl: 'https://api.test/v1' }));
    const provider = new ScriptedProvider([callTools([['listBreweries', { by_name: 'moon' }]]), new LlmError('context-too-long', 'too long', { status: 400 })]);
    const summary = await runAgent({ mode: 'classic', provider, model: 'm', client, systemPrompt: 's', messages: [user] });
    await client.close();
    expect(http.requests[0]?.url).toBe('https://api.test/v1/breweries?by_name=moon');
    expect(summary.httpRequests).toBe(1);
    expect(summary.error?.kind).toBe('context-too-long');
    expect(summary.error?.message).toContain('try code mode');
  });

  it('after an off-ramp the next turn offers execute (the forced switch), and the trace marks the kept-out tokens', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: `b${i}`, name: `Brewery ${i}`, city: 'Portland' }));
    const http = fakeHttp(() => ({ status: 200, body: JSON.stringify(rows) }));
    const tool = { name: 'listBreweries', description: 'List', inputSchema: { type: 'object', properties: {} }, method: 'GET' as const, path: '/breweries', params: [] };
    const workspace = new Workspace();
    const runner = new FakeRunner([execResult({ result: 2_000 })]);
    const client = await connectInMemory(createClassicServer({ tools: [tool], http, baseUrl: 'https://api.test/v1', dataPath: { runner, offRamp: { thresholdTokens: 4_000, workspace } } }));
    const code = 'import json\nresult = len(json.load(open("/data/listBreweries-1.json")))';
    const provider = new ScriptedProvider([callTools([['listBreweries', {}]]), callTools([['execute', { code }]]), reply('2000 breweries')]);
    const summary = await runAgent({ mode: 'classic', provider, model: 'm', client, systemPrompt: 's', messages: [user] });
    await client.close();
    expect(provider.requests.map((r) => r.tools.map((t) => t.name))).toEqual([['listBreweries'], ['listBreweries', 'execute'], ['listBreweries', 'execute']]);
    expect(summary.steps[0]?.offRamp?.path).toBe('/data/listBreweries-1.json');
    expect(summary.steps[0]?.offRamp?.tokensKeptOut).toBeGreaterThan(4_000);
    expect(summary.steps[1]?.execution?.code).toBe(code);
    expect(summary.answer).toBe('2000 breweries');
  });
});
