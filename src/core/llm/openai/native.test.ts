// OpenAI's native modes through the adapter against the strict fake's /v1/responses: tool search (hosted and
// client), programmatic tool calling with nested calls, and the state each carries into the next request.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../../test-support/fake-llm/useFakeLlm';
import type { FakeTurn } from '../../../../test-support/fake-llm/types';
import { NATIVE_MODEL } from '../../../../test-support/fake-llm/responses/validateTools';
import { createProvider } from '../createProvider';
import { nativeModeUnavailable } from '../nativeSupport';
import { openai } from './descriptor';
import { LlmError, type ChatMessage, type CompletionRequest, type CompletionResponse, type NativeRequest, type ToolDefinition } from '../types';

const fake = useFakeLlm({ strict: false });
const obj = { type: 'object', properties: { by_city: { type: 'string' } } };
const OPS: ToolDefinition[] = [
  { name: 'list_breweries', description: 'List breweries', inputSchema: obj },
  { name: 'get_brewery', description: 'One brewery by id', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
];
const SEARCH: ToolDefinition = { name: 'search_tools', description: 'Find operations', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } };
const user: ChatMessage = { role: 'user', content: 'Breweries in San Diego?' };

const provider = (model = 'gpt-5.4-mini') => createProvider({ provider: 'openai', model, apiKey: 'sk-test-native-0123456789abcdef', baseUrl: `${fake().url}/v1` });
const script = (turns: FakeTurn[]) => fake().state.script({ scenario: 'unit', turns });
const req = (native: NativeRequest, messages: ChatMessage[], tools = OPS): CompletionRequest => ({ model: 'gpt-5.4-mini', system: 'sys', messages, tools, native });
const assistant = (r: CompletionResponse): ChatMessage => ({ role: 'assistant', content: r.text, toolCalls: r.toolCalls, ...(r.native ? { native: r.native.content } : {}) });
const violations = () => fake().state.requests.flatMap((r) => (r.violation ? [r.violation.message] : []));
const bodyOf = (i: number) => fake().state.requests[i]!.body as { tools: Array<Record<string, unknown>>; input: Array<Record<string, unknown>> };

