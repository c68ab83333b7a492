import { describe, expect, it } from 'vitest';
import type { WorkerToHost } from '../contract';
import { createBridge } from './bridge';

function setup() {
  const posted: WorkerToHost[] = [];
  const bridge = createBridge((m) => posted.push(m));
  return { bridge, posted };
}

describe('worker bridge', () => {
  it('sends the body as bytes and hands the reply back as [head JSON, body bytes]', async () => {
    const { bridge, posted } = setup();
    bridge.setRun('n1');
    const body = new TextEncoder().encode('{"a":1}');
    const pending = bridge.request(JSON.stringify({ method: 'POST', url: 'http://x/', headers: {} }), body);
    const msg = posted[0];
    expect(msg).toMatchObject({ t: 'fetch', nonce: 'n1', id: 1, req: { method: 'POST', url: 'http://x/' } });
    expect(msg?.t === 'fetch' && msg.req.body).toBe(body);
    const replyBody = new Uint8Array([104, 105]);
    bridge.settle('n1', 1, { ok: true, status: 201, statusText: 'Created', url: 'http://x/', headers: [['a', 'b']], body: replyBody });
    const [head, bytes] = await pending;
    expect(JSON.parse(head)).toEqual({ ok: true, status: 201, statusText: 'Created', url: 'http://x/', headers: [['a', 'b']] });
    expect(bytes).toBe(replyBody);
  });

  it('ignores replies of another run and fails pending requests when the run ends', async () => {
    const { bridge } = setup();
    bridge.setRun('n1');
    const pending = bridge.request(JSON.stringify({ method: 'GET', url: 'http://x/', headers: {} }));
    bridge.settle('other', 1, { ok: true, status: 200, statusText: '', url: '', headers: [], body: new Uint8Array(1) });
    bridge.setRun(null);
    const [head, bytes] = await pending;
    expect(JSON.parse(head)).toMatchObject({ ok: false, kind: 'network', error: expect.stringContaining('run ended') });
    expect(bytes.length).toBe(0);
  });

  it('refuses requests between runs and malformed heads without posting', async () => {
    const { bridge, posted } = setup();
    expect(JSON.parse((await bridge.request('{}'))[0])).toMatchObject({ ok: false, error: expect.stringContaining('No run') });
    bridge.setRun('n1');
    expect(JSON.parse((await bridge.request('not json'))[0])).toMatchObject({ ok: false, error: expect.stringContaining('Malformed') });
    expect(posted).toHaveLength(0);
  });

  it('sends a request over a size limit on shrunk, with the reason, so the page answers it instead of dropping it', () => {
    const { bridge, posted } = setup();
    bridge.setRun('n1');
    void bridge.request(JSON.stringify({ method: 'POST', url: 'http://x/', headers: {} }), new Uint8Array(6 * 1024 * 1024));
    void bridge.request(JSON.stringify({ method: 'GET', url: `http://x/${'a'.repeat(9_000)}`, headers: {} }));
    expect(posted[0]).toMatchObject({ t: 'fetch', id: 1, refused: expect.stringContaining('limit is 5,242,880') });
    expect(posted[0]?.t === 'fetch' && posted[0].req.body).toBeUndefined();
    expect(posted[1]).toMatchObject({ t: 'fetch', id: 2, refused: expect.stringContaining('limit is 8,192') });
    expect(posted[1]?.t === 'fetch' && posted[1].req.url.length).toBeLessThanOrEqual(300);
  });
});
