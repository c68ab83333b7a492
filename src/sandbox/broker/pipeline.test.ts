import { describe, expect, it } from 'vitest';
import type { BrokerRequest, McpCallOutcome, RequestGate, SandboxApi, ToolHook } from '../contract';
import { BROKER_DEFAULTS, type BrokerDeps } from './broker';
import { createBroker } from './dispatch';

// The shared steps of broker.ts hold for every sender alike: each case below runs once per sender and checks that the
// sender never saw a request the pipeline refused, with the pipeline's own message.

const API = 'https://api.example.com';
const MCP = 'https://mcp.invalid/notes-key';

interface Case { api: SandboxApi; write: BrokerRequest; sent: string[] }

function senders(): Record<'live' | 'proxy' | 'mock' | 'tool', Case> {
  const sent: string[] = [];
  const tools: ToolHook = {
    annotations: () => ({ readOnlyHint: false }),
    list: () => [{ name: 'add', annotations: { readOnlyHint: false } }],
    call: (tool, args): Promise<McpCallOutcome> => (sent.push(`tool ${tool} ${JSON.stringify(args)}`), Promise.resolve({ ok: true, isError: false, value: {}, text: '' })),
  };
  const mock = (req: { body?: Uint8Array }) => (sent.push(`mock ${new TextDecoder().decode(req.body)}`), Promise.resolve({ status: 200, statusText: 'OK', headers: [] as Array<[string, string]>, body: new Uint8Array(), note: 'mock' }));
  const http = (extra: Partial<SandboxApi>): Case => ({
    api: { name: 'shop', allowlist: [{ origin: API, pathPrefix: '/v1' }], baseUrl: `${API}/v1`, ...extra },
    write: { method: 'POST', url: `${API}/v1/items`, headers: {}, body: '{"who":"EMAIL_1"}' }, sent,
  });
  return {
    live: http({}),
    proxy: http({ proxy: { template: 'https://proxy.example.net/?url={url}', sendCredentials: false } }),
    mock: http({ mock }),
    tool: { api: { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes-key' }], baseUrl: MCP, tools }, write: { method: 'POST', url: `${MCP}/add`, headers: {}, body: '{"who":"EMAIL_1"}' }, sent },
  };
}

function brokerOf(c: Case, requests?: RequestGate, deps: BrokerDeps = {}) {
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    (c.sent.push(`fetch ${input instanceof Request ? input.url : input.toString()} ${new TextDecoder().decode(init?.body as Uint8Array | undefined)}`), Promise.resolve(new Response('{}')));
  return createBroker({ ...c.api, ...(requests ? { requests } : {}) }, { fetch, ...deps });
}

const names = Object.keys(senders()) as Array<keyof ReturnType<typeof senders>>;

describe('one pipeline for every sender', () => {
  it.each(names)('%s: a URL outside the allowlist is refused naming the allowed base, and the sender sees nothing', async (name) => {
    const c = senders()[name];
    const { reply, log } = await brokerOf(c).request({ ...c.write, url: 'https://elsewhere.example.com/x' });
    expect(!reply.ok && reply.error).toBe(`Request blocked: https://elsewhere.example.com is not an allowed server. Allowed base URLs: ${c.api.baseUrl}`);
    expect(log).toMatchObject({ allowed: false, status: null });
    expect(c.sent).toEqual([]);
  });

  it.each(names)('%s: a body over the cap is refused before the sender', async (name) => {
    const c = senders()[name];
    const { reply } = await brokerOf(c).request({ ...c.write, body: 'x'.repeat(BROKER_DEFAULTS.maxRequestBytes + 1) });
    expect(reply).toMatchObject({ ok: false, kind: 'too-large' });
    expect(!reply.ok && reply.error).toMatch(/ is 5242881 bytes| are 5242881 bytes/);
    expect(c.sent).toEqual([]);
  });

  it.each(names)('%s: under Read-only a write is refused before the sender', async (name) => {
    const c = senders()[name];
    const { reply, log } = await brokerOf(c, { policy: 'read-only' }).request(c.write);
    expect(!reply.ok && reply.error).toMatch(/read-only/);
    expect(log).toMatchObject({ allowed: false, reason: 'refused: the request policy is read-only' });
    expect(c.sent).toEqual([]);
  });

  it.each(names)('%s: a privacy value that moves the URL out of its allowed base is refused, never sent', async (name) => {
    const c = senders()[name];
    const restore = (r: BrokerRequest): BrokerRequest => ({ ...r, url: r.url.replace(/\/[^/]*$/, '/../../admin') });
    const { reply } = await brokerOf(c, undefined, { restore }).request(c.write);
    expect(!reply.ok && reply.error).toMatch(/no longer under the allowed base/);
    expect(c.sent).toEqual([]);
  });

  it.each(names)('%s: the user\'s wait is left out of the request\'s time and logged apart; the sender gets the real values', async (name) => {
    const c = senders()[name];
    let clock = 0;
    const approve = () => ((clock += 5_000), Promise.resolve('allow' as const));
    const restore = (r: BrokerRequest): BrokerRequest => ({ ...r, body: new TextEncoder().encode('{"who":"ann@example.com"}') });
    const { reply, log } = await brokerOf(c, { policy: 'ask', approve }, { now: () => clock, restore }).request(c.write);
    expect(reply.ok).toBe(true);
    expect(log).toMatchObject({ allowed: true, waitedMs: 5_000, ms: 0 });
    expect(c.sent).toHaveLength(1);
    expect(c.sent[0]).toContain('ann@example.com');
  });
});
