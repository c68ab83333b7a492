// Closes the HTTP response behind each JSON-RPC request once the request is given up (the client sends
// notifications/cancelled on a timeout or a stopped run) or answered. The SDK cancels only the JSON-RPC request: a
// server that never ends its SSE responses would keep one of the browser's six connections to its origin per call.
import type { FetchLike, JSONRPCMessage } from '@modelcontextprotocol/client';

type Id = string | number;

export interface StreamGuard {
  /** The transport's fetch: each request's response can be closed on its own. */
  fetch: FetchLike;
  /** Sees each message the transport receives (set as its onmessage before the client connects, which keeps it). */
  received: (message: JSONRPCMessage) => void;
}

interface Sent {
  id?: Id;
  method?: string;
  params?: { requestId?: Id };
}

/** The JSON-RPC message a POST carries (the SDK client sends one per POST, as a JSON string). */
function sentMessage(body: unknown): Sent | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function streamGuard(base: FetchLike): StreamGuard {
  const open = new Map<Id, AbortController>();
  const close = (id: Id | undefined): void => {
    const controller = id === undefined ? undefined : open.get(id);
    if (id === undefined || !controller) return;
    open.delete(id);
    controller.abort();
  };
  return {
    fetch: async (url, init) => {
      const sent = sentMessage(init?.body);
      if (sent?.method === 'notifications/cancelled') close(sent.params?.requestId);
      if (sent?.id === undefined || sent.method === undefined) return base(url, init);
      const own = new AbortController();
      open.set(sent.id, own);
      const signal = init?.signal ? AbortSignal.any([init.signal, own.signal]) : own.signal;
      try {
        return await base(url, { ...init, signal });
      } catch (err) {
        if (open.get(sent.id) === own) open.delete(sent.id);
        throw err;
      }
    },
    received: (message) => {
      if ('id' in message && !('method' in message)) close(message.id);
    },
  };
}
