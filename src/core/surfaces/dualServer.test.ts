import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { Workspace } from '../workspace';
import { connectInMemory } from './connect';
import { createDualServer, type DualServerOptions } from './dualServer';
import { execResult, FakeCatalog, FakeRunner, fakeHttp } from '../../../test-support/mcpFakes';
import { callTools, reply, ScriptedProvider } from '../../../test-support/scriptedProvider';
import { runAgent } from '../agent/runAgent';

const tools: ClassicToolDef[] = [
  {
    name: 'searchBreweries',
    description: 'Search breweries by name',
    inputSchema: { type: 'object', properties: { query: { type: 'string' }, per_page: { type: 'integer', maximum: 200 } }, required: ['query'] },
    method: 'GET',
    path: '/breweries/search',
    params: [{ name: 'query', in: 'query' }, { name: 'per_page', in: 'query' }],
  },
  {
    name: 'exportBreweries',
    description: 'Every brewery',
    inputSchema: { type: 'object', properties: {} },
    method: 'GET',
    path: '/breweries/export',
    params: [],
  },
];

const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: `b${i}`, name: `Brewery ${i}`, brewery_type: i % 3 ? 'micro' : 'brewpub' }));

async function setup(extra: Partial<DualServerOptions> = {}) {
  const http = fakeHttp((req) => ({ status: 200, body: req.url.endsWith('/export') ? JSON.stringify(rows) : '[{"name":"Moon"}]' }));
  const workspace = new Workspace();
  const runner = new FakeRunner([execResult({ result: { micro: 1333, brewpub: 667 } })]);
  const catalog = new FakeCatalog(tools);
  const conn = await connectInMemory(createDualServer({
    surface: 'direct', tools, catalog, http, runner, baseUrl: 'https://api.example.com/v1', offRamp: { thresholdTokens: 4_000, workspace }, ...extra,
  }));
  return { conn, http, workspace, runner, catalog };
}

