// JS side of the Python `requests` shim: turns one request (JSON of its head, plus the body bytes) into a message to
// the page broker and resolves with the reply as [JSON of its head, body bytes]. Python waits on it with run_sync.
// Every request gets an answer: one over a size limit still goes to the page (shrunk, with `refused`), which logs
// and refuses it.
import type { BrokerReply, BrokerRequest, WorkerToHost } from '../contract';
import { oversize } from '../limits';
import { PromiseCtor, Uint8ArrayCtor, isBytes, jsonParse, jsonStringify, own } from './primordials';

/** What Python receives: the reply without its body as JSON, and the body (empty when there is none). */
export type BridgeReply = [string, Uint8Array];

export interface Bridge {
  /** Called from Python: JSON of a BrokerRequest without its body, and the body as a Uint8Array (or undefined). */
  request: (head: string, body?: unknown) => Promise<BridgeReply>;
  /** A fetch-reply from the page. */
  settle: (nonce: string, id: number, reply: BrokerReply) => void;
  /** Starts accepting requests for run `nonce` (null: between runs, every request fails). */
  setRun: (nonce: string | null) => void;
}

const EMPTY = new Uint8ArrayCtor(0);
const SHOWN_URL_CHARS = 300;

function toBridgeReply(reply: BrokerReply): BridgeReply {
  if (own(reply, 'ok') !== true) return [jsonStringify(reply), EMPTY];
  const body = own(reply, 'body');
  const head = {
    ok: true, status: own(reply, 'status'), statusText: own(reply, 'statusText'), url: own(reply, 'url'), headers: own(reply, 'headers'),
  };
  return [jsonStringify(head), isBytes(body) ? body : EMPTY];
}

export function createBridge(post: (msg: WorkerToHost) => void): Bridge {
  let runNonce: string | null = null;
  let nextId = 1;
  // No prototype: a script that patches Map or Object.prototype never sees the resolvers.
  let pending: Record<number, (reply: BrokerReply) => void> = Object.create(null) as Record<number, (reply: BrokerReply) => void>;

  const fail = (error: string): Promise<BridgeReply> => PromiseCtor.resolve(toBridgeReply({ ok: false, kind: 'network', error }));

  return {
    request(head, body) {
      if (runNonce === null) return fail('No run is active: requests only work while a script runs.');
      let req: BrokerRequest;
      try {
        req = jsonParse(head) as BrokerRequest;
      } catch {
        return fail('Malformed request from the requests shim.');
      }
      if (typeof req !== 'object' || req === null) return fail('Malformed request from the requests shim.');
      if (isBytes(body) && body.length > 0) req.body = body;
      const id = nextId++;
      const nonce = runNonce;
      const refused = oversize(req);
      const msg: WorkerToHost = refused
        ? { t: 'fetch', nonce, id, req: { method: String(req.method).slice(0, 16), url: String(req.url).slice(0, SHOWN_URL_CHARS), headers: {} }, refused }
        : { t: 'fetch', nonce, id, req };
      return new PromiseCtor<BridgeReply>((resolve) => {
        pending[id] = (reply) => resolve(toBridgeReply(reply));
        post(msg);
      });
    },
    settle(nonce, id, reply) {
      if (nonce !== runNonce) return;
      const resolve = pending[id];
      if (!resolve) return;
      delete pending[id];
      resolve(reply);
    },
    setRun(nonce) {
      runNonce = nonce;
      const waiting = pending;
      pending = Object.create(null) as Record<number, (reply: BrokerReply) => void>;
      for (const key in waiting) waiting[key]?.({ ok: false, kind: 'network', error: 'The run ended before the reply arrived.' });
    },
  };
}
