// OpenAI Chat Completions rules of the strict fake: each broken rule gets OpenAI's message, param and code.
import { describe, expect, it } from 'vitest';
import { validateOpenAi } from './openai';

const fn = (name: string, parameters: unknown = { type: 'object', properties: {} }, description = 'd') => ({ type: 'function', function: { name, description, parameters } });
const call = (id: string) => ({ id, type: 'function', function: { name: 'search', arguments: '{}' } });
const body = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-4.1-mini', messages: [{ role: 'user', content: 'hi' }], tools: [fn('search')], ...extra });

describe('OpenAI request rules', () => {
  it('accepts a valid request, tool loop included', () => {
    expect(validateOpenAi(body())).toBeNull();
    const messages = [
      { role: 'system', content: 'sys' }, { role: 'user', content: 'hi' },
      { role: 'assistant', content: null, tool_calls: [call('a'), call('b')] },
      { role: 'tool', tool_call_id: 'a', content: 'x' }, { role: 'tool', tool_call_id: 'b', content: 'y' },
      { role: 'assistant', content: 'done' }, { role: 'user', content: 'again' },
    ];
    expect(validateOpenAi(body({ messages }))).toBeNull();
  });

  it('allows at most 128 tools', () => {
    expect(validateOpenAi(body({ tools: Array.from({ length: 128 }, (_, i) => fn(`t${i}`)) }))).toBeNull();
    const v = validateOpenAi(body({ tools: Array.from({ length: 129 }, (_, i) => fn(`t${i}`)) }));
    expect(v).toEqual({
      status: 400, param: 'tools', code: 'array_above_max_length',
      message: "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 129 instead.",
    });
  });

  it.each([
    ['get.pets', 'invalid_value', /does not match pattern/],
    ['list pets', 'invalid_value', /does not match pattern/],
    ['x'.repeat(65), 'string_above_max_length', /maximum length 64, but got a string with length 65/],
  ])('rejects the function name %s', (name, code, message) => {
    const v = validateOpenAi(body({ tools: [fn('ok'), fn(name)] }));
    expect(v?.param).toBe('tools[1].function.name');
    expect(v?.code).toBe(code);
    expect(v?.message).toMatch(message);
  });

  it('limits descriptions to 1024 characters', () => {
    expect(validateOpenAi(body({ tools: [fn('a', undefined, 'd'.repeat(1024))] }))).toBeNull();
    const v = validateOpenAi(body({ tools: [fn('a', undefined, 'd'.repeat(1025))] }));
    expect(v).toMatchObject({ param: 'tools[0].function.description', code: 'string_above_max_length' });
  });

  it('requires items on every array schema, nested ones too', () => {
    const schema = { type: 'object', properties: { filter: { type: 'object', properties: { tags: { type: 'array' } } } } };
    const v = validateOpenAi(body({ tools: [fn('find', schema)] }));
    expect(v).toEqual({
      status: 400, param: 'tools[0].function.parameters', code: 'invalid_function_parameters',
      message: "Invalid schema for function 'find': In context=('properties', 'filter', 'properties', 'tags'), array schema missing items.",
    });
    expect(validateOpenAi(body({ tools: [fn('find', { type: 'array', items: {} })] }))?.message).toMatch(/schema must be a JSON Schema of 'type: "object"'/);
  });

  it('rejects an assistant message with neither content nor tool_calls', () => {
    const messages = [{ role: 'user', content: 'a' }, { role: 'assistant', content: null }, { role: 'user', content: 'b' }];
    expect(validateOpenAi(body({ messages }))).toEqual({ status: 400, param: 'messages.[1].content', message: "Invalid value for 'content': expected a string, got null." });
  });

  it('requires a tool message for every tool_call_id, right after the call', () => {
    const unanswered = [{ role: 'user', content: 'a' }, { role: 'assistant', content: null, tool_calls: [call('a'), call('b')] }, { role: 'tool', tool_call_id: 'a', content: 'x' }, { role: 'user', content: 'b' }];
    expect(validateOpenAi(body({ messages: unanswered }))).toMatchObject({
      param: 'messages.[1].role',
      message: "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: b",
    });
    const orphan = [{ role: 'user', content: 'a' }, { role: 'tool', tool_call_id: 'a', content: 'x' }];
    expect(validateOpenAi(body({ messages: orphan }))?.message).toBe("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.");
    const wrongId = [{ role: 'user', content: 'a' }, { role: 'assistant', content: null, tool_calls: [call('a')] }, { role: 'tool', tool_call_id: 'z', content: 'x' }];
    expect(validateOpenAi(body({ messages: wrongId }))).toMatchObject({ param: 'messages.[2].tool_call_id' });
    const last = [{ role: 'user', content: 'a' }, { role: 'assistant', content: null, tool_calls: [call('a')] }];
    expect(validateOpenAi(body({ messages: last }))?.message).toMatch(/did not have response messages: a$/);
  });

  it('requires a model and at least one message', () => {
    expect(validateOpenAi(body({ model: undefined }))?.message).toBe('you must provide a model parameter');
    expect(validateOpenAi(body({ messages: [] }))?.code).toBe('empty_array');
  });
});