describe('dual MCP server', () => {
  it('direct: lists the typed tools and execute, whose description teaches /data', async () => {
    const { conn } = await setup();
    const listed = await conn.listTools();
    expect(listed.map((t) => t.name)).toEqual(['searchBreweries', 'exportBreweries', 'execute']);
    expect(listed[0]?.inputSchema).toMatchObject({ type: 'object', required: ['query'] });
    expect(listed[2]?.description).toContain('/data');
    await conn.close();
  });

  it('returns a validation error naming the fields and sends nothing; a valid call goes through the broker', async () => {
    const { conn, http } = await setup();
    const bad = await conn.callTool('searchBreweries', { per_page: 'five', q: 'moon' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('no request was sent');
    expect(bad.text).toContain('missing required "query"');
    expect(bad.text).toContain('"per_page" must be integer');
    expect(bad.text).toContain('unknown argument "q"');
    expect(http.requests).toHaveLength(0);
    const ok = await conn.callTool('searchBreweries', { query: 'moon', per_page: 5 });
    expect(ok).toMatchObject({ isError: false });
    expect(ok.text).toContain('Moon');
    expect(http.requests.map((r) => r.url)).toEqual(['https://api.example.com/v1/breweries/search?query=moon&per_page=5']);
    expect(ok.requests).toHaveLength(1);
    await conn.close();
  });

  it('off-ramps a big typed-tool result whole into the workspace; execute then runs over it', async () => {
    const { conn, workspace, runner } = await setup();
    const big = await conn.callTool('exportBreweries', {});
    expect(big.isError).toBe(false);
    expect(big.offRamp?.path).toBe('/data/exportBreweries-1.json');
    expect(big.offRamp!.tokensKeptOut).toBeGreaterThan(4_000);
    // Saved whole, so not "truncated", although the body is over the display cap.
    expect(big.truncated).toBeUndefined();
    expect(big.text).toContain('HTTP 200');
    expect(big.text).toContain('2,000 rows');
    expect(big.text.length).toBeLessThan(3_000);
    const saved = workspace.get('exportBreweries-1.json');
    expect(JSON.parse(new TextDecoder().decode(saved?.bytes))).toHaveLength(2_000);
    expect(workspace.get('exportBreweries-1.csv')).toBeDefined();
    const run = await conn.callTool('execute', { code: 'import json\nrows = json.load(open("/data/exportBreweries-1.json"))' });
    expect(run.isError).toBe(false);
    expect(runner.calls[0]?.code).toContain('/data/exportBreweries-1.json');
    await conn.close();
  });

  it('without the off-ramp a big result is cut at the cap and marked, as in classic mode', async () => {
    const { conn } = await setup({ offRamp: undefined, maxBodyChars: 1_000 });
    const big = await conn.callTool('exportBreweries', {});
    expect(big.offRamp).toBeUndefined();
    expect(big.truncated?.shownChars).toBe(1_000);
    await conn.close();
  });

  it('operation surface: search, get_schema, call_operation (validated the same way) and execute', async () => {
    const { conn, http, catalog } = await setup({ surface: 'operation' });
    expect((await conn.listTools()).map((t) => t.name)).toEqual(['search', 'get_schema', 'call_operation', 'execute']);
    expect((await conn.callTool('search', { query: 'breweries' })).text).toContain('listBreweries');
    expect(catalog.searches).toHaveLength(1);
    const unknown = await conn.callTool('call_operation', { name: 'nope', arguments: {} });
    expect(unknown).toMatchObject({ isError: true });
    expect(unknown.text).toContain('Unknown operation "nope"');
    const bad = await conn.callTool('call_operation', { name: 'searchBreweries', arguments: { per_page: 500 } });
    expect(bad.text).toContain('missing required "query"');
    expect(bad.text).toContain('"per_page" must be <= 200');
    expect(http.requests).toHaveLength(0);
    const ok = await conn.callTool('call_operation', { name: 'searchBreweries', arguments: { query: 'moon' } });
    expect(ok.isError).toBe(false);
    expect(http.requests).toHaveLength(1);
    // Arguments sent as JSON text are read as the object they hold; anything else is a clear error.
    expect((await conn.callTool('call_operation', { name: 'searchBreweries', arguments: '{"query":"moon"}' })).isError).toBe(false);
    expect((await conn.callTool('call_operation', { name: 'searchBreweries', arguments: 'moon' })).text).toContain('"arguments" must be an object');
    expect(http.requests).toHaveLength(2);
    // Typed tools are not offered on this surface.
    expect((await conn.callTool('searchBreweries', { query: 'moon' })).isError).toBe(true);
    await conn.close();
  });

  it('through the agent loop (Gemini tool rules): a rejected call is an error step with no request, the fixed one goes through', async () => {
    const { conn, http } = await setup({ surface: 'operation' });
    const provider = new ScriptedProvider([
      callTools([['call_operation', { name: 'searchBreweries', arguments: { per_page: 5 } }]]),
      callTools([['call_operation', { name: 'searchBreweries', arguments: { query: 'moon', per_page: 5 } }]]),
      reply('Moon'),
    ], 'gemini');
    const summary = await runAgent({ mode: 'dual', provider, model: 'm', client: conn, systemPrompt: 's', messages: [{ role: 'user', content: 'moon breweries' }] });
    await conn.close();
    expect(provider.requests[0]?.tools?.map((t) => t.name)).toEqual(['search', 'get_schema', 'call_operation', 'execute']);
    expect(summary.steps.map((st) => [st.status, st.requests.length])).toEqual([['error', 0], ['ok', 1]]);
    expect(summary.steps[0]?.resultText).toContain('missing required "query"');
    expect(http.requests).toHaveLength(1);
    expect(summary).toMatchObject({ ok: true, answer: 'Moon', httpRequests: 1, toolCalls: 2 });
  });
});
