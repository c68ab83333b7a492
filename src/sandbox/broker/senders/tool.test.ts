import { describe, expect, it, vi } from 'vitest';
import type { McpCallOutcome, McpToolAnnotations, RequestGate, SandboxApi, SandboxConfig, ToolHook } from '../../contract';
import { createBroker } from '../dispatch';
import { MCP_RESULT_HEADER } from './tool';

const MCP = 'https://mcp.invalid/notes';
const API = 'https://api.example.com';
const ANNOTATIONS: Record<string, McpToolAnnotations | undefined> = {
  list: { readOnlyHint: true },
  add: { readOnlyHint: false, destructiveHint: false },
  wipe: { destructiveHint: true },
  plain: undefined,
  fail: { readOnlyHint: true },
  hello: { readOnlyHint: true },
};

function hook(): ToolHook & { calls: Array<{ tool: string; args: unknown }> } {
  const calls: Array<{ tool: string; args: unknown }> = [];
  return {
    calls,
    annotations: (tool) => (tool in ANNOTATIONS ? ANNOTATIONS[tool] : null),
    list: () => Object.entries(ANNOTATIONS).map(([name, annotations]) => ({ name, ...(annotations ? { annotations } : {}) })),
    call(tool, args): Promise<McpCallOutcome> {
      calls.push({ tool, args });
      if (tool === 'fail') return Promise.resolve({ ok: true, isError: true, value: null, text: 'upstream is down' });
      if (tool === 'hello') return Promise.resolve({ ok: true, isError: false, value: 'hi there', text: 'hi there' });
      if (!(tool in ANNOTATIONS)) return Promise.resolve({ ok: false, kind: 'unknown-tool', error: `no tool named ${tool}` });
      return Promise.resolve({ ok: true, isError: false, value: { tool, args }, text: '' });
    },
  };
}

