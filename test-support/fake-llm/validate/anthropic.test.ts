// Anthropic Messages rules of the strict fake: names, schema keys, alternation, tool_use answered first, no empty text.
import { describe, expect, it } from 'vitest';
import { validateAnthropic } from './anthropic';

const tool = (name: string, input_schema: unknown = { type: 'object', properties: { query: { type: 'string' } } }) => ({ name, description: 'd', input_schema });
const use = (id: string) => ({ type: 'tool_use', id, name: 'search', input: {} });
const result = (id: string) => ({ type: 'tool_result', tool_use_id: id, content: 'x' });
const body = (extra: Record<string, unknown> = {}) => ({ model: 'claude-sonnet-4-5', max_tokens: 1024, messages: [{ role: 'user', content: 'hi' }], tools: [tool('search')], ...extra });
const msg = (role: string, content: unknown) => ({ role, content });

describe('Anthropic request rules', () => {
  it('accepts a valid tool loop', () => {
    const messages = [
      msg('user', 'hi'), msg('assistant', [{ type: 'text', text: 'Looking.' }, use('a'), use('b')]),
      msg('user', [result('a'), result('b'), { type: 'text', text: 'and more?' }]), msg('assistant', [{ type: 'text', text: 'done' }]),
    ];
    expect(validateAnthropic(body({ messages }))).toBeNull();
  });

  it('checks tool names and input_schema property keys', () => {
    expect(validateAnthropic(body({ tools: [tool('get.pets')] }))?.message).toBe("tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'");
    expect(validateAnthropic(body({ tools: [tool('a'.repeat(65))] }))?.message).toMatch(/^tools\.0\.custom\.name/);
    const nested = { type: 'object', properties: { filter: { type: 'object', properties: { 'tags[]': { type: 'string' } } } } };
    expect(validateAnthropic(body({ tools: [tool('find', nested)] }))?.message).toBe("tools.0.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'");
    expect(validateAnthropic(body({ tools: [tool('find', { type: 'object', properties: { 'page.size': {} } })] }))).toBeNull();
    expect(validateAnthropic(body({ tools: [tool('find', { properties: {} })] }))?.message).toBe("tools.0.custom.input_schema.type: Input should be 'object'");
    expect(validateAnthropic(body({ tools: [tool('a'), tool('a')] }))?.message).toBe('tools: Tool names must be unique.');
  });

  it('requires alternating roles starting with user', () => {
    expect(validateAnthropic(body({ messages: [msg('user', 'a'), msg('user', 'b')] }))?.message).toBe('messages: roles must alternate between "user" and "assistant", but found multiple "user" roles in a row');
    expect(validateAnthropic(body({ messages: [msg('assistant', 'a')] }))?.message).toBe('messages: first message must use the "user" role');
  });

  it('rejects empty content and empty text blocks, except an empty final assistant turn', () => {
    expect(validateAnthropic(body({ messages: [msg('user', 'a'), msg('assistant', []), msg('user', 'b')] }))?.message).toBe('messages.1: all messages must have non-empty content except for the optional final assistant message');
    expect(validateAnthropic(body({ messages: [msg('user', [{ type: 'text', text: '' }])] }))?.message).toBe('messages: text content blocks must be non-empty');
    expect(validateAnthropic(body({ messages: [msg('user', 'a'), msg('assistant', [])] }))).toBeNull();
  });

  it('answers every tool_use with a tool_result at the start of the next user turn', () => {
    const missing = [msg('user', 'a'), msg('assistant', [use('a'), use('b')]), msg('user', [result('a')])];
    expect(validateAnthropic(body({ messages: missing }))?.message).toBe('messages.2: `tool_use` ids were found without `tool_result` blocks immediately after: b. Each `tool_use` block must have a corresponding `tool_result` block in the next message.');
    const textFirst = [msg('user', 'a'), msg('assistant', [use('a')]), msg('user', [{ type: 'text', text: 'x' }, result('a')])];
    expect(validateAnthropic(body({ messages: textFirst }))?.message).toMatch(/^messages\.2: `tool_use` ids were found without `tool_result` blocks immediately after: a\./);
    const dangling = [msg('user', 'a'), msg('assistant', [use('a')])];
    expect(validateAnthropic(body({ messages: dangling }))?.message).toMatch(/^messages\.1: `tool_use` ids were found/);
    const stray = [msg('user', 'a'), msg('assistant', [use('a')]), msg('user', [result('a'), result('z')])];
    expect(validateAnthropic(body({ messages: stray }))?.message).toMatch(/^messages\.2\.content\.1: unexpected `tool_use_id` found in `tool_result` blocks: z\./);
  });

  it('requires max_tokens', () => {
    expect(validateAnthropic(body({ max_tokens: undefined }))?.message).toBe('max_tokens: Field required');
  });
});

describe('Anthropic native-mode rules', () => {
  const deferred = (name: string) => ({ ...tool(name), defer_loading: true });
  it('refuses a request where every tool is deferred, the search tool included', () => {
    const search = { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25', defer_loading: true };
    expect(validateAnthropic(body({ tools: [deferred('a'), search] }))?.message).toMatch(/^All tools have defer_loading set to true/);
    expect(validateAnthropic(body({ tools: [deferred('a'), { ...search, defer_loading: false }] }))).toBeNull();
  });

  it('refuses an unknown server tool type and allowed_callers without the code execution tool', () => {
    expect(validateAnthropic(body({ tools: [{ type: 'tool_search_tool_bm25_20990101', name: 'x' }] }))?.message).toMatch(/does not match any of the expected tags/);
    expect(validateAnthropic(body({ tools: [{ ...tool('a'), allowed_callers: ['code_execution_20260120'] }] }))?.message).toMatch(/no code_execution_20260120 tool/);
  });

  it('refuses a nested call whose caller matches no program, and a non-result block in the answer to nested calls', () => {
    const tools = [{ type: 'code_execution_20260120', name: 'code_execution' }, { ...tool('search'), allowed_callers: ['code_execution_20260120'] }];
    const program = { type: 'server_tool_use', id: 'srv_1', name: 'code_execution', input: { code: 'x' } };
    const nestedUse = (toolId: string) => ({ ...use('a'), caller: { type: 'code_execution_20260120', tool_id: toolId } });
    const ask = (toolId: string, answer: unknown[]) => body({ tools, container: 'c1', messages: [msg('user', 'hi'), msg('assistant', [program, nestedUse(toolId)]), msg('user', answer)] });
    expect(validateAnthropic(ask('srv_1', [result('a')]))).toBeNull();
    expect(validateAnthropic(ask('srv_9', [result('a')]))?.message).toMatch(/caller.tool_id srv_9 matches no server_tool_use/);
    expect(validateAnthropic(ask('srv_1', [result('a'), { type: 'text', text: 'also' }]))?.message).toMatch(/must contain only tool_result blocks/);
  });
});
