// The three surfaces as the chat sees them, held to golden files: each server's answers on the wire (tools/list,
// tools/call, errors, progress while the user decides, a cancelled call) read by an SDK-free peer, and the outcome
// the agent's client makes of the same calls. A change of SDK or of a server that alters either fails here.
import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { createClassicServer } from './classicServer';
import { createCodeModeServer, type CodeModeServerOptions } from './codeModeServer';
import { connectInMemory } from './connect';
import { createDualServer, type DualServerOptions } from './dualServer';
import { execResult, FakeCatalog, FakeRunner, fakeHttp } from '../../../test-support/mcpFakes';
import { WirePeer } from '../../../test-support/wirePeer';

type AnyServer = ReturnType<typeof createClassicServer>;
type Call = [label: string, name: string, args?: Record<string, unknown>];

const tools: ClassicToolDef[] = [
  {
    name: 'getBrewery', description: 'Get a brewery',
    inputSchema: { type: 'object', properties: { obdb_id: { type: 'string' }, per_page: { type: 'integer', maximum: 50 } }, required: ['obdb_id'] },
    method: 'GET', path: '/breweries/{obdb_id}', params: [{ name: 'obdb_id', in: 'path' }, { name: 'per_page', in: 'query' }],
  },
  { name: 'exportBreweries', description: 'Every brewery', inputSchema: { type: 'object', properties: {} }, method: 'GET', path: '/breweries/export', params: [] },
];

const http = () => fakeHttp((req) => (req.url.includes('/missing') ? { status: 404, body: '{"message":"Not found"}' } : { status: 200, body: '{"name":"Moon"}' }));
const runner = () => new FakeRunner([execResult({ result: { n: 2 }, stdout: 'hi\n' })]);
const codeOptions = (): CodeModeServerOptions => ({
  catalog: new FakeCatalog(tools), runner: runner(), allowedBases: ['https://api.example.com/v1'],
  saveSkill: () => new Promise((resolve) => setTimeout(() => resolve({ ok: true, message: 'Saved skill f().' }), 20)),
});
const dualOptions = (surface: DualServerOptions['surface']): DualServerOptions => ({
  surface, tools, catalog: new FakeCatalog(tools), http: http(), runner: runner(), baseUrl: 'https://api.example.com/v1',
});

/** What the server answers on the wire and what the agent's client makes of it, call by call. */
async function golden(make: () => AnyServer, calls: Call[]): Promise<string> {
  const peer = new WirePeer();
  await make().connect(peer);
  const init = (await peer.initialize()).result as { protocolVersion: string; serverInfo: unknown; capabilities: { tools?: unknown } };
  const conn = await connectInMemory(make());
  const record: Record<string, unknown> = {
    initialize: { protocolVersion: init.protocolVersion, serverInfo: init.serverInfo, tools: init.capabilities.tools },
    'tools/list': { wire: (await peer.request('tools/list').response).result, agent: await conn.listTools() },
  };
  for (const [label, name, args] of calls) {
    const { result, error } = await peer.request('tools/call', { name, ...(args ? { arguments: args } : {}) }).response;
    record[label] = { wire: result ?? { error }, agent: await conn.callTool(name, args ?? {}) };
  }
  await conn.close();
  return stable(record);
}

/** JSON with each object's keys sorted: key order means nothing in JSON, array order does (the tool list's). */
function stable(value: unknown): string {
  const sorted = (v: unknown): unknown => Array.isArray(v) ? v.map(sorted)
    : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)])) : v;
  return `${JSON.stringify(sorted(value), null, 2)}\n`;
}

describe('the surfaces on the wire (golden files)', () => {
  it('classic', async () => {
    const made = await golden(() => createClassicServer({ tools, http: http(), baseUrl: 'https://api.example.com/v1' }), [
      ['ok', 'getBrewery', { obdb_id: 'b1', per_page: 5 }],
      ['not found', 'getBrewery', { obdb_id: 'missing' }],
      ['missing argument', 'getBrewery', {}],
      ['no arguments', 'exportBreweries'],
      ['unknown tool', 'nope', {}],
    ]);
    await expect(made).toMatchFileSnapshot('./__golden__/classic.json');
  });

  it('code mode', async () => {
    const made = await golden(() => createCodeModeServer(codeOptions()), [
      ['search', 'search', { query: 'brewery' }],
      ['get_schema', 'get_schema', { names: ['listBreweries', 'nope'] }],
      ['execute', 'execute', { code: 'print("hi")' }],
      ['execute without code', 'execute', {}],
      ['save_skill', 'save_skill', { code: 'def f():\n    """F."""\n' }],
      ['unknown tool', 'nope', {}],
    ]);
    await expect(made).toMatchFileSnapshot('./__golden__/codeMode.json');
  });

  it('dual, both surfaces', async () => {
    const direct = await golden(() => createDualServer(dualOptions('direct')), [
      ['typed call', 'getBrewery', { obdb_id: 'b1' }],
      ['invalid arguments', 'getBrewery', { per_page: 'five', q: 1 }],
      ['unknown tool', 'nope', {}],
    ]);
    const operation = await golden(() => createDualServer(dualOptions('operation')), [
      ['call_operation', 'call_operation', { name: 'getBrewery', arguments: '{"obdb_id":"b1"}' }],
      ['unknown operation', 'call_operation', { name: 'nope', arguments: {} }],
      ['execute', 'execute', { code: 'print("hi")' }],
    ]);
    await expect(`${direct}${operation}`).toMatchFileSnapshot('./__golden__/dual.json');
  });

  it('progress while the user decides, on the call\'s own token', async () => {
    const peer = new WirePeer();
    await createCodeModeServer(codeOptions()).connect(peer);
    await peer.initialize();
    const { response } = peer.request('tools/call', { name: 'save_skill', arguments: { code: 'def f():\n    """F."""\n' }, _meta: { progressToken: 'p1' } });
    const answer = await response;
    await expect(stable({ notifications: peer.notifications, answer: answer.result })).toMatchFileSnapshot('./__golden__/progress.json');
  });

  it('a cancelled call aborts the run and gets no answer', async () => {
    const peer = new WirePeer();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let runSignal: AbortSignal | undefined;
    const slow = new FakeRunner([(signal) => new Promise((resolve) => {
      runSignal = signal;
      signal?.addEventListener('abort', () => resolve(execResult({ ok: false, error: 'stopped' })));
      started();
    })]);
    await createCodeModeServer({ catalog: new FakeCatalog(), runner: slow }).connect(peer);
    await peer.initialize();
    const { id } = peer.request('tools/call', { name: 'execute', arguments: { code: 'while True: pass' } });
    await running;
    peer.notify('notifications/cancelled', { requestId: id, reason: 'Stop' });
    await peer.request('tools/list').response;
    expect(runSignal?.aborted).toBe(true);
    expect(peer.awaiting(id)).toBe(true);
  });

  it('the handshake: a revision the SDK speaks is echoed, an unknown one gets its newest; ping answers', async () => {
    const asked = async (protocolVersion: string) => {
      const peer = new WirePeer();
      await createCodeModeServer(codeOptions()).connect(peer);
      const init = peer.request('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 'wire-peer', version: '1.0.0' } });
      const { result } = await init.response;
      peer.notify('notifications/initialized');
      return { version: (result as { protocolVersion: string }).protocolVersion, ping: (await peer.request('ping').response).result };
    };
    expect(await asked('2025-03-26')).toEqual({ version: '2025-03-26', ping: {} });
    expect(await asked('2099-01-01')).toEqual({ version: '2025-11-25', ping: {} });
  });
});
