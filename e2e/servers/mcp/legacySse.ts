// The deprecated HTTP+SSE transport (protocol 2024-11-05): GET /sse opens the stream and names the POST endpoint,
// POST /messages?sessionId=… carries the client's messages. POST /sse answers 405, as such servers do, which is
// what sends a Streamable HTTP client to its SSE fallback.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { jsonRpcError, readJsonBody, sendJson } from './http';
import type { SessionEndpoint } from './streamable';

export function legacySseEndpoint(newServer: () => McpServer, onBody: (body: unknown) => void): SessionEndpoint {
  const sessions = new Map<string, SSEServerTransport>();

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname === '/sse' && req.method === 'GET') {
        const transport = new SSEServerTransport('/messages', res);
        sessions.set(transport.sessionId, transport);
        // Only forget the session: server.close() would close the transport again, whose close calls onclose again.
        transport.onclose = () => { sessions.delete(transport.sessionId); };
        return newServer().connect(transport);
      }
      if (url.pathname === '/messages' && req.method === 'POST') {
        const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
        if (!transport) return sendJson(res, 404, jsonRpcError(-32000, 'No SSE session with this sessionId'));
        const parsed = await readJsonBody(req, res);
        if (!parsed) return;
        onBody(parsed.body);
        return transport.handlePostMessage(req, res, parsed.body);
      }
      if (url.pathname === '/sse') return sendJson(res, 405, jsonRpcError(-32000, 'Method not allowed'), { Allow: 'GET' });
      sendJson(res, 404, { message: 'Not Found' });
    },
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      sessions.clear();
    },
  };
}