async function failure(p: Promise<unknown>): Promise<LlmError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('OpenAI native modes (Responses API)', () => {
  const TOOL_SEARCH: NativeRequest = { mode: 'tool-search', deferred: OPS.map((t) => t.name) };

  it('tool-search: deferred functions + hosted tool_search; the trace gets the query and the loaded tools', async () => {
    script([
      { type: 'tool-search', arguments: { query: 'breweries by city' }, load: ['list_breweries'], calls: [{ name: 'list_breweries', arguments: { by_city: 'San Diego' }, id: 'call_1' }], usage: { input: 300, output: 20, cached: 0 } },
      { type: 'template', template: 'Found: {{lastToolResult}}', usage: { input: 400, output: 10, cached: 100 } },
    ]);
    const first = await provider().complete(req(TOOL_SEARCH, [user]));
    expect(bodyOf(0).tools).toEqual([
      expect.objectContaining({ type: 'function', name: 'list_breweries', defer_loading: true }),
      expect.objectContaining({ type: 'function', name: 'get_brewery', defer_loading: true }),
      { type: 'tool_search' },
    ]);
    expect(first.native?.events).toEqual([{ kind: 'search', id: expect.any(String), query: 'breweries by city', loaded: ['list_breweries'], local: false }]);
    expect(first.toolCalls).toEqual([{ id: 'call_1', name: 'list_breweries', argumentsJson: '{"by_city":"San Diego"}' }]);
    expect(first.usage).toEqual({ inputTokens: 300, outputTokens: 20, cachedInputTokens: 0, reported: true });
    const history: ChatMessage[] = [user, assistant(first), { role: 'tool', toolCallId: 'call_1', toolName: 'list_breweries', content: 'Ballast Point', isError: false }];
    const second = await provider().complete(req(TOOL_SEARCH, history));
    expect(second.text).toBe('Found: Ballast Point');
    expect(violations()).toEqual([]);
  });

  it('tool-search: without the replayed search items the fake refuses the deferred call (state must be kept)', async () => {
    script([{ type: 'tool-search', arguments: { query: 'city' }, load: ['list_breweries'], calls: [{ name: 'list_breweries', arguments: {}, id: 'call_1' }] }]);
    const first = await provider().complete(req(TOOL_SEARCH, [user]));
    const lost: ChatMessage[] = [user, { role: 'assistant', content: '', toolCalls: first.toolCalls }, { role: 'tool', toolCallId: 'call_1', toolName: 'list_breweries', content: 'x', isError: false }];
    const err = await failure(provider().complete(req(TOOL_SEARCH, lost)));
    expect(err.kind).toBe('bad-request');
    expect(err.message).toMatch(/deferred and no tool_search_output/);
  });

  it('tool-search-local: a client tool_search answered by our ranking as tool_search_output', async () => {
    const local: NativeRequest = { mode: 'tool-search-local', deferred: OPS.map((t) => t.name), localSearchTool: 'search_tools' };
    script([
      { type: 'tool-search', arguments: { query: 'breweries' } },
      { type: 'tool-calls', calls: [{ name: 'list_breweries', arguments: {}, id: 'call_2' }] },
      { type: 'text', text: 'Done' },
    ]);
    const tools = [SEARCH, ...OPS];
    const first = await provider().complete(req(local, [user], tools));
    expect(bodyOf(0).tools.at(-1)).toEqual({ type: 'tool_search', execution: 'client', description: SEARCH.description, parameters: SEARCH.inputSchema });
    expect(bodyOf(0).tools.map((t) => t.name)).not.toContain('search_tools');
    const [search] = first.toolCalls;
    expect(search).toMatchObject({ name: 'search_tools', clientSearch: true, argumentsJson: '{"query":"breweries"}' });
    const answered: ChatMessage[] = [user, assistant(first), { role: 'tool', toolCallId: search!.id, toolName: 'search_tools', content: '1 tool', isError: false, loadedTools: ['list_breweries'] }];
    const second = await provider().complete(req(local, answered, tools));
    expect(bodyOf(1).input.at(-1)).toMatchObject({ type: 'tool_search_output', call_id: search!.id, execution: 'client', tools: [expect.objectContaining({ name: 'list_breweries' })] });
    const third = await provider().complete(req(local, [...answered, assistant(second), { role: 'tool', toolCallId: 'call_2', toolName: 'list_breweries', content: 'x', isError: false }], tools));
    expect(third.text).toBe('Done');
    expect(violations()).toEqual([]);
  });

  it('tool-search-local: a tool_search_output for an unknown call id is refused', async () => {
    const local: NativeRequest = { mode: 'tool-search-local', deferred: OPS.map((t) => t.name), localSearchTool: 'search_tools' };
    script([{ type: 'tool-search', arguments: { query: 'b' } }]);
    const first = await provider().complete(req(local, [user], [SEARCH, ...OPS]));
    const wrong: ChatMessage[] = [user, assistant(first), { role: 'tool', toolCallId: 'bogus', toolName: 'search_tools', content: '', isError: false, loadedTools: ['list_breweries'] }];
    expect((await failure(provider().complete(req(local, wrong, [SEARCH, ...OPS])))).message).toMatch(/No tool search call found for tool_search_output with call_id bogus/);
  });

  it('programmatic: program items in the trace, nested calls marked and answered with their caller', async () => {
    const prog: NativeRequest = { mode: 'programmatic', deferred: [] };
    script([
      { type: 'program', code: 'const r = await tools.list_breweries({by_city: "San Diego"}); text(r);', calls: [{ name: 'list_breweries', arguments: { by_city: 'San Diego' }, id: 'call_n1' }] },
      { type: 'program-output', result: '{{lastToolResult}}', text: 'Ballast Point is in San Diego.' },
    ]);
    const first = await provider().complete(req(prog, [user]));
    expect(bodyOf(0).tools).toEqual([
      expect.objectContaining({ name: 'list_breweries', allowed_callers: ['programmatic'] }),
      expect.objectContaining({ name: 'get_brewery', allowed_callers: ['programmatic'] }),
      { type: 'programmatic_tool_calling' },
    ]);
    const [nested] = first.toolCalls;
    const programId = first.native?.events[0]?.id;
    expect(first.native?.events).toEqual([{ kind: 'program', id: programId, code: expect.stringContaining('tools.list_breweries') }]);
    expect(nested).toMatchObject({ id: 'call_n1', name: 'list_breweries', caller: { programId } });
    expect(first.stopReason).toBe('tool_use');
    const history: ChatMessage[] = [user, assistant(first), { role: 'tool', toolCallId: 'call_n1', toolName: 'list_breweries', content: 'Ballast Point', isError: false }];
    const second = await provider().complete(req(prog, history));
    expect(bodyOf(1).input.at(-1)).toEqual({ type: 'function_call_output', call_id: 'call_n1', output: 'Ballast Point', caller: { type: 'program', caller_id: programId } });
    expect(bodyOf(1).input.find((i) => i.type === 'program')).toMatchObject({ fingerprint: expect.any(String) });
    expect(second.text).toBe('Ballast Point is in San Diego.');
    expect(second.native?.events).toEqual([{ kind: 'program', id: programId, code: expect.stringContaining('tools.list_breweries'), output: 'Ballast Point' }]);
    expect(violations()).toEqual([]);
  });

  it('a model without the feature gets OpenAI\'s refusal as a bad request', async () => {
    script([{ type: 'text', text: 'never' }]);
    const err = await failure(provider('gpt-4.1-mini').complete({ ...req(TOOL_SEARCH, [user]), model: 'gpt-4.1-mini' }));
    expect(err.kind).toBe('bad-request');
    expect(err.message).toMatch(/does not support the 'tool_search' tool/);
  });

  it.each([...openai.models.map((m) => m.id), 'gpt-5', 'gpt-5.3-codex', 'gpt-5.10', 'o3-mini'])('%s: the mode select and the fake agree on tool search support', (model) => {
    const offered = nativeModeUnavailable('openai', model, 'tool-search') === null;
    expect(offered).toBe(NATIVE_MODEL.test(model));
    expect(nativeModeUnavailable('openai', model, 'programmatic') === null).toBe(offered);
  });
});
