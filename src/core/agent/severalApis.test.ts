// Classic mode over several APIs: every API's tools with names unique across them, each call sent to its own API's
// base URL, and the provider's documented limits applied to the union before anything is sent.
import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { createClassicServer } from '../surfaces/classicServer';
import { connectInMemory } from '../surfaces/connect';
import type { ProviderId } from '../llm/types';
import { createToolNameMap } from '../sources';
import { fakeHttp } from '../../../test-support/mcpFakes';
import { callTools, reply, ScriptedProvider } from '../../../test-support/scriptedProvider';
import { runAgent } from './runAgent';

const ops = (n: number, prefix = 'op'): ClassicToolDef[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}_${i}`, description: `Operation ${i}`, inputSchema: { type: 'object', properties: {} }, method: 'GET', path: `/op/${i}`, params: [] }));

/** Two APIs' tools as the catalog set lists them: qualified names, each tool carrying its API. */
function union(a: ClassicToolDef[], b: ClassicToolDef[]): ClassicToolDef[] {
  const names = createToolNameMap([{ shortName: 'github', names: a.map((t) => t.name) }, { shortName: 'slack', names: b.map((t) => t.name) }]);
  const qualify = (api: string) => (t: ClassicToolDef) => ({ ...t, api, name: names.qualify(api, t.name) ?? t.name });
  return [...a.map(qualify('github')), ...b.map(qualify('slack'))];
}

async function run(provider: ProviderId, tools: ClassicToolDef[], script: Parameters<typeof callTools>[0][]) {
  const http = fakeHttp(() => ({ status: 200, body: '{"ok":true}' }));
  const baseUrls = { github: 'https://api.github.test', slack: 'https://slack.test/api' };
  const client = await connectInMemory(createClassicServer({ tools, http, baseUrl: baseUrls.github, baseUrls }));
  const llm = new ScriptedProvider([...script.map((calls) => callTools(calls)), reply('done')], provider);
  const summary = await runAgent({ mode: 'classic', provider: llm, model: 'm', client, systemPrompt: 's', messages: [{ role: 'user', content: 'go' }] });
  await client.close();
  return { summary, llm, http };
}

describe('classic tools of several APIs', () => {
  it.each<ProviderId>(['anthropic', 'gemini', 'openai-compatible'])('%s: same operation name in two APIs, two tools, each sent to its API', async (provider) => {
    const { summary, llm, http } = await run(provider, union(ops(2), ops(2)), [[['github__op_1', {}], ['slack__op_1', {}]]]);
    expect(summary.error).toBeUndefined();
    expect(llm.requests[0]?.tools.map((t) => t.name)).toEqual(['github__op_0', 'github__op_1', 'slack__op_0', 'slack__op_1']);
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.github.test/op/1', 'https://slack.test/api/op/1']);
  });

  it('refuses the union over a provider limit before sending, with both numbers, though each API alone fits', async () => {
    const { summary, llm } = await run('openai', union(ops(100), ops(74)), []);
    expect(llm.requests).toHaveLength(0);
    expect(summary.error?.kind).toBe('tool-limit');
    expect(summary.error?.message).toContain('at most 128 tools per request; classic mode needs 174');
  });
});
