// A JSON-RPC peer with no MCP SDK in it, connected to a server as its transport: it records what the server puts
// on the wire byte for byte, so a test of the wire holds whichever SDK generation the server is built on.
type Message = { jsonrpc: '2.0'; id?: number | string; method?: string; params?: unknown; result?: unknown; error?: unknown };

export class WirePeer {
  onmessage?: (message: Message) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Notifications the server sent, in order. */
  readonly notifications: Message[] = [];
  private nextId = 1;
  private readonly pending = new Map<number | string, (message: Message) => void>();

  start(): Promise<void> {
    return Promise.resolve();
  }

  send(message: Message): Promise<void> {
    // A structured copy, as a real transport would serialize it.
    const copy = JSON.parse(JSON.stringify(message)) as Message;
    const waiting = copy.id === undefined ? undefined : this.pending.get(copy.id);
    if (waiting && copy.method === undefined && copy.id !== undefined) {
      this.pending.delete(copy.id);
      waiting(copy);
    } else if (copy.id === undefined) this.notifications.push(copy);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  /** Sends a request and resolves with the whole response message (result or error). */
  request(method: string, params?: Record<string, unknown>): { id: number; response: Promise<Message> } {
    const id = this.nextId++;
    const response = new Promise<Message>((resolve) => this.pending.set(id, resolve));
    this.deliver({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
    return { id, response };
  }

  notify(method: string, params?: Record<string, unknown>): void {
    this.deliver({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /** Whether a response to `id` is still awaited. */
  awaiting(id: number): boolean {
    return this.pending.has(id);
  }

  /** The 2025-11-25 handshake, as a client of that revision sends it; resolves with the server's answer. */
  async initialize(): Promise<Message> {
    const answer = await this.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'wire-peer', version: '1.0.0' } }).response;
    this.notify('notifications/initialized');
    return answer;
  }

  private deliver(message: Message): void {
    this.onmessage?.(message);
  }
}
