// JS side of the Python `requests` shim: turns one request (JSON of its head, plus the body bytes) into a message to
// the page broker and resolves with the reply as [JSON of its head, body bytes]. Python waits on it with run_sync.
import type { BrokerReply, BrokerRequest, WorkerToHost } from '../contract';

/** What Python receives: the reply without its body as JSON, and the body (empty when there is none). */
export type BridgeReply = [string, Uint8Array];

export interface Bridge {
  /** Called from Python: JSON of a BrokerRequest without its body, and the body as a Uint8Array (or undefined). */
  request(head: string, body?: unknown): Promise<BridgeReply>;
  /** A fetch-reply from the page. */
  settle(nonce: string, id: number, reply: BrokerReply): void;
  /** Starts accepting requests for run `nonce` (null: between runs, every request fails). */
  setRun(nonce: string | null): void;
}

const EMPTY = new Uint8Array(0);

function toBridgeReply(reply: BrokerReply): BridgeReply {
  if (!reply.ok) return [JSON.stringify(reply), EMPTY];
  const { body, ...head } = reply;
  return [JSON.stringify(head), body instanceof Uint8Array ? body : EMPTY];
}

export function createBridge(post: (msg: WorkerToHost) => void): Bridge {
  let runNonce: string | null = null;
  let nextId = 1;
  const pending = new Map<number, (reply: BrokerReply) => void>();

  const fail = (error: string): Promise<BridgeReply> => Promise.resolve(toBridgeReply({ ok: false, kind: 'network', error }));

  return {
    request(head, body) {
      if (runNonce === null) return fail('No run is active: requests only work while a script runs.');
      let req: BrokerRequest;
      try {
        req = JSON.parse(head) as BrokerRequest;
      } catch {
        return fail('Malformed request from the requests shim.');
      }
      if (body instanceof Uint8Array && body.length > 0) req.body = body;
      const id = nextId++;
      const nonce = runNonce;
      return new Promise<BridgeReply>((resolve) => {
        pending.set(id, (reply) => resolve(toBridgeReply(reply)));
        post({ t: 'fetch', nonce, id, req });
      });
    },
    settle(nonce, id, reply) {
      if (nonce !== runNonce) return;
      const resolve = pending.get(id);
      if (!resolve) return;
      pending.delete(id);
      resolve(reply);
    },
    setRun(nonce) {
      runNonce = nonce;
      for (const resolve of pending.values()) resolve({ ok: false, kind: 'network', error: 'The run ended before the reply arrived.' });
      pending.clear();
    },
  };
}
