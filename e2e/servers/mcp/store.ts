// Per-process memory of the MCP servers: the notes add_note saved, and every tools/call that arrived over HTTP
// (before validation or approval), so a test can assert that a denied write never reached any server.

export interface SavedNote {
  n: number;
  brewery_id: string;
  note: string;
  /** The variant (port) the note came in through. */
  server: string;
}

export interface ReceivedCall {
  server: string;
  tool: string;
  arguments: unknown;
}

export class NotesStore {
  notes: SavedNote[] = [];
  calls: ReceivedCall[] = [];
  private next = 1;

  add(server: string, breweryId: string, note: string): SavedNote {
    const saved = { n: this.next++, brewery_id: breweryId, note, server };
    this.notes.push(saved);
    return saved;
  }

  clearNotes(): number {
    const count = this.notes.length;
    this.notes = [];
    return count;
  }

  /** Records each tools/call of a JSON-RPC body (one message or a batch). */
  record(server: string, body: unknown): void {
    for (const message of Array.isArray(body) ? body : [body]) {
      if (typeof message !== 'object' || message === null) continue;
      const { method, params } = message as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
      if (method === 'tools/call' && typeof params?.name === 'string') {
        this.calls.push({ server, tool: params.name, arguments: params.arguments ?? {} });
      }
    }
  }

  reset(): void {
    this.notes = [];
    this.calls = [];
    this.next = 1;
  }
}
