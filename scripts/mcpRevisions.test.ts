// The page's MCP client against servers of each revision (port 0): the SDK's v2 server modern-only (2026-07-28, no
// initialize) and in dual mode, and the v1 server (2025-11-25): discover first, the handshake when the server or the
// browser refuses it, what each server speaks remembered, and the same tools, calls, errors, progress and approvals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRevisionServer, type RevisionServer } from '../e2e/servers/mcp/revisions';
import { startHints } from '../src/sandbox/broker/toolHints';
import { connectMcp, type McpConnection, type McpProgress, type McpQuestion, type QuestionHandler } from '../src/core/sources';
import { waitingHandler } from '../test-support/questionHandlers';
import { browserFetch } from '../test-support/browserFetch';

let modern: RevisionServer;
let dual: RevisionServer;
let legacy: RevisionServer;
beforeAll(async () => {
  [modern, dual, legacy] = await Promise.all([startRevisionServer('modern'), startRevisionServer('dual'), startRevisionServer('legacy')]);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await Promise.all([modern.close(), dual.close(), legacy.close()]);
});

const open: McpConnection[] = [];
async function connected(url: string, fetch: typeof globalThis.fetch = browserFetch, questions?: QuestionHandler): Promise<McpConnection> {
  const out = await connectMcp(url, { fetch, timeoutMs: 5_000, ...(questions ? { questions } : {}) });
  if (!out.ok) throw new Error(`${out.failure.kind}: ${out.failure.message}`);
  open.push(out.connection);
  return out.connection;
}

/** A browser whose preflight for the 2026-07-28 headers is refused (the server's CORS predates them). */
const preflightRefused: typeof fetch = async (input, init) => {
  if (new Headers(init?.headers).has('mcp-method')) throw new TypeError('Failed to fetch');
  return browserFetch(input, init);
};

const hook = (c: McpConnection) => ({
  list: () => c.tools(),
  annotations: (name: string) => c.tools().find((t) => t.name === name)?.annotations ?? null,
  call: c.callTool,
});

