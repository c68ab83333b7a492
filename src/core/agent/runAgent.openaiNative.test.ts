// The agent loop with the real OpenAI adapter against the strict fake's Responses API: each native mode answers
// through the classic MCP tools and HTTP, totals equal the fake's usage, and the fake logs no protocol violation.
import { describe, expect, it } from 'vitest';
import { createProvider } from '../llm/createProvider';
import type { ChatMessage } from '../llm/types';
import { createClassicServer } from '../surfaces/classicServer';
import { connectInMemory } from '../surfaces/connect';
import { fakeHttp } from '../../../test-support/mcpFakes';
import { useFakeLlm } from '../../../test-support/fake-llm/useFakeLlm';
import type { FakeTurn } from '../../../test-support/fake-llm/types';
import { runAgent, type RunAgentOptions } from './runAgent';

const fake = useFakeLlm({ strict: true });
const user: ChatMessage = { role: 'user', content: 'Breweries with moon in the name?' };
const listTool = { name: 'listBreweries', description: 'List breweries', inputSchema: { type: 'object', properties: { by_name: { type: 'string' } } }, method: 'GET' as const, path: '/breweries', params: [{ name: 'by_name', in: 'query' as const }] };
const getTool = { name: 'getBrewery', description: 'One brewery', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, method: 'GET' as const, path: '/breweries/{id}', params: [{ name: 'id', in: 'path' as const }] };

async function run(mode: RunAgentOptions['mode'], turns: FakeTurn[], extra: Partial<RunAgentOptions> = {}) {
  fake().state.script({ scenario: 'agent', turns });
  const http = fakeHttp(() => ({ status: 200, body: '[{"name":"Moonlight","city":"Santa Rosa"}]' }));
  const client = await connectInMemory(createClassicServer({ tools: [listTool, getTool], http, baseUrl: 'https://api.test/v1' }));
  const provider = createProvider({ provider: 'openai', model: 'gpt-5.4-mini', apiKey: 'sk-test-agent-0123456789abcdef', baseUrl: `${fake().url}/v1` });
  const summary = await runAgent({ mode, provider, model: 'gpt-5.4-mini', client, systemPrompt: 's', messages: [user], ...extra });
  await client.close();
  return { summary, http, requests: fake().state.requests };
}

describe('runAgent + OpenAI adapter in the native modes (strict fake, Responses API)', () => {
  it('tool-search: the hosted search loads a deferred tool, the call runs over HTTP, totals match the fake', async () => {
    const { summary, http, requests } = await run('tool-search', [
      { type: 'tool-search', arguments: { query: 'breweries by name' }, load: ['listBreweries'], calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }], usage: { input: 800, output: 30, cached: 0 } },
      { type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1000, output: 40, cached: 500 } },
    ]);
    expect(requests.map((r) => r.path)).toEqual(['/v1/responses', '/v1/responses']);
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.test/v1/breweries?by_name=moon']);
    expect(summary.turns[0]?.native).toEqual([expect.objectContaining({ kind: 'search', query: 'breweries by name', loaded: ['listBreweries'] })]);
    expect(summary).toMatchObject({ ok: true, totals: { inputTokens: 1800, outputTokens: 70, cachedInputTokens: 500 } });
    expect(summary.answer).toContain('Moonlight');
  });

  it('tool-search-local: our ranking answers the client tool_search; an empty ranking is answered too', async () => {
    const queries: string[] = [];
    const { summary, requests } = await run('tool-search-local', [
      { type: 'tool-search', arguments: { query: 'nothing like this' } },
      { type: 'tool-search', arguments: { query: 'breweries by name' } },
      { type: 'tool-calls', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }] },
      { type: 'echo-last-tool-result' },
    ], { native: { searchTools: (q) => (queries.push(q), Promise.resolve(q.includes('breweries') ? ['listBreweries'] : [])) } });
    expect(queries).toEqual(['nothing like this', 'breweries by name']);
    expect(requests).toHaveLength(4);
    expect(summary.steps.map((s) => s.tool)).toEqual(['search_tools', 'search_tools', 'listBreweries']);
    expect(summary.ok).toBe(true);
  });

  it('programmatic: the nested call goes through the classic tool and HTTP and is answered to its program', async () => {
    const { summary, http } = await run('programmatic', [
      { type: 'program', code: 'text(JSON.stringify(await tools.listBreweries({by_name: "moon"})))', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }], usage: { input: 600, output: 50, cached: 0 } },
      { type: 'program-output', result: '{{lastToolResult}}', text: 'Moonlight, Santa Rosa', usage: { input: 900, output: 20, cached: 0 } },
    ]);
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.test/v1/breweries?by_name=moon']);
    const programId = summary.turns[0]?.native?.[0]?.id;
    expect(summary.steps[0]).toMatchObject({ tool: 'listBreweries', status: 'ok', calledBy: programId });
    expect(summary.turns[1]?.native?.[0]).toMatchObject({ kind: 'program', id: programId, output: expect.stringContaining('Moonlight') });
    expect(summary).toMatchObject({ ok: true, answer: 'Moonlight, Santa Rosa', totals: { inputTokens: 1500, outputTokens: 70 } });
  });
});