function setup(gate?: RequestGate, restore?: (r: { body?: string | Uint8Array }) => void) {
  const tools = hook();
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const mcp: SandboxApi = { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes/' }], baseUrl: MCP, tools };
  const api: SandboxApi = { name: 'shop', allowlist: [{ origin: API, pathPrefix: '/' }], baseUrl: API };
  const config: SandboxConfig = { ...mcp, apis: [mcp, api], ...(gate ? { requests: gate } : {}) };
  const broker = createBroker(config, { fetch, ...(restore ? { restore: (r) => (restore(r), r) } : {}) });
  return { broker, tools, fetch };
}

const call = (tool: string, args: unknown = {}, url = `${MCP}/${tool}`) => ({ method: 'POST', url, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(args) });
const header = (h: Array<[string, string]>, name: string) => h.find(([k]) => k === name)?.[1];

describe('MCP tool calls through the broker', () => {
  it('calls the tool with the JSON arguments and answers JSON, logged as an MCP call, never the network', async () => {
    const { broker, tools, fetch } = setup();
    const { reply, log } = await broker.request(call('list', { city: 'Denver' }));
    expect(tools.calls).toEqual([{ tool: 'list', args: { city: 'Denver' } }]);
    expect(fetch).not.toHaveBeenCalled();
    if (!reply.ok) throw new Error(reply.error);
    expect(header(reply.headers, MCP_RESULT_HEADER)).toBe('json');
    expect(JSON.parse(new TextDecoder().decode(reply.body))).toEqual({ tool: 'list', args: { city: 'Denver' } });
    expect(log).toMatchObject({ source: 'mcp', tool: 'list', api: 'notes', status: 200, allowed: true });
  });

  it('a text result is text, a tool error is a 500 the shim raises as ToolError, an unknown tool a 404', async () => {
    const { broker } = setup();
    const text = (await broker.request(call('hello'))).reply;
    const failed = (await broker.request(call('fail'))).reply;
    const unknown = (await broker.request(call('nope'))).reply;
    if (!text.ok || !failed.ok || !unknown.ok) throw new Error('expected answers');
    expect([header(text.headers, MCP_RESULT_HEADER), new TextDecoder().decode(text.body)]).toEqual(['text', 'hi there']);
    expect([failed.status, header(failed.headers, MCP_RESULT_HEADER), new TextDecoder().decode(failed.body)]).toEqual([500, 'error', 'upstream is down']);
    expect([unknown.status, header(unknown.headers, MCP_RESULT_HEADER)]).toEqual([404, 'unknown-tool']);
  });

  it('under Ask, a read-only tool runs at once; any other waits for the dialog, and Deny sends nothing', async () => {
    const approve = vi.fn(() => Promise.resolve('deny' as const));
    const { broker, tools } = setup({ policy: 'ask', approve });
    expect((await broker.request(call('list'))).reply.ok).toBe(true);
    expect(approve).not.toHaveBeenCalled();
    for (const tool of ['add', 'wipe', 'plain']) {
      const { reply, log } = await broker.request(call(tool, { note: 'x' }));
      expect(reply.ok).toBe(false);
      expect(log.allowed).toBe(false);
    }
    expect(approve).toHaveBeenCalledTimes(3);
    expect(approve.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      expect.objectContaining({ api: 'notes', tool: { name: 'add', annotations: { readOnlyHint: false, destructiveHint: false } } }),
      expect.objectContaining({ tool: { name: 'wipe', annotations: { destructiveHint: true } } }),
      expect.objectContaining({ tool: { name: 'plain' } }),
    ]);
    expect(tools.calls.map((c) => c.tool)).toEqual(['list']);
  });

  it('Read-only refuses a tool its server does not mark readOnlyHint, with a message naming it', async () => {
    const { broker, tools } = setup({ policy: 'read-only' });
    const { reply } = await broker.request(call('add'));
    expect(reply.ok ? '' : reply.error).toMatch(/read-only.*notes\.add.*readOnlyHint/);
    expect(tools.calls).toEqual([]);
  });

  it('a bare tool name goes to the one MCP source that has it; other names are refused with why', async () => {
    const { broker, tools } = setup();
    const bare = await broker.request(call('list', {}, 'https://mcp.invalid/list'));
    expect(bare.reply.ok).toBe(true);
    expect(tools.calls.map((c) => c.tool)).toEqual(['list']);
    const missing = await broker.request(call('zzz', {}, 'https://mcp.invalid/zzz'));
    expect(missing.reply).toMatchObject({ ok: true, status: 404 });
    expect(missing.reply.ok && new TextDecoder().decode(missing.reply.body)).toMatch(/No loaded MCP server has a tool named zzz \(servers: notes\)/);
  });

  it('only POSTs of a JSON object to <base>/<tool> are tool calls', async () => {
    const { broker, tools } = setup();
    expect((await broker.request({ method: 'GET', url: `${MCP}/list`, headers: {} })).reply.ok).toBe(false);
    expect((await broker.request(call('list', {}, `${MCP}/list/deeper`))).reply.ok).toBe(false);
    expect((await broker.request({ ...call('list'), body: '[1,2]' })).reply.ok).toBe(false);
    expect(tools.calls).toEqual([]);
  });

  it('privacy mode puts real values into the arguments the tool gets, after the checks', async () => {
    const seen: unknown[] = [];
    const tools = hook();
    const mcp: SandboxApi = { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes/' }], baseUrl: MCP, tools };
    const broker = createBroker(mcp, {
      restore: (r) => {
        seen.push(r.body);
        return { ...r, body: new TextEncoder().encode(new TextDecoder().decode(r.body as Uint8Array).replace('EMAIL_1', 'ann@example.com')) };
      },
    });
    await broker.request(call('list', { who: 'EMAIL_1' }));
    expect(seen).toHaveLength(1);
    expect(tools.calls).toEqual([{ tool: 'list', args: { who: 'ann@example.com' } }]);
  });

  it('gives the tool its wait (Python\'s timeout=, within the cap), reports progress, and logs a new session', async () => {
    const limits: unknown[] = [];
    const progress: Array<string | null> = [];
    const tools: ToolHook = {
      ...hook(),
      call(_tool, _args, _signal, l) {
        limits.push({ timeoutMs: l?.timeoutMs, maxTotalMs: l?.maxTotalMs });
        l?.onProgress?.({ progress: 1, total: 2, message: 'half' });
        return Promise.resolve({ ok: true, isError: false, value: 'done', text: 'done', note: 'a new session was started' });
      },
    };
    const mcp: SandboxApi = { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes/' }], baseUrl: MCP, tools };
    const broker = createBroker(mcp, { toolCapMs: 90_000, onToolProgress: (tool, p) => progress.push(p ? `${tool} ${p.progress}/${p.total ?? ''} ${p.message ?? ''}` : null) });
    const { log } = await broker.request({ ...call('list'), timeoutMs: 60_000 });
    await broker.request({ ...call('list'), timeoutMs: 600_000 });
    expect(limits).toEqual([{ timeoutMs: 60_000, maxTotalMs: 90_000 }, { timeoutMs: 90_000, maxTotalMs: 90_000 }]);
    expect(progress.slice(0, 2)).toEqual(['list 1/2 half', null]);
    expect(log.reason).toBe('a new session was started');
  });

  it('a call that timed out names the wait and the cap', async () => {
    const tools: ToolHook = { ...hook(), call: () => Promise.resolve({ ok: false, kind: 'timeout', error: 'notes did not answer in time' }) };
    const mcp: SandboxApi = { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes/' }], baseUrl: MCP, tools };
    const { reply } = await createBroker(mcp).request({ ...call('list'), timeoutMs: 5_000 });
    expect(reply).toMatchObject({ ok: false, kind: 'timeout', error: expect.stringContaining('no answer or progress for 5 s') });
    expect(reply.ok ? '' : reply.error).toContain('300 s cap');
  });
});
