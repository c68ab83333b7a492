// A server's session, started again when the server says it has ended: a 404 on a request that carried a session id
// (the spec's signal), the reference server's 400 "No valid session ID" (what it answers after a restart), or the
// legacy SSE transport's 404 on its message endpoint. A new session is started once and the request sent again (the
// server never processed it); when that fails too, one message names the server.
import { SdkHttpError, type Client } from '@modelcontextprotocol/client';

/** The session could not be started again: `message` names the server and why. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

const SESSION_WORDS = /session/i;

/** Whether `err` is the server's word that the session of `client` is gone. */
export function sessionGone(err: unknown, client: Client): boolean {
  const transport = client.transport as { sessionId?: string } | undefined;
  if (err instanceof SdkHttpError) {
    if (!transport?.sessionId) return false;
    return err.status === 404 || (err.status === 400 && SESSION_WORDS.test(err.message));
  }
  // The legacy SSE transport: its message endpoint carries the session; it throws a plain Error naming the status.
  return err instanceof Error && /^Error POSTing to endpoint \(HTTP 404\)/.test(err.message);
}

export interface Session {
  /** Runs `fn` with the session's client; when the session has ended, starts a new one once and runs `fn` again. */
  run: <T>(fn: (client: Client) => Promise<T>) => Promise<{ value: T; renewed: boolean }>;
  current: () => Client;
  close: () => Promise<void>;
}

/**
 * `open` starts a new session (a new transport and client, initialize included). Calls in flight when the session ends
 * share one new session. A 2026-07-28 server has no sessions: nothing there ends one.
 */
export function session(first: Client, server: string, open: () => Promise<Client>): Session {
  let client = first;
  let renewing: Promise<Client> | null = null;
  const renew = (stale: Client): Promise<Client> => {
    if (client !== stale) return Promise.resolve(client);
    renewing ??= open().then((fresh) => {
      client = fresh;
      void stale.close().catch(() => undefined);
      return fresh;
    }, (err: unknown) => {
      throw new SessionEndedError(`${server} ended the session and a new one could not be started: ${err instanceof Error ? err.message : String(err)}`.slice(0, 400));
    }).finally(() => (renewing = null));
    return renewing;
  };
  return {
    current: () => client,
    close: () => client.close(),
    async run(fn) {
      const used = client;
      try {
        return { value: await fn(used), renewed: false };
      } catch (err) {
        if (!sessionGone(err, used)) throw err;
        const fresh = await renew(used);
        try {
          return { value: await fn(fresh), renewed: true };
        } catch (again) {
          if (!sessionGone(again, fresh)) throw again;
          throw new SessionEndedError(`${server} ended the new session too: the call was not made. Connect to the server again.`);
        }
      }
    },
  };
}
