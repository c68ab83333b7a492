// Time the user takes to decide (a request's approval, save_skill's question) never counts toward a tool call's
// timeout: while a decision is pending, the server sends MCP progress notifications for the call, and the client
// restarts its timeout on each one (resetTimeoutOnProgress). A decision's own limit (5 minutes) bounds the wait.
import type { CallContext } from './toolServer';

/** Well inside the client's call timeout, so a pending decision never lets it expire. */
export const KEEPALIVE_MS = 20_000;

/** The decisions a connection is waiting for (nested and concurrent waits count until the last ends). */
export class UserWaits {
  private pending = 0;
  private readonly listeners = new Set<(waiting: boolean) => void>();

  get waiting(): boolean {
    return this.pending > 0;
  }

  /** Runs `decision` (something only the user can end) as a wait on the user. */
  async during<T>(decision: () => Promise<T>): Promise<T> {
    if (this.pending++ === 0) this.tell(true);
    try {
      return await decision();
    } finally {
      if (--this.pending === 0) this.tell(false);
    }
  }

  subscribe(listener: (waiting: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(waiting: boolean): void {
    for (const fn of this.listeners) fn(waiting);
  }
}

/** Runs one tool call's work, keeping the call alive with progress notifications while the user decides. */
export async function keepAlive<T>(call: Pick<CallContext, '_meta' | 'notify'>, waits: UserWaits, work: () => Promise<T>): Promise<T> {
  const token = call._meta?.progressToken;
  if (token === undefined) return work();
  let progress = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ping = (message: string) => {
    void call.notify({ method: 'notifications/progress', params: { progressToken: token, progress: ++progress, message } }).catch(() => undefined);
  };
  const beat = () => {
    ping('Waiting for the user\'s decision');
    timer = setTimeout(beat, KEEPALIVE_MS);
  };
  const onChange = (waiting: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting) beat();
    else ping('The user decided');
  };
  const unsubscribe = waits.subscribe(onChange);
  if (waits.waiting) beat();
  try {
    return await work();
  } finally {
    unsubscribe();
    clearTimeout(timer);
  }
}
