// The SharedArrayBuffer bridge against a stand-in relay that writes each chunk when asked (synchronously, from the
// worker's own post: the bridge only waits while no chunk is ready).
import { describe, expect, it } from 'vitest';
import type { WorkerToHost, WorkerToRelay } from '../contract';
import { SYNC_BUFFER } from '../limits';
import { createSyncBridge } from './syncBridge';

const layout = { ...SYNC_BUFFER, dataBytes: 16 };

function setup(answer: (id: number) => { head: string; body: Uint8Array }, forgeId?: number) {
  const shared = new SharedArrayBuffer(layout.headerBytes + layout.dataBytes);
  const header = new Int32Array(shared, 0, layout.headerBytes / 4);
  const data = new Uint8Array(shared, layout.headerBytes, layout.dataBytes);
  const posted: Array<WorkerToHost | WorkerToRelay> = [];
  let sending: { id: number; bytes: Uint8Array; head: number; offset: number } | null = null;
  const writeChunk = () => {
    if (!sending) return;
    const n = Math.min(layout.dataBytes, sending.bytes.length - sending.offset);
    data.set(sending.bytes.subarray(sending.offset, sending.offset + n));
    header[layout.id] = forgeId ?? sending.id;
    header[layout.total] = sending.bytes.length;
    header[layout.head] = sending.head;
    header[layout.chunk] = n;
    sending.offset += n;
    Atomics.store(header, layout.state, 1);
  };
  const bridge = createSyncBridge(shared, layout, (msg) => {
    posted.push(msg);
    if (msg.t === 'fetch') {
      const reply = answer(msg.id);
      const head = new TextEncoder().encode(reply.head);
      const bytes = new Uint8Array([...head, ...reply.body]);
      sending = { id: msg.id, bytes, head: head.length, offset: 0 };
      writeChunk();
    } else if (msg.t === 'sync-more') writeChunk();
  });
  return { bridge, posted, header };
}

const GET = JSON.stringify({ method: 'GET', url: 'http://x/', headers: {} });

describe('sync bridge', () => {
  it('posts the request flagged sync and returns the reply read chunk by chunk', () => {
    const body = new TextEncoder().encode('a body longer than one chunk of sixteen bytes');
    const head = JSON.stringify({ ok: true, status: 200, statusText: 'OK', url: 'http://x/', headers: [['a', 'b']] });
    const { bridge, posted } = setup(() => ({ head, body }));
    bridge.setRun('n1');
    const [replyHead, replyBody] = bridge.requestSync(GET);
    expect(JSON.parse(replyHead)).toEqual(JSON.parse(head));
    expect(new TextDecoder().decode(replyBody)).toBe('a body longer than one chunk of sixteen bytes');
    expect(posted[0]).toMatchObject({ t: 'fetch', nonce: 'n1', id: 1, sync: true, req: { url: 'http://x/' } });
    const more = posted.filter((m) => m.t === 'sync-more');
    expect(more.length).toBe(Math.ceil((head.length + body.length) / layout.dataBytes) - 1);
    expect(more[0]).toEqual({ t: 'sync-more', nonce: 'n1', id: 1 });
  });

  it('passes a broker failure on as the same value the JSPI bridge gives', () => {
    const { bridge } = setup(() => ({ head: JSON.stringify({ ok: false, kind: 'denied', error: 'not allowed' }), body: new Uint8Array(0) }));
    bridge.setRun('n1');
    const [head, body] = bridge.requestSync(GET);
    expect(JSON.parse(head)).toEqual({ ok: false, kind: 'denied', error: 'not allowed' });
    expect(body.length).toBe(0);
  });

  it('fails without waiting when no run is active, and rejects a reply for another request', () => {
    const ok = (id: number) => ({ head: JSON.stringify({ ok: true, status: 200, statusText: '', url: '', headers: [] }), body: new Uint8Array([id]) });
    const { bridge, posted } = setup(ok);
    expect(JSON.parse(bridge.requestSync(GET)[0])).toMatchObject({ ok: false, error: expect.stringContaining('No run is active') });
    expect(posted).toEqual([]);
    // A script that scribbles on the shared buffer only spoils its own reply.
    const forged = setup(ok, 99);
    forged.bridge.setRun('n1');
    expect(JSON.parse(forged.bridge.requestSync(GET)[0])).toMatchObject({ ok: false, error: expect.stringContaining('malformed') });
    expect(forged.header[layout.state]).toBe(0);
  });
});
