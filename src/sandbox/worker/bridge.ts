// JS side of the Python `requests` shim on the JSPI path (syncBridge.ts is the SharedArrayBuffer one): turns one
// request (JSON of its head, plus the body bytes) into a message to the page broker and resolves with the reply as
// [JSON of its head, body bytes]. Python waits on it with run_sync.
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

export function toBridgeReply(reply: BrokerReply): BridgeReply {
  if (own(reply, 'ok') !== true) return [jsonStringify(reply), EMPTY];
  const body = own(reply, 'body');
  const head = {
    ok: true, status: own(reply, 'status'), statusText: own(reply, 'statusText'), url: own(reply, 'url'), headers: own(reply, 'headers'),
  };
  return [jsonStringify(head), isBytes(body) ? body : EMPTY];
}

/** A request ready for the page, or the reply Python gets at once (no run, or a malformed request). */
export type Prepared = { ok: true; msg: Extract<WorkerToHost, { t: 'fetch' }> } | { ok: false; reply: BridgeReply };

export const failReply = (error: string): BridgeReply => toBridgeReply({ ok: false, kind: 'network', error });

/** The fetch message for one request of run `nonce` (null: no run is active). Shared by both waiting paths. */
export function prepareRequest(nonce: string | null, id: number, head: string, body?: unknown): Prepared {
  if (nonce === null) return { ok: false, reply: failReply('No run is active: requests only work while a script runs.') };
  let req: BrokerRequest;
  try {
    req = jsonParse(head) as BrokerRequest;
  } catch {
    return { ok: false, reply: failReply('Malformed request from the requests shim.') };
  }
  if (typeof req !== 'object' || req === null) return { ok: false, reply: failReply('Malformed request from the requests shim.') };
  if (isBytes(body) && body.length > 0) req.body = body;
  const refused = oversize(req);
  return refused
    ? { ok: true, msg: { t: 'fetch', nonce, id, req: { method: String(req.method).slice(0, 16), url: String(req.url).slice(0, SHOWN_URL_CHARS), headers: {} }, refused } }
    : { ok: true, msg: { t: 'fetch', nonce, id, req } };
}

export function createBridge(post: (msg: WorkerToHost) => void): Bridge {
  let runNonce: string | null = null;
  let nextId = 1;
  // No prototype: a script that patches Map or Object.prototype never sees the resolvers.
  let pending: Record<number, (reply: BrokerReply) => void> = Object.create(null) as Record<number, (reply: BrokerReply) => void>;

  return {
    request(head, body) {
      const prepared = prepareRequest(runNonce, nextId++, head, body);
      if (!prepared.ok) return PromiseCtor.resolve(prepared.reply);
      const { msg } = prepared;
      return new PromiseCtor<BridgeReply>((resolve) => {
        pending[msg.id] = (reply) => resolve(toBridgeReply(reply));
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
