// The three native modes end to end in Node: the agent loop, the real Anthropic adapter (SDK) and the strict fake
// LLM, which emulates the server side and refuses any request the real API would refuse.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../../test-support/fake-llm/useFakeLlm';
import { fakeHttp } from '../../../../test-support/mcpFakes';
import { runAgent } from '../../agent/runAgent';
import { createClassicServer } from '../../surfaces/classicServer';
import { connectInMemory } from '../../surfaces/connect';
import { createProvider } from '../createProvider';
import type { NativeMode } from '../types';

const fake = useFakeLlm({ strict: true });
const listTool = { name: 'listBreweries', description: 'List breweries, filtered by name', inputSchema: { type: 'object', properties: { by_name: { type: 'string' } } }, method: 'GET' as const, path: '/breweries', params: [{ name: 'by_name', in: 'query' as const }] };
const postTool = { name: 'createBrewery', description: 'Create a brewery', inputSchema: { type: 'object', properties: { body: { type: 'object' } } }, method: 'POST' as const, path: '/breweries', params: [], bodyKey: 'body' };
const ROWS = '[{"name":"Moonlight Brewing","city":"Santa Rosa"}]';

async function runMode(mode: NativeMode, stream: boolean, extra: { searchTools?: (q: string) => Promise<string[]>; searchVariant?: 'bm25' | 'regex' } = {}) {
  const http = fakeHttp(() => ({ status: 200, body: ROWS }));
  const client = await connectInMemory(createClassicServer({ tools: [listTool, postTool], http, baseUrl: 'https://api.test/v1' }));
  const provider = createProvider({ provider: 'anthropic', model: 'claude-sonnet-5-5', apiKey: 'sk-ant-test', baseUrl: fake().url, stream });
  const summary = await runAgent({ mode, provider, model: 'claude-sonnet-5-5', client, systemPrompt: 'Answer with the API.', messages: [{ role: 'user', content: 'Breweries with moon in the name?' }], native: extra });
  await client.close();
  return { summary, http, sent: fake().state.requests.filter((r) => r.wire === 'anthropic').map((r) => r.body as Record<string, unknown>) };
}

const script = (turns: Parameters<ReturnType<typeof fake>['state']['script']>[0]['turns']) => fake().state.script({ scenario: 'native', turns });

describe.each([true, false])('Anthropic native modes (stream %s)', (stream) => {
  it('tool-search: deferred tools plus the hosted search; the trace shows the query and the tools it loaded', async () => {
    script([
      { type: 'tool-search', query: 'list.*brewer', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }], usage: { input: 800, output: 30 } },
      { type: 'echo-last-tool-result', prefix: 'Found: ', usage: { input: 1000, output: 20 } },
    ]);
    const { summary, http, sent } = await runMode('tool-search', stream, { searchVariant: 'regex' });
    expect(summary.error).toBeUndefined();
    expect(summary.answer).toMatch(/^Found: HTTP 200 OK/);
    expect(summary.answer).toContain(ROWS);
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.test/v1/breweries?by_name=moon']);
    expect(sent[0]?.tools).toEqual([
      expect.objectContaining({ name: 'listBreweries', defer_loading: true }),
      expect.objectContaining({ name: 'createBrewery', defer_loading: true }),
      { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    ]);
    expect(summary.turns[0]?.native).toEqual([expect.objectContaining({ kind: 'search', query: 'list.*brewer', loaded: ['listBreweries'] })]);
    expect(summary.totals).toMatchObject({ inputTokens: 1800, outputTokens: 50, allReported: true });
  });

  it('tool-search-local: our search_tools answers with tool_reference blocks that load the ranked tools', async () => {
    script([
      { type: 'tool-calls', calls: [{ name: 'search_tools', arguments: { query: 'breweries by name' } }] },
      { type: 'tool-calls', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }] },
      { type: 'echo-last-tool-result' },
    ]);
    const { summary, sent } = await runMode('tool-search-local', stream, { searchTools: () => Promise.resolve(['listBreweries']) });
    expect(summary.answer).toContain(ROWS);
    expect(sent[0]?.tools).toContainEqual(expect.objectContaining({ name: 'search_tools' }));
    expect((sent[0]?.tools as Array<Record<string, unknown>>).find((t) => t.name === 'search_tools')).not.toHaveProperty('defer_loading');
    const answer = (sent[1]?.messages as Array<{ content: unknown }>).at(-1)?.content;
    expect(answer).toEqual([{ type: 'tool_result', tool_use_id: expect.any(String) as string, content: [{ type: 'tool_reference', tool_name: 'listBreweries' }] }]);
  });

  it('programmatic: nested calls come back with a caller, run through the classic tools, and the container is reused', async () => {
    script([
      { type: 'program', code: 'rows = await listBreweries(by_name="moon")\nprint(rows)', calls: [{ name: 'listBreweries', arguments: { by_name: 'moon' } }], usage: { input: 900, output: 60 } },
      { type: 'program-result', stdout: '{{lastToolResult}}', text: 'Moonlight Brewing, Santa Rosa', usage: { input: 1100, output: 15 } },
    ]);
    const { summary, http, sent } = await runMode('programmatic', stream);
    expect(summary.answer).toBe('Moonlight Brewing, Santa Rosa');
    expect(http.requests).toHaveLength(1);
    expect(summary.steps[0]).toMatchObject({ tool: 'listBreweries', calledBy: expect.stringMatching(/^srvtoolu_/) as string });
    expect(sent[0]?.tools).toContainEqual({ type: 'code_execution_20260120', name: 'code_execution' });
    expect(sent[0]?.tools).toContainEqual(expect.objectContaining({ name: 'listBreweries', allowed_callers: ['code_execution_20260120'] }));
    expect(sent[1]?.container).toMatch(/^container_/);
    const program = summary.turns.flatMap((t) => t.native ?? []).filter((e) => e.kind === 'program');
    expect(program).toEqual([expect.objectContaining({ code: expect.stringContaining('listBreweries') as string }), expect.objectContaining({ output: expect.stringContaining(ROWS) as string, returnCode: 0 })]);
    expect(summary.totals).toMatchObject({ inputTokens: 2000, outputTokens: 75 });
  });
});