describe('a 2026-07-28 server that speaks nothing older (legacy: reject)', () => {
  it('connects with server/discover, no initialize; tools in the server\'s order with their hints; structuredContent', async () => {
    const c = await connected(modern.url);
    expect(c).toMatchObject({ era: 'modern', revision: '2026-07-28', server: { name: 'ledger', version: '2.0.0' } });
    expect(c.tools().map((t) => t.name)).toEqual(['balance', 'close_account', 'count', 'fail', 'quote', 'verify']);
    expect(modern.requests.map((r) => r.method)).not.toContain('initialize');
    expect(modern.requests[0]).toMatchObject({ method: 'server/discover', mcpMethod: 'server/discover' });
    expect(await c.callTool('balance', { account: 'abc' })).toMatchObject({ ok: true, isError: false, value: { account: 'abc', cents: 3000 } });
    expect(modern.requests.at(-1)).toMatchObject({ method: 'tools/call', mcpMethod: 'tools/call', mcpName: 'balance' });
  });

  it('asks before the write the server marks destructive, not before its reads', async () => {
    const c = await connected(modern.url);
    const hints = startHints(hook(c));
    expect(hints('close_account').annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(hints('balance').annotations).toMatchObject({ readOnlyHint: true });
    expect(await c.callTool('close_account', { account: 'abc' })).toMatchObject({ ok: true, value: 'closed abc' });
  });

  it('reports a failing tool, an unknown tool and a bad argument as tool errors; progress keeps a call alive', async () => {
    const c = await connected(modern.url);
    expect(await c.callTool('fail', {})).toMatchObject({ ok: true, isError: true, text: expect.stringContaining('the ledger is closed') as unknown });
    expect(await c.callTool('nope', {})).toMatchObject({ ok: false, kind: 'unknown-tool' });
    expect(await c.callTool('balance', { account: 5 })).toMatchObject({ ok: true, isError: true });
    const steps: McpProgress[] = [];
    const out = await c.callTool('count', { n: 3, everyMs: 150 }, undefined, { timeoutMs: 250, onProgress: (p) => steps.push(p) });
    expect(out).toMatchObject({ ok: true, value: 'counted to 3' });
    expect(steps.map((s) => s.message)).toEqual(['step 1', 'step 2', 'step 3']);
  });

  it('behind CORS that does not allow Mcp-Method: a message that names the headers to allow', async () => {
    const fresh = await startRevisionServer('modern');
    try {
      // Asked for the first time, and again once the page knows the server speaks 2026-07-28.
      for (const url of [fresh.url, modern.url]) {
        const out = await connectMcp(url, { fetch: preflightRefused, timeoutMs: 5_000 });
        expect(out).toMatchObject({ ok: false, failure: { kind: 'cors' } });
        if (out.ok) return;
        expect(out.failure.message).toContain('Mcp-Method');
        expect(out.failure.fix).toContain('Mcp-Method, Mcp-Name');
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('questions a 2026-07-28 server asks mid-call (input_required)', () => {
  const asked: McpQuestion[] = [];
  const answer = (a: Awaited<ReturnType<QuestionHandler>>): QuestionHandler => (q) => (asked.push(q), Promise.resolve(a));

  it('a form question reaches the call\'s handler; the answer goes back in the retried call; decline as such', async () => {
    asked.length = 0;
    const c = await connected(modern.url, browserFetch, answer({ action: 'cancel' }));
    const out = await c.callTool('quote', { to: 'bob' }, undefined, { onQuestion: answer({ action: 'accept', content: { cents: 250 } }) });
    expect(out).toMatchObject({ ok: true, isError: false, text: '{"kind":"elicit","action":"accept","content":{"cents":250}}' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ server: 'ledger', tool: 'quote', message: 'How much to bob?', mode: 'form' });
    expect(asked[0]?.mode === 'form' && asked[0].fields.map((f) => [f.name, f.kind, f.required])).toEqual([['cents', 'number', true]]);
    const declined = await c.callTool('quote', { to: 'bob' }, undefined, { onQuestion: answer({ action: 'decline' }) });
    expect(declined).toMatchObject({ ok: true, text: '{"kind":"elicit","action":"decline"}' });
    // The retried call is a new tools/call: the first got input_required, the second the result.
    expect(modern.requests.filter((r) => r.mcpName === 'quote').length).toBeGreaterThanOrEqual(4);
  });

  it('with two calls in flight, each question reaches the handler of the call that asked, named by its tool; no SDK progress line', async () => {
    asked.length = 0;
    const c = await connected(modern.url, browserFetch, () => Promise.reject(new Error('not the connection\'s handler')));
    const progress: McpProgress[] = [];
    const own = (cents: number): QuestionHandler => (q) => (asked.push(q), Promise.resolve({ action: 'accept', content: { cents } }));
    const both = await Promise.all([
      c.callTool('quote', { to: 'bob' }, undefined, { onQuestion: own(7), onProgress: (p) => progress.push(p) }),
      c.callTool('quote', { to: 'ada' }, undefined, { onQuestion: own(9) }),
    ]);
    expect(both).toMatchObject([{ ok: true, text: expect.stringContaining('"cents":7') }, { ok: true, text: expect.stringContaining('"cents":9') }]);
    expect(asked.map((q) => [q.tool, q.message]).sort()).toEqual([['quote', 'How much to ada?'], ['quote', 'How much to bob?']]);
    expect(progress).toEqual([]);
  });

  it('the user\'s time to answer does not count against the call\'s wait', async () => {
    const c = await connected(modern.url, browserFetch, answer({ action: 'cancel' }));
    const slow: QuestionHandler = () => new Promise((r) => setTimeout(() => r({ action: 'accept', content: { cents: 3 } }), 600));
    expect(await c.callTool('quote', { to: 'bob' }, undefined, { timeoutMs: 200, onQuestion: slow })).toMatchObject({ ok: true, text: expect.stringContaining('"cents":3') });
  });

  it('a URL question; without a handler, elicitation is not declared and the server\'s question fails the call', async () => {
    asked.length = 0;
    const c = await connected(modern.url, browserFetch, answer({ action: 'accept' }));
    expect(await c.callTool('verify', {})).toMatchObject({ ok: true, text: '{"kind":"elicit","action":"accept"}' });
    expect(asked).toEqual([expect.objectContaining({ server: 'ledger', tool: 'verify', mode: 'url', url: 'https://id.example.com/verify?case=7', message: 'Verify it is you' })]);
    const none = await connected(modern.url);
    expect(await none.callTool('quote', { to: 'bob' })).toMatchObject({ ok: true, isError: true, text: expect.stringMatching(/elicitation\/create.*capabilit/) });
  });
  it('closing the connection (the source removed) withdraws a waiting question and ends its call', async () => {
    const waiting = waitingHandler();
    const c = await connected(modern.url, browserFetch, waiting.handler);
    const call = c.callTool('quote', { to: 'x' });
    await waiting.asked;
    await c.close();
    expect(await call).toEqual({ ok: false, kind: 'network', error: 'The call to ledger failed: ledger was disconnected from the page while the call waited' });
    expect(waiting.withdrawn()).toBe(true);
  });
});

describe('a v2 server that also serves 2025-era clients (legacy: stateless)', () => {
  it('is spoken to in 2026-07-28', async () => {
    const c = await connected(dual.url);
    expect(c).toMatchObject({ era: 'modern', revision: '2026-07-28' });
    expect(await c.callTool('balance', { account: 'ab' })).toMatchObject({ ok: true, value: { account: 'ab', cents: 2000 } });
  });

  it('is spoken to with the initialize handshake when the browser refuses the new headers', async () => {
    const server = await startRevisionServer('dual', 0, { legacyCors: true });
    try {
      const c = await connected(server.url, preflightRefused);
      expect(c).toMatchObject({ era: 'legacy', revision: '2025-11-25' });
      expect(await c.callTool('balance', { account: 'a' })).toMatchObject({ ok: true, value: { account: 'a', cents: 1000 } });
    } finally {
      await server.close();
    }
  });
});

describe('a 2025-11-25 server (the v1 SDK, sessions)', () => {
  it('is spoken to with the handshake after its refusal of server/discover, and the next connection does not ask again', async () => {
    const c = await connected(legacy.url);
    expect(c).toMatchObject({ era: 'legacy', revision: '2025-11-25' });
    expect(await c.callTool('note_count', {})).toMatchObject({ ok: true, value: { count: 3 } });
    const probes = () => legacy.requests.filter((r) => r.mcpMethod === 'server/discover').length;
    expect(probes()).toBe(1);
    await connected(legacy.url);
    expect(probes()).toBe(1);
  });
});

describe('a tool list with a ttlMs', () => {
  it('is listed again once it ran out, and the change is told', async () => {
    const server = await startRevisionServer('modern', 0, { ttlMs: 100 });
    try {
      const c = await connected(server.url);
      const lists = () => server.requests.filter((r) => r.method === 'tools/list').length;
      expect(lists()).toBe(1);
      await c.callTool('balance', { account: 'a' });
      expect(lists()).toBe(1);
      const told: number[] = [];
      c.onToolsChanged((tools) => told.push(tools.length));
      await new Promise((r) => setTimeout(r, 150));
      await c.callTool('balance', { account: 'a' });
      await expect.poll(() => told.length).toBe(1);
      expect(lists()).toBe(2);
      expect(c.tools().map((t) => t.name)).toEqual(['balance', 'close_account', 'count', 'fail', 'quote', 'verify']);
    } finally {
      await server.close();
    }
  });
});
