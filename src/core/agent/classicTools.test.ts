// Classic tools as the agent hands them to each provider: sanitized names and keys out, real ones back to the API,
// and a tool list over the provider's documented limits never sent.
import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { createClassicServer } from '../surfaces/classicServer';
import { connectInMemory } from '../surfaces/connect';
import type { ProviderId } from '../llm/types';
import { fakeHttp } from '../../../test-support/mcpFakes';
import { callTools, reply, ScriptedProvider } from '../../../test-support/scriptedProvider';
import { runAgent } from './runAgent';

const listUsers: ClassicToolDef = {
  name: 'users.ListUser',
  description: 'List users',
  inputSchema: { type: 'object', properties: { $top: { type: 'integer' }, 'filter[name]': { type: 'string' } } },
  method: 'GET',
  path: '/users',
  params: [{ name: '$top', in: 'query' }, { name: 'filter[name]', in: 'query' }],
};

const many = (n: number): ClassicToolDef[] =>
  Array.from({ length: n }, (_, i) => ({ name: `op_${i}`, description: `Operation ${i}`, inputSchema: { type: 'object', properties: {} }, method: 'GET', path: `/op/${i}`, params: [] }));

async function run(provider: ProviderId, tools: ClassicToolDef[], script: Parameters<typeof callTools>[0][]) {
  const http = fakeHttp(() => ({ status: 200, body: '[{"displayName":"Ann"}]' }));
  const client = await connectInMemory(createClassicServer({ tools, http, baseUrl: 'https://graph.test/v1.0' }));
  const llm = new ScriptedProvider([...script.map((calls) => callTools(calls)), reply('Ann')], provider);
  const summary = await runAgent({ mode: 'classic', provider: llm, model: 'm', client, systemPrompt: 's', messages: [{ role: 'user', content: 'who?' }] });
  await client.close();
  return { summary, llm, http };
}

describe('classic tools handed to the model', () => {
  it.each<ProviderId>(['anthropic', 'gemini', 'openai-compatible'])('%s: the model sees safe names, the API gets $top and filter[name]', async (provider) => {
    // Gemini allows dots in function names, the others do not.
    const toolName = provider === 'gemini' ? 'users.ListUser' : 'users_ListUser';
    const safeTop = '_top';
    const { summary, llm, http } = await run(provider, [listUsers], [[[toolName, { [safeTop]: 5, filter_name: 'Ann' }]]]);
    expect(summary.error).toBeUndefined();
    const sent = llm.requests[0]?.tools[0];
    expect(sent?.name).toBe(toolName);
    expect(Object.keys((sent?.inputSchema as { properties: object }).properties)).toEqual([safeTop, 'filter_name']);
    expect(http.requests[0]?.url).toBe('https://graph.test/v1.0/users?%24top=5&filter%5Bname%5D=Ann');
    // The trace and the history speak the API's names; the next request speaks the model's again.
    expect(summary.steps[0]?.tool).toBe('users.ListUser');
    expect(llm.requests[1]?.messages[1]).toMatchObject({ role: 'assistant', toolCalls: [{ name: toolName, argumentsJson: JSON.stringify({ [safeTop]: 5, filter_name: 'Ann' }) }] });
    expect(llm.requests[1]?.messages[2]).toMatchObject({ role: 'tool', toolName });
  });

  it('refuses before sending when OpenAI would get more than 128 tools (Slack has 174)', async () => {
    const { summary, llm } = await run('openai', many(174), []);
    expect(llm.requests).toHaveLength(0);
    expect(summary.error?.kind).toBe('tool-limit');
    expect(summary.error?.message).toContain('at most 128 tools per request; classic mode needs 174');
    expect(summary.error?.message).toContain('A max of 128 functions are supported');
    expect(summary.error?.message).toContain('code mode');
  });

  it('lets Gemini take 174 tools (its limit is 512, not the Vertex 64) and refuses 600', async () => {
    expect((await run('gemini', many(174), [])).llm.requests).toHaveLength(1);
    const over = await run('gemini', many(600), []);
    expect(over.llm.requests).toHaveLength(0);
    expect(over.summary.error?.message).toContain('at most 512 tools per request; classic mode needs 600');
  });
});
