// Stateful Streamable HTTP endpoint, routed as the SDK README's example does: a new transport and McpServer per
// initialize, later requests find theirs by Mcp-Session-Id; anything else gets the README's 400.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { jsonRpcError, readJsonBody, sendJson } from './http';

export interface SessionEndpoint {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * `newServer` makes the McpServer of one session; `onBody` sees every parsed POST body first; `refuse` may answer a
 * POST itself instead (true), e.g. a call the token lacks the scope for.
 */
export function streamableEndpoint(
  newServer: () => McpServer, onBody: (body: unknown) => void, refuse?: (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<boolean>,
): SessionEndpoint {
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  async function open(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => { sessions.set(id, transport); },
    });
    // Only forget the session: server.close() would close the transport again, whose close calls onclose again.
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await newServer().connect(transport);
    await transport.handleRequest(req, res, body);
  }

  return {
    async handle(req, res) {
      const header = req.headers['mcp-session-id'];
      const transport = typeof header === 'string' ? sessions.get(header) : undefined;
      if (req.method === 'POST') {
        const parsed = await readJsonBody(req, res);
        if (!parsed) return;
        if (await refuse?.(req, res, parsed.body)) return;
        onBody(parsed.body);
        if (transport) return transport.handleRequest(req, res, parsed.body);
        if (header === undefined && isInitializeRequest(parsed.body)) return open(req, res, parsed.body);
        return sendJson(res, 400, jsonRpcError(-32000, 'Bad Request: No valid session ID provided'));
      }
      if (req.method === 'GET' || req.method === 'DELETE') {
        if (transport) return transport.handleRequest(req, res);
        return sendJson(res, 400, jsonRpcError(-32000, 'Bad Request: Invalid or missing session ID'));
      }
      sendJson(res, 405, jsonRpcError(-32000, 'Method not allowed'), { Allow: 'GET, POST, DELETE' });
    },
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      sessions.clear();
    },
  };
}
