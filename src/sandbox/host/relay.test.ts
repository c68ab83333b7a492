// The relay as the iframe runs it (its source, evaluated on its own), between a hostile "worker" and the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageLimits, SyncBufferLayout } from '../contract';
import { MESSAGE_LIMITS, SYNC_BUFFER } from '../limits';
import { relayMain } from './relay';

type Msg = Record<string, unknown>;
const g = globalThis as unknown as Record<string, unknown>;

class FakeWorker {
  static last: FakeWorker | null = null;
  port: MessagePort | null = null;
  data: Msg | null = null;
  terminated = false;
  onerror: unknown = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(msg: Msg, transfer: MessagePort[]) {
    this.data = msg;
    this.port = transfer[0] ?? null;
  }
  terminate() {
    this.terminated = true;
  }
}

let page: MessagePort;
let fromRelay: Msg[];
let worker: FakeWorker;
let workerPort: MessagePort;

function startRelay(limits: MessageLimits = MESSAGE_LIMITS, layout: SyncBufferLayout = SYNC_BUFFER, isolated = false): void {
  // Evaluated from its source text, as in the iframe: it must not depend on anything outside itself.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of the test is evaluating the relay from its source text
  const relay = (new Function(`return (${relayMain.toString()})`) as () => typeof relayMain)();
  const parent = { postMessage: () => undefined };
  // Stubbed, so that each test's afterEach takes them off again: later test files share this global object.
  for (const [name, value] of Object.entries({ parent, onmessage: null, Worker: FakeWorker, crossOriginIsolated: isolated })) vi.stubGlobal(name, value);
  relay(limits, layout);
  const channel = new MessageChannel();
  page = channel.port1;
  (g.onmessage as (e: unknown) => void)({ data: { t: 'cmp-start', code: '/* worker */' }, source: parent, ports: [channel.port2] });
  worker = FakeWorker.last!;
  workerPort = worker.port!;
  fromRelay = [];
  page.onmessage = (e: MessageEvent) => fromRelay.push(e.data as Msg);
}

const tick = () => new Promise((r) => setTimeout(r, 20));
/** A multi-megabyte message can take longer than one tick to cross on a loaded machine: wait for what must come. */
async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !cond() && Date.now() < end; ) await tick();
}
const fromWorker = async (...msgs: Msg[]) => {
  for (const m of msgs) workerPort.postMessage(m);
  await tick();
};
const startRun = async (maxRequests = 5) => {
  page.postMessage({ t: 'run', nonce: 'n1', code: 'x', baseUrl: '', maxOutputChars: 1_000, maxRequests });
  await tick();
};

beforeEach(() => startRelay());
afterEach(() => {
  vi.unstubAllGlobals();
  page.close();
  workerPort.close();
});

