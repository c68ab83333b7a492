// The page's live MCP connections, keyed by the catalog source id their synthetic spec has, and what the sandbox gets
// of each: a tool hook (never the transport, the URL's credential or the session). A re-list loads the spec again in
// the same place under a new id, so the registry follows the id.
import type { McpConnection, McpFailure } from '../../core/sources';
import type { ToolHook } from './sandboxConfig';

export interface McpEntry {
  url: string;
  /** Its reserved base's path segment, unique on this page (two URLs can slug alike; see McpRegistry.reserveKey). */
  key: string;
  connection: McpConnection;
  tools: ToolHook;
  /** A re-list is replacing its spec: its id is about to change, so a sweep must not take it for gone. */
  busy: boolean;
  /** Re-lists of this entry, one after the other. */
  queue: Promise<void>;
  unsubscribe: () => void;
}

/** A call the server refused for a scope: the page offers the sign-in it asks for (only the user's click opens it). */
export type StepUpListener = (entry: McpEntry, signIn: NonNullable<McpFailure['signIn']>, message: string) => void;

/**
 * The sandbox's view of a connection: annotations from its current tool list (null = no such tool), and calls. It
 * reads the connection at each use: a sign-in for more scope puts a new one in its place (McpRegistry.swap).
 */
export function toolHook(current: () => McpConnection, onStepUp?: (signIn: NonNullable<McpFailure['signIn']>, message: string) => void): ToolHook {
  return {
    annotations: (tool) => {
      const found = current().tools().find((t) => t.name === tool);
      return found ? found.annotations : null;
    },
    list: () => current().tools(),
    call: async (tool, args, signal, limits) => {
      const outcome = await current().callTool(tool, args, signal, limits);
      if (!outcome.ok && outcome.signIn) onStepUp?.(outcome.signIn, outcome.error);
      return outcome;
    },
  };
}

export function newEntry(url: string, key: string, connection: McpConnection, onStepUp?: StepUpListener): McpEntry {
  const entry: McpEntry = {
    url, key, connection, busy: false, queue: Promise.resolve(), unsubscribe: () => undefined,
    tools: toolHook(() => entry.connection, onStepUp && ((signIn, message) => onStepUp(entry, signIn, message))),
  };
  return entry;
}

export class McpRegistry {
  private readonly entries = new Map<string, McpEntry>();
  /** Keys held by connected entries and by connections still being opened. */
  private readonly keys = new Set<string>();

  /**
   * A key for a new connection that no other source on this page holds: `slug`, else `slug-2`, `slug-3`, … Calls are
   * routed by this key, so a URL that slugs like another's (acme.corp vs acme-corp) must never share it.
   */
  reserveKey(slug: string): string {
    let key = slug;
    for (let n = 2; this.keys.has(key); n++) key = `${slug}-${n}`;
    this.keys.add(key);
    return key;
  }

  /** Gives back a key whose connection failed or was never placed. */
  releaseKey(key: string): void {
    this.keys.delete(key);
  }

  add(id: string, entry: McpEntry): void {
    this.entries.set(id, entry);
  }

  get(id: string | null | undefined): McpEntry | undefined {
    return id ? this.entries.get(id) : undefined;
  }

  idOf(entry: McpEntry): string | undefined {
    for (const [id, e] of this.entries) if (e === entry) return id;
    return undefined;
  }

  /**
   * Loads the entry's spec again through `replace` (in its place; resolves with the new id, or null when it failed),
   * one re-list at a time per entry, and keys the entry by the new id. Nothing happens to an entry taken out meanwhile.
   */
  relist(entry: McpEntry, replace: (id: string) => Promise<string | null>): Promise<void> {
    entry.queue = entry.queue.then(async () => {
      const id = this.idOf(entry);
      if (id === undefined) return;
      entry.busy = true;
      try {
        const next = await replace(id);
        if (next !== null && next !== id && this.entries.get(id) === entry) {
          this.entries.delete(id);
          this.entries.set(next, entry);
        }
      } finally {
        entry.busy = false;
      }
    }).catch(() => undefined);
    return entry.queue;
  }

  /** Closes and takes out the entries whose source left the page (removed, or dropped with the whole set); returns them. */
  sweep(live: ReadonlySet<string>): McpEntry[] {
    const gone = [...this.entries].filter(([id, e]) => !live.has(id) && !e.busy);
    for (const [id, e] of gone) {
      this.entries.delete(id);
      this.keys.delete(e.key);
      closeEntry(e);
    }
    return gone.map(([, e]) => e);
  }

  /** The connected entry of this server URL (the first, should a page hold it twice). */
  byUrl(url: string): McpEntry | undefined {
    for (const e of this.entries.values()) if (e.url === url) return e;
    return undefined;
  }

  /**
   * Puts a new connection to the same server in the entry (signed in again, with more scope): its source keeps its id,
   * key, short name and place; the old connection closes. The caller subscribes to the new one's tool changes.
   */
  swap(entry: McpEntry, connection: McpConnection): void {
    const old = entry.connection;
    entry.unsubscribe();
    entry.unsubscribe = () => undefined;
    entry.connection = connection;
    void old.close().catch(() => undefined);
  }

  /** The ids with a connection, in no particular order. */
  ids(): string[] {
    return [...this.entries.keys()];
  }
}

/** Closes an entry's connection; a close that fails changes nothing for the page. */
export function closeEntry(entry: McpEntry): void {
  entry.unsubscribe();
  void entry.connection.close().catch(() => undefined);
}

