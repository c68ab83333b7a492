// The loop over the real provider adapters, against the fake LLM server speaking the providers' wire formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlmServer, type FakeTurn } from '../../../test-support/fake-llm/server';
import { fakeLlmRequests, useScenario } from '../../../test-support/fake-llm/client';
import { createProvider } from '../llm/createProvider';
import type { ProviderId } from '../llm/types';
import { createCodeModeServer } from '../surfaces/codeModeServer';
import { connectInMemory } from '../surfaces/connect';
import { execResult, FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import { runAgent } from './runAgent';
import { buildSystemPrompt } from './systemPrompt';
import type { AgentEvent } from './types';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlm({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const code = 'r = requests.get(f"{BASE_URL}/breweries", params={"by_name": "moon"})\nresult = [b["name"] for b in r.json()][:5]';

async function runScenario(provider: ProviderId, turns: FakeTurn[], stream = true, signal?: AbortSignal) {
  const scenario = `wire-${provider}-${Math.random().toString(36).slice(2, 8)}`;
  await useScenario(scenario, turns, server.url);
  const baseUrl = provider === 'openai' ? `${server.url}/v1` : server.url;
  const llm = createProvider({ provider, model: scenario, apiKey: 'sk-test-key', baseUrl, stream });
  const runner = new FakeRunner([execResult({ ok: false, error: "NameError: name 'reqests' is not defined", traceback: 'Traceback (most recent call last):\n  File "<script>", line 1, in <module>\nNameError: name \'reqests\' is not defined' }), execResult({ result: ['Blue Moon Brewing', 'Moonlight Brewing'] })]);
  const client = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner }));
  const events: AgentEvent[] = [];
  const summary = await runAgent({
    mode: 'code',
    provider: llm,
    model: scenario,
    client,
    systemPrompt: buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://api.test/v1', mode: 'code' }),
    messages: [{ role: 'user', content: 'moon breweries' }],
    onEvent: (e) => events.push(e),
    sleep: () => Promise.resolve(),
    signal,
  });
  await client.close();
  return { summary, events, requests: await fakeLlmRequests(server.url, scenario) };
}

const fullTask: FakeTurn[] = [
  { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'breweries by name' } }], usage: { input: 600, output: 20 } },
  { type: 'tool-calls', calls: [{ name: 'get_schema', arguments: '{"names": ["listBreweries"' }], usage: { input: 700, output: 20 } },
  { type: 'tool-calls', calls: [{ name: 'get_schema', arguments: { names: ['listBreweries'] } }], usage: { input: 800, output: 20 } },
  { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: code.replace('requests.get', 'reqests.get') } }], usage: { input: 900, output: 60 } },
  { type: 'error', status: 429, retryAfter: 1 },
  { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code } }], usage: { input: 1000, output: 60 } },
  { type: 'template', template: 'Found: {{lastToolResult}}', usage: { input: 1100, output: 30, cached: 500 } },
];

describe.each<ProviderId>(['openai', 'anthropic'])('runAgent over the %s wire', (provider) => {
  it('recovers from malformed args, a failing run and a 429, then answers from the result', async () => {
    const { summary, events, requests } = await runScenario(provider, fullTask);
    expect(summary.error).toBeUndefined();
    expect(summary.answer).toContain('Blue Moon Brewing');
    expect(summary.steps.map((s) => `${s.tool}:${s.status}`)).toEqual(['search:ok', 'get_schema:error', 'get_schema:ok', 'execute:error', 'execute:ok']);
    expect(summary.totals).toMatchObject({ inputTokens: 5100, outputTokens: 210, cachedInputTokens: 500, allReported: true });
    expect(events.filter((e) => e.type === 'retry')).toHaveLength(1);
    expect(requests.every((r) => r.tools.join() === 'search,get_schema,execute,save_skill')).toBe(true);
    expect(requests.flatMap((r) => (r.violation ? [r.violation.message] : []))).toEqual([]);
    // The model saw the malformed-JSON error and the trimmed traceback in the tool results it was sent.
    const sent = requests.map((r) => r.rawBody).join('\n');
    expect(sent).toContain('Invalid JSON in the arguments for get_schema');
    expect(sent).toContain("line 1: r = reqests.get");
    expect(sent).not.toContain('sk-test-key');
  });
});

describe('runAgent over the wire: errors', () => {
  it('ends a 401 with the provider-specific message and keeps the conversation', async () => {
    const { summary } = await runScenario('openai', [{ type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'x' } }] }, { type: 'error', status: 401, message: 'Incorrect API key provided: sk-tes***key' }], false);
    expect(summary.error?.kind).toBe('auth');
    expect(summary.error?.message).toContain('check your API key for OpenAI');
    expect(summary.error?.message).not.toContain('sk-');
    expect(summary.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
  });

  it('names the unknown model', async () => {
    const { summary } = await runScenario('anthropic', [{ type: 'error', status: 404, preset: 'model-not-found' }]);
    expect(summary.error?.kind).toBe('model-not-found');
    expect(summary.error?.message).toMatch(/^Model "wire-anthropic-\w+" was not found at Anthropic \(http:\/\/127\.0\.0\.1:\d+, HTTP 404\)\. Check the model id\./);
  });

  it('Stop aborts a request the model never answers', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { summary } = await runScenario('openai', [{ type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'x' } }] }, { type: 'hang' }], true, controller.signal);
    expect(summary.error?.kind).toBe('aborted');
    expect(summary.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
  });
});
