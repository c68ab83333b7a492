// The agent loop in the provider-native modes: what each request carries, nested calls through the classic tools,
// our own search answering with loaded tools, and a program's pending calls that expired.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, CompletionResponse, NativeContent } from '../llm/types';
import { createClassicServer } from '../surfaces/classicServer';
import { connectInMemory } from '../surfaces/connect';
import { fakeHttp } from '../../../test-support/mcpFakes';
import { reply, ScriptedProvider, usage } from '../../../test-support/scriptedProvider';
import { runAgent } from './runAgent';
import type { RunAgentOptions } from './runAgent';
import type { AgentEvent } from './types';

const user: ChatMessage = { role: 'user', content: 'Breweries with moon in the name?' };
const listTool = { name: 'listBreweries', description: 'List breweries', inputSchema: { type: 'object', properties: { by_name: { type: 'string' } } }, method: 'GET' as const, path: '/breweries', params: [{ name: 'by_name', in: 'query' as const }] };
const getTool = { name: 'getBrewery', description: 'One brewery', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, method: 'GET' as const, path: '/breweries/{id}', params: [{ name: 'id', in: 'path' as const }] };
const PROGRAM: NativeContent = { provider: 'anthropic', items: [{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'code_execution', input: { code: 'print(1)' } }], state: { containerId: 'container_1', containerExpiresAt: '2026-01-01T00:04:30.000Z' } };

function nested(): CompletionResponse {
  return {
    text: '', usage: usage(500, 40), stopReason: 'tool_use', native: { content: PROGRAM, events: [{ kind: 'program', id: 'srvtoolu_1', code: 'print(1)' }] },
    toolCalls: [{ id: 'toolu_1', name: 'listBreweries', argumentsJson: '{"by_name":"moon"}', caller: { programId: 'srvtoolu_1' } }],
  };
}

async function run(mode: RunAgentOptions['mode'], script: ConstructorParameters<typeof ScriptedProvider>[0], extra: Partial<RunAgentOptions> = {}) {
  const http = fakeHttp(() => ({ status: 200, body: '[{"name":"Moonlight","city":"Santa Rosa"}]' }));
  const client = await connectInMemory(createClassicServer({ tools: [listTool, getTool], http, baseUrl: 'https://api.test/v1' }));
  const provider = new ScriptedProvider(script, 'anthropic');
  const events: AgentEvent[] = [];
  const summary = await runAgent({ mode, provider, model: 'claude-sonnet-5-5', client, systemPrompt: 's', messages: [user], onEvent: (e) => events.push(e), now: () => Date.parse('2026-01-01T00:00:00Z'), ...extra });
  await client.close();
  return { summary, provider, http, events };
}

describe('runAgent in the native modes', () => {
  it('tool-search: every operation deferred, the search variant sent, the search shown in the turn', async () => {
    const searched: CompletionResponse = { ...reply('Moonlight, Santa Rosa', usage(900, 30)), native: { content: { provider: 'anthropic', items: [{ type: 'text', text: 'Moonlight, Santa Rosa' }] }, events: [{ kind: 'search', id: 'srvtoolu_s', query: 'list breweries', loaded: ['listBreweries'], local: false }] } };
    const { summary, provider, events } = await run('tool-search', [searched], { native: { searchVariant: 'regex' } });
    expect(provider.requests[0]?.native).toEqual({ mode: 'tool-search', searchVariant: 'regex', deferred: ['listBreweries', 'getBrewery'] });
    expect(summary.turns[0]?.native?.[0]).toMatchObject({ kind: 'search', query: 'list breweries', loaded: ['listBreweries'] });
    expect(events.some((e) => e.type === 'native' && e.event.kind === 'search')).toBe(true);
    expect(summary.messages.at(-1)).toMatchObject({ role: 'assistant', native: { provider: 'anthropic' } });
  });

  it('programmatic: a nested call runs through the classic tool and HTTP, the next request carries the container', async () => {
    const { summary, provider, http } = await run('programmatic', [nested(), reply('Moonlight — Santa Rosa', usage(700, 20))]);
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.test/v1/breweries?by_name=moon']);
    expect(summary.steps[0]).toMatchObject({ tool: 'listBreweries', status: 'ok', calledBy: 'srvtoolu_1' });
    expect(provider.requests[0]?.native).toEqual({ mode: 'programmatic', deferred: [] });
    expect(provider.requests[1]?.native?.state).toEqual(PROGRAM.state);
    expect(provider.requests[1]?.messages[1]).toMatchObject({ role: 'assistant', native: PROGRAM });
    expect(summary).toMatchObject({ ok: true, answer: 'Moonlight — Santa Rosa', totals: { inputTokens: 1200, outputTokens: 60 } });
  });

  it('programmatic: results for calls whose container expired are not sent; the error says why', async () => {
    const { summary, provider, http } = await run('programmatic', [nested(), reply('never')], { now: () => Date.parse('2026-01-01T00:05:00Z') });
    expect(http.requests).toHaveLength(1);
    expect(provider.requests).toHaveLength(1);
    expect(summary.error?.kind).toBe('expired');
    expect(summary.error?.message).toContain('expired at 2026-01-01T00:04:30.000Z');
  });

  it('programmatic: a follow-up after the container expired starts a new one (no stale container id)', async () => {
    const history: ChatMessage[] = [user, { role: 'assistant', content: 'Moonlight', toolCalls: [], native: PROGRAM }, { role: 'user', content: 'And in Denver?' }];
    const { provider } = await run('programmatic', [reply('None')], { messages: history, now: () => Date.parse('2026-01-01T01:00:00Z') });
    expect(provider.requests[0]?.native).toEqual({ mode: 'programmatic', deferred: [] });
    const { provider: early } = await run('programmatic', [reply('None')], { messages: history, now: () => Date.parse('2026-01-01T00:01:00Z') });
    expect(early.requests[0]?.native?.state).toEqual(PROGRAM.state);
  });

  it('tool-search-local: our search tool is offered undeferred and its answer loads the ranked tools', async () => {
    const search = { text: '', toolCalls: [{ id: 'toolu_s', name: 'search_tools', argumentsJson: '{"query":"breweries by name"}' }], usage: usage(300, 10), stopReason: 'tool_use' as const };
    const queries: string[] = [];
    const { summary, provider, events } = await run('tool-search-local', [search, reply('Moonlight')], { native: { searchTools: (q) => (queries.push(q), Promise.resolve(['listBreweries'])) } });
    expect(queries).toEqual(['breweries by name']);
    const first = provider.requests[0]!;
    expect(first.tools.map((t) => t.name)).toEqual(['listBreweries', 'getBrewery', 'search_tools']);
    expect(first.native).toMatchObject({ mode: 'tool-search-local', localSearchTool: 'search_tools', deferred: ['listBreweries', 'getBrewery'] });
    expect(provider.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'toolu_s', loadedTools: ['listBreweries'], isError: false });
    expect(summary.steps[0]).toMatchObject({ tool: 'search_tools', loadedTools: ['listBreweries'] });
    expect(events.find((e) => e.type === 'native')).toMatchObject({ event: { kind: 'search', local: true, loaded: ['listBreweries'] } });
  });
});