describe('relay', () => {
  it('passes a well-formed request and shrinks one over a size limit, with the reason', async () => {
    await startRun();
    const req = { method: 'GET', url: 'http://x/', headers: {} };
    await fromWorker({ t: 'fetch', nonce: 'n1', id: 1, req }, { t: 'fetch', nonce: 'n1', id: 2, req: { ...req, url: `http://x/${'a'.repeat(9_000)}` } });
    await until(() => fromRelay.length > 1);
    expect(fromRelay[0]).toEqual({ t: 'fetch', nonce: 'n1', id: 1, req });
    expect(fromRelay[1]).toMatchObject({ t: 'fetch', id: 2, refused: expect.stringContaining('limit is 8192') });
    expect(String((fromRelay[1]?.req as Msg).url).length).toBeLessThanOrEqual(300);
  });

  it('cuts result fields over the cap and marks them truncated', async () => {
    await startRun();
    await fromWorker({ t: 'done', nonce: 'n1', outcome: { ok: true, result: new TextEncoder().encode('1'), stdout: 'x'.repeat(300_000), stderr: '', error: 'e'.repeat(5_000), truncated: [] } });
    await until(() => fromRelay.length > 0);
    const outcome = fromRelay[0]?.outcome as Msg;
    expect(String(outcome.stdout).length).toBeLessThan(1_000 + MESSAGE_LIMITS.markerRoom + 100);
    expect(outcome.truncated).toEqual(['stdout']);
    expect(String(outcome.error)).toContain('cut by the sandbox relay');
  });

  it('passes a result of any size up to the limit whole, as bytes, and drops one over it (marked truncated)', async () => {
    startRelay({ ...MESSAGE_LIMITS, maxResultBytes: 4_000_000 });
    await startRun();
    const big = new Uint8Array(3_000_000).fill(0x31);
    await fromWorker({ t: 'done', nonce: 'n1', outcome: { ok: true, result: big, stdout: '', stderr: '', truncated: [] } });
    await until(() => fromRelay.length > 0);
    const outcome = fromRelay[0]?.outcome as Msg;
    expect((outcome.result as Uint8Array).byteLength).toBe(3_000_000);
    expect(outcome.truncated).toEqual([]);
    startRelay({ ...MESSAGE_LIMITS, maxResultBytes: 1_000 });
    await startRun();
    await fromWorker({ t: 'done', nonce: 'n1', outcome: { ok: true, result: new Uint8Array(1_001), stdout: '', stderr: '', truncated: [] } });
    await until(() => fromRelay.length > 0);
    const over = fromRelay[0]?.outcome as Msg;
    expect(over.result).toBeUndefined();
    expect(over.truncated).toEqual(['result']);
  });

  it('terminates the worker on any message after done', async () => {
    await startRun();
    await fromWorker({ t: 'done', nonce: 'n1', outcome: { ok: true, stdout: '', stderr: '', truncated: [] } });
    await fromWorker({ t: 'done', nonce: 'n1', outcome: { ok: true, result: new TextEncoder().encode('"forged"'), stdout: '', stderr: '', truncated: [] } });
    expect(worker.terminated).toBe(true);
    expect(fromRelay.map((m) => m.t)).toEqual(['done', 'halt']);
  });

  it('terminates a flood past the run\'s request budget', async () => {
    await startRun(1);
    const flood = Array.from({ length: 1 + MESSAGE_LIMITS.extraMessagesPerRun + 5 }, () => ({ t: 'status', phase: 'loading' }));
    await fromWorker(...flood);
    // 200-odd messages may take more than one tick on a busy machine.
    await vi.waitFor(() => expect(fromRelay.at(-1)).toMatchObject({ t: 'halt' }));
    expect(worker.terminated).toBe(true);
    expect(fromRelay.at(-1)).toMatchObject({ t: 'halt', reason: expect.stringContaining('flooded') });
    expect(fromRelay.length).toBe(1 + MESSAGE_LIMITS.extraMessagesPerRun + 1);
  });

  it('accepts one snapshot before the run only, and halts on unknown or foreign-run messages', async () => {
    await fromWorker({ t: 'snapshot', snapshot: new Blob([new Uint8Array(4)]) });
    // A Blob crosses the port later than a tick on a loaded machine: wait for it rather than for a fixed time.
    await until(() => fromRelay.length > 0);
    expect(fromRelay[0]).toMatchObject({ t: 'snapshot' });
    await startRun();
    await fromWorker({ t: 'fetch', nonce: 'other', id: 1, req: { method: 'GET', url: 'http://x/', headers: {} } });
    await until(() => worker.terminated);
    expect(worker.terminated).toBe(true);
    expect(fromRelay.at(-1)).toMatchObject({ t: 'halt' });
  });

  it('makes no shared buffer unless the frame is cross-origin isolated', () => {
    expect(worker.data).toEqual({ t: 'port', shared: null });
  });

  it('writes the reply of a sync request into the shared buffer in chunks, never posting it to the worker', async () => {
    const layout = { ...SYNC_BUFFER, dataBytes: 8 };
    startRelay(MESSAGE_LIMITS, layout, true);
    const shared = worker.data?.shared as SharedArrayBuffer;
    expect(shared).toBeInstanceOf(SharedArrayBuffer);
    const header = new Int32Array(shared, 0, layout.headerBytes / 4);
    const data = new Uint8Array(shared, layout.headerBytes, layout.dataBytes);
    const toWorker: Msg[] = [];
    workerPort.onmessage = (e: MessageEvent) => toWorker.push(e.data as Msg);
    await startRun();
    await fromWorker({ t: 'fetch', nonce: 'n1', id: 7, req: { method: 'GET', url: 'http://x/', headers: {} }, sync: true });
    expect(fromRelay[0]).toEqual({ t: 'fetch', nonce: 'n1', id: 7, req: { method: 'GET', url: 'http://x/', headers: {} } });
    const body = new TextEncoder().encode('0123456789');
    page.postMessage({ t: 'fetch-reply', nonce: 'n1', id: 7, reply: { ok: true, status: 200, statusText: 'OK', url: 'http://x/', headers: [], body } });
    await tick();
    const got: number[] = [];
    for (;;) {
      expect(Atomics.load(header, layout.state)).toBe(1);
      expect(Atomics.load(header, layout.id)).toBe(7);
      got.push(...data.subarray(0, Atomics.load(header, layout.chunk)));
      Atomics.store(header, layout.state, 0);
      if (got.length >= Atomics.load(header, layout.total)) break;
      await fromWorker({ t: 'sync-more', nonce: 'n1', id: 7 });
    }
    const headBytes = Atomics.load(header, layout.head);
    const bytes = new Uint8Array(got);
    expect(JSON.parse(new TextDecoder().decode(bytes.subarray(0, headBytes)))).toEqual({ ok: true, status: 200, statusText: 'OK', url: 'http://x/', headers: [] });
    expect(new TextDecoder().decode(bytes.subarray(headBytes))).toBe('0123456789');
    expect(toWorker.filter((m) => m.t === 'fetch-reply')).toEqual([]);
    // A request for more when nothing is being written is a hostile worker's: stopped.
    await fromWorker({ t: 'sync-more', nonce: 'n1', id: 7 });
    expect(worker.terminated).toBe(true);
  });
});
