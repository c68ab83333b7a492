import { describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest, RequestGate, OneApiConfig } from '../contract';
import { createBroker } from './dispatch';

const BASE = 'https://api.example.com';
const SECRET = 'Bearer secret-token';

function setup(gate: RequestGate | undefined, approvalTimeoutMs?: number) {
  const sent: Array<{ url: string; method: string }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), method: init?.method ?? 'GET' });
    return Promise.resolve(new Response('{"ok":true}', { status: 201 }));
  });
  const waits: boolean[] = [];
  const config: OneApiConfig = {
    allowlist: [{ origin: BASE, pathPrefix: '/' }], baseUrl: BASE,
    auth: { headers: { Authorization: SECRET }, servers: [{ origin: BASE, pathPrefix: '/' }] },
    ...(gate ? { requests: gate } : {}),
  };
  const broker = createBroker(config, { fetch, onApprovalWait: (w) => waits.push(w), ...(approvalTimeoutMs ? { approvalTimeoutMs } : {}) });
  return { broker, sent, waits };
}

const post = { method: 'post', url: `${BASE}/items`, headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': 'evil' }, body: '{"name":"x","n":1}' };

describe('request policy', () => {
  it('allow-all (and no gate) sends writes without asking', async () => {
    for (const gate of [undefined, { policy: 'allow-all' as const, approve: vi.fn() }]) {
      const { broker, sent } = setup(gate);
      expect((await broker.request(post)).reply.ok).toBe(true);
      expect(sent).toHaveLength(1);
      if (gate) expect(gate.approve).not.toHaveBeenCalled();
    }
  });

  it('read-only refuses every write without asking and sends reads', async () => {
    const approve = vi.fn();
    const { broker, sent } = setup({ policy: 'read-only', approve });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { reply, log } = await broker.request({ ...post, method, body: method === 'DELETE' ? undefined : post.body });
      expect(reply).toMatchObject({ ok: false, kind: 'denied' });
      expect(!reply.ok && reply.error).toMatch(/read-only/);
      expect(log).toMatchObject({ allowed: false, status: null });
    }
    for (const method of ['GET', 'HEAD']) expect((await broker.request({ method, url: `${BASE}/items`, headers: {} })).reply.ok).toBe(true);
    expect(sent.map((s) => s.method)).toEqual(['GET', 'HEAD']);
    expect(approve).not.toHaveBeenCalled();
  });

  it('only GET and HEAD without a body are reads: OPTIONS (with a body or without) asks under Ask and is refused under Read-only', async () => {
    const options = [{ method: 'OPTIONS', url: `${BASE}/items`, headers: {} }, { method: 'OPTIONS', url: `${BASE}/items`, headers: {}, body: '{"x":1}' }];
    const readOnly = setup({ policy: 'read-only', approve: vi.fn() });
    for (const req of options) expect((await readOnly.broker.request(req)).reply).toMatchObject({ ok: false, kind: 'denied', error: expect.stringMatching(/read-only/) as unknown });
    expect(readOnly.sent).toHaveLength(0);
    const asked: string[] = [];
    const ask = setup({ policy: 'ask', approve: (req) => (asked.push(`${req.method} ${req.bodyBytes}`), Promise.resolve('deny')) });
    for (const req of options) expect((await ask.broker.request(req)).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(asked).toEqual(['OPTIONS 0', 'OPTIONS 7']);
    expect(ask.sent).toHaveLength(0);
    // GET and HEAD with a body never reach the policy: the broker refuses them first.
    expect((await ask.broker.request({ method: 'GET', url: `${BASE}/items`, headers: {}, body: 'x' })).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(asked).toHaveLength(2);
  });

  it('ask shows the request without credentials or routing headers, with a pretty body; deny sends nothing', async () => {
    let asked: ApprovalRequest | null = null;
    const { broker, sent, waits } = setup({ policy: 'ask', approve: (req) => ((asked = req), Promise.resolve('deny')) });
    const { reply, log } = await broker.request(post);
    expect(reply).toMatchObject({ ok: false, kind: 'denied', error: `Request denied by the user: POST ${BASE}/items` });
    expect(log.reason).toBe('denied by you');
    expect(sent).toHaveLength(0);
    expect(asked).toEqual({
      method: 'POST', url: `${BASE}/items`, headers: { 'Content-Type': 'application/json' },
      bodyPreview: '{\n  "name": "x",\n  "n": 1\n}', bodyBytes: 18, bodyTruncated: false,
    });
    expect(JSON.stringify(asked)).not.toContain('secret');
    expect(waits).toEqual([true, false]);
  });

  it('ask + allow sends once; the wait is reported apart from the request time; reads are never asked', async () => {
    let release: (d: 'allow') => void = () => undefined;
    const approve = vi.fn(() => new Promise<'allow'>((r) => (release = r)));
    const { broker, sent } = setup({ policy: 'ask', approve });
    expect((await broker.request({ method: 'GET', url: `${BASE}/items`, headers: {} })).reply.ok).toBe(true);
    expect(approve).not.toHaveBeenCalled();
    const pending = broker.request(post);
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toHaveLength(1);
    release('allow');
    const { reply, log } = await pending;
    expect(reply).toMatchObject({ ok: true, status: 201 });
    expect(sent).toHaveLength(2);
    expect(log.waitedMs).toBeGreaterThanOrEqual(50);
    expect(log.ms).toBeLessThan(log.waitedMs ?? 0);
  });

  it('a pending question is withdrawn when the run stops, and denied when nobody decides in time', async () => {
    const signals: AbortSignal[] = [];
    const gate: RequestGate = { policy: 'ask', approve: (_req, signal) => (signals.push(signal), new Promise(() => undefined)) };
    const stop = new AbortController();
    const { broker, sent } = setup(gate, 50);
    const stopped = broker.request(post, stop.signal);
    stop.abort();
    expect((await stopped).reply).toMatchObject({ ok: false, error: 'Request cancelled: the run was stopped' });
    const late = await broker.request(post);
    expect(late.reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(!late.reply.ok && late.reply.error).toMatch(/no decision within/);
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('a decision after 4 minutes still sends; none within 5 minutes is a Deny (fake clock)', async () => {
    vi.useFakeTimers();
    try {
      const answers: Array<(d: 'allow') => void> = [];
      const { broker, sent } = setup({ policy: 'ask', approve: () => new Promise((r) => answers.push(r)) });
      const late = broker.request(post);
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      answers[0]?.('allow');
      expect((await late).reply).toMatchObject({ ok: true, status: 201 });
      const never = broker.request(post);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect((await never).reply).toMatchObject({ ok: false, kind: 'denied', error: `Request denied: no decision within 300 s: POST ${BASE}/items` });
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ask without anyone to ask denies', async () => {
    const { broker, sent } = setup({ policy: 'ask' });
    expect((await broker.request(post)).reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(sent).toHaveLength(0);
  });
});
