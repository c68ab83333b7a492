// JS side of the Python `requests` shim: turns one request (JSON text) into a message to the page broker and
// resolves with the broker's reply (JSON text). Python waits on it with pyodide.ffi.run_sync.
import type { BrokerReply, BrokerRequest, WorkerToHost } from '../contract';

export interface Bridge {
  /** Called from Python: JSON of a BrokerRequest in, JSON of a BrokerReply out. */
  request(json: string): Promise<string>;
  /** A fetch-reply from the page. */
  settle(nonce: string, id: number, reply: BrokerReply): void;
  /** Starts accepting requests for run `nonce` (null: between runs, every request fails). */
  setRun(nonce: string | null): void;
}

export function createBridge(post: (msg: WorkerToHost) => void): Bridge {
  let runNonce: string | null = null;
  let nextId = 1;
  const pending = new Map<number, (reply: BrokerReply) => void>();

  const fail = (error: string): string => JSON.stringify({ ok: false, kind: 'network', error } satisfies BrokerReply);

  return {
    request(json) {
      if (runNonce === null) return Promise.resolve(fail('No run is active: requests only work while a script runs.'));
      let req: BrokerRequest;
      try {
        req = JSON.parse(json) as BrokerRequest;
      } catch {
        return Promise.resolve(fail('Malformed request from the requests shim.'));
      }
      const id = nextId++;
      const nonce = runNonce;
      return new Promise<string>((resolve) => {
        pending.set(id, (reply) => resolve(JSON.stringify(reply)));
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
