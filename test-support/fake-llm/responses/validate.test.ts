// The strict fake's Responses API rules: each request a client could get wrong is refused with OpenAI's error fields.
import { describe, expect, it } from 'vitest';
import { validateResponses } from './validate';

const fn = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'function', name, description: 'd', parameters: { type: 'object', properties: {} }, strict: false, ...extra });
const body = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-5.4-mini', input: [{ role: 'user', content: 'hi' }], tools: [fn('list_breweries')], ...extra });
const user = { role: 'user', content: 'hi' };
const call = (name: string, id: string, caller?: string) => ({ type: 'function_call', call_id: id, name, arguments: '{}', ...(caller ? { caller: { type: 'program', caller_id: caller } } : {}) });
const output = (id: string) => ({ type: 'function_call_output', call_id: id, output: 'x' });
const searchTools = (execution: 'server' | 'client' = 'server') => [fn('list_breweries', { defer_loading: true }), { type: 'tool_search', execution }];
const program = { type: 'program', id: 'prog_1', call_id: 'call_p', code: 'await tools.list_breweries({})', fingerprint: 'fp_1' };
const programTools = [fn('list_breweries', { allowed_callers: ['programmatic'] }), { type: 'programmatic_tool_calling' }];

describe('Responses API request rules', () => {
  it('accepts plain, tool-search and programmatic conversations', () => {
    expect(validateResponses(body())).toBeNull();
    const loaded = { type: 'tool_search_output', call_id: 'ts_1', execution: 'server', status: 'completed', tools: [fn('list_breweries', { defer_loading: true })] };
    const searchCall = { type: 'tool_search_call', call_id: 'ts_1', execution: 'server', arguments: { query: 'brewery' } };
    expect(validateResponses(body({ tools: searchTools(), input: [user, searchCall, loaded, call('list_breweries', 'c1'), output('c1')] }))).toBeNull();
    expect(validateResponses(body({ tools: programTools, input: [user, program, call('list_breweries', 'n1', 'call_p'), output('n1')] }))).toBeNull();
  });

  it('refuses unknown parameters, also the Chat Completions tool shape', () => {
    expect(validateResponses(body({ messages: [] }))).toMatchObject({ param: 'messages', code: 'unknown_parameter', message: "Unknown parameter: 'messages'." });
    const chatShape = { type: 'function', function: { name: 'x', parameters: {} } };
    expect(validateResponses(body({ tools: [chatShape] }))).toMatchObject({ code: 'unknown_parameter', param: 'tools[0].function' });
    expect(validateResponses(body({ model: undefined }))).toMatchObject({ code: 'missing_required_parameter', param: 'model' });
  });

  it('refuses tool search and programs on a model that does not offer them', () => {
    expect(validateResponses(body({ model: 'gpt-4.1-mini', tools: searchTools() }))).toMatchObject({ code: 'unsupported_model', param: 'tools' });
    expect(validateResponses(body({ model: 'gpt-5-mini', tools: programTools }))).toMatchObject({ code: 'unsupported_model' });
    expect(validateResponses(body({ model: 'gpt-5.5', tools: searchTools() }))).toBeNull();
  });

  it('refuses deferred tools without a search (nothing callable) and programmatic callers without the tool', () => {
    expect(validateResponses(body({ tools: [fn('a', { defer_loading: true })] }))).toMatchObject({ param: 'tools[0].defer_loading' });
    expect(validateResponses(body({ tools: [fn('a', { allowed_callers: ['programmatic'] })] }))).toMatchObject({ param: 'tools[0].allowed_callers' });
  });

  it('refuses a call to a deferred tool that no search loaded', () => {
    const v = validateResponses(body({ tools: searchTools(), input: [user, call('list_breweries', 'c1'), output('c1')] }));
    expect(v?.message).toMatch(/deferred and no tool_search_output before this call loaded it/);
  });

  it('refuses a tool_search_output for an unknown call id, and a client search left unanswered', () => {
    const searchCall = { type: 'tool_search_call', call_id: 'ts_1', execution: 'client', arguments: { query: 'brewery' } };
    const answer = (id: string) => ({ type: 'tool_search_output', call_id: id, execution: 'client', tools: [fn('list_breweries')] });
    expect(validateResponses(body({ tools: searchTools('client'), input: [user, searchCall, answer('ts_1'), call('list_breweries', 'c1'), output('c1')] }))).toBeNull();
    expect(validateResponses(body({ tools: searchTools('client'), input: [user, searchCall, answer('ts_9')] }))?.message).toBe('No tool search call found for tool_search_output with call_id ts_9.');
    expect(validateResponses(body({ tools: searchTools('client'), input: [user, searchCall] }))?.message).toBe('No tool search output found for tool search call ts_1.');
  });

  it('refuses function outputs without their call and calls without their output', () => {
    expect(validateResponses(body({ input: [user, output('zz')] }))?.message).toBe('No tool call found for function call output with call_id zz.');
    expect(validateResponses(body({ input: [user, call('list_breweries', 'c1')] }))?.message).toBe('No tool output found for function call c1.');
  });

  it('refuses nested calls without their program, a program without its fingerprint, and outputs after the program ended', () => {
    expect(validateResponses(body({ tools: programTools, input: [user, call('list_breweries', 'n1', 'call_x'), output('n1')] }))?.param).toBe('input[1].caller.caller_id');
    expect(validateResponses(body({ tools: programTools, input: [user, { ...program, fingerprint: undefined }] }))?.param).toBe('input[1].fingerprint');
    const ended = { type: 'program_output', id: 'po', call_id: 'call_p', result: 'r', status: 'completed' };
    expect(validateResponses(body({ tools: programTools, input: [user, program, call('list_breweries', 'n1', 'call_p'), ended, output('n1')] }))?.message).toMatch(/already finished/);
    const direct = [fn('list_breweries'), { type: 'programmatic_tool_calling' }];
    expect(validateResponses(body({ tools: direct, input: [user, program, call('list_breweries', 'n1', 'call_p'), output('n1')] }))?.message).toMatch(/cannot be called from a program/);
  });
});
