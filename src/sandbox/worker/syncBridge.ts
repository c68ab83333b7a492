// JS side of the Python `requests` shim where JSPI is missing: the request goes to the page as on the JSPI path
// (flagged `sync`), then the worker blocks in Atomics.wait on the SharedArrayBuffer the relay made, which the relay
// fills with the broker's reply, chunk by chunk. Python calls it synchronously; nothing else runs meanwhile.
import type { BrokerReply, SyncBufferLayout, WorkerToHost, WorkerToRelay } from '../contract';
import { failReply, prepareRequest, toBridgeReply, type BridgeReply } from './bridge';
import { Int32ArrayCtor, Uint8ArrayCtor, atomicsLoad, atomicsStore, atomicsWait, jsonParse, utf8Decode } from './primordials';

export interface SyncBridge {
  /** Called from Python: blocks until the reply is there (the run's time limit ends a wait that never does). */
  requestSync: (head: string, body?: unknown) => BridgeReply;
  setRun: (nonce: string | null) => void;
}

const MALFORMED = 'The sandbox relay sent a malformed reply.';

export function createSyncBridge(shared: SharedArrayBuffer, layout: SyncBufferLayout, post: (msg: WorkerToHost | WorkerToRelay) => void): SyncBridge {
  const header = new Int32ArrayCtor(shared, 0, layout.headerBytes / 4);
  const data = new Uint8ArrayCtor(shared, layout.headerBytes, layout.dataBytes);
  let runNonce: string | null = null;
  let nextId = 1;

  /** Reads every chunk of reply `id` (the buffer is shared with hostile code: each header is re-checked). */
  function receive(nonce: string, id: number): BridgeReply {
    let out: Uint8Array | null = null;
    let filled = 0;
    let headBytes: number;
    for (;;) {
      atomicsWait(header, layout.state, 0);
      const total = atomicsLoad(header, layout.total);
      const chunk = atomicsLoad(header, layout.chunk);
      headBytes = atomicsLoad(header, layout.head);
      if (atomicsLoad(header, layout.id) !== id || total < 0 || total > layout.maxTotalBytes || headBytes < 0 || headBytes > total ||
        chunk < 0 || chunk > layout.dataBytes || filled + chunk > total || (out !== null && out.length !== total)) {
        atomicsStore(header, layout.state, 0);
        return failReply(MALFORMED);
      }
      out ??= new Uint8ArrayCtor(total);
      // A copy out of shared memory: TextDecoder and the page refuse views on a SharedArrayBuffer.
      out.set(data.subarray(0, chunk), filled);
      filled += chunk;
      atomicsStore(header, layout.state, 0);
      if (filled >= total) break;
      if (chunk === 0) return failReply(MALFORMED);
      post({ t: 'sync-more', nonce, id });
    }
    let reply: BrokerReply;
    try {
      reply = jsonParse(utf8Decode(out.subarray(0, headBytes))) as BrokerReply;
    } catch {
      return failReply(MALFORMED);
    }
    if (typeof reply !== 'object' || reply === null) return failReply(MALFORMED);
    if (reply.ok) reply.body = out.subarray(headBytes);
    return toBridgeReply(reply);
  }

  return {
    requestSync(head, body) {
      const prepared = prepareRequest(runNonce, nextId++, head, body);
      if (!prepared.ok) return prepared.reply;
      atomicsStore(header, layout.state, 0);
      post({ ...prepared.msg, sync: true });
      return receive(prepared.msg.nonce, prepared.msg.id);
    },
    setRun(nonce) {
      runNonce = nonce;
    },
  };
}
