// A real MCP server (the official SDK) whose tools ask the user mid-call (2025-11-25 elicitation), for
// e2e/mcp-questions.spec.ts: order_pizza asks a form on the call's own stream, link_account asks the user to open a
// page (URL mode). Each tool returns the answer it got. Stateful Streamable HTTP with CORS, on 127.0.0.1:4047.
//   npx tsx e2e/servers/mcpQuestions.ts
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { sendJson, setCors } from './mcp/http';
import { streamableEndpoint } from './mcp/streamable';
import { MCP_HOST, MCP_QUESTIONS_PORT } from './ports';

export const LINK_URL = 'https://accounts.example.com/link?session=e2e';

function questionServer(): McpServer {
  const server = new McpServer({ name: 'pizza-shop', title: 'Pizza shop', version: '1.0.0' });
  server.registerTool('order_pizza', { description: 'Orders a pizza; asks the user which one.', annotations: { readOnlyHint: true } }, async (extra) => {
    const answer = await extra.sendRequest({
      method: 'elicitation/create',
      params: {
        message: 'Which pizza should I order?',
        requestedSchema: {
          type: 'object',
          properties: {
            size: { type: 'string', title: 'Size', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] },
            quantity: { type: 'integer', title: 'How many', minimum: 1, maximum: 5, default: 1 },
            email: { type: 'string', title: 'Email for the receipt', format: 'email' },
          },
          required: ['size'],
        },
      },
    }, ElicitResultSchema);
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  server.registerTool('link_account', { description: 'Links the user\'s account (they sign in on the shop\'s page).', annotations: { readOnlyHint: true } }, async (extra) => {
    const answer = await extra.sendRequest({
      method: 'elicitation/create',
      params: { mode: 'url', message: 'Sign in to the pizza shop to link your account.', url: LINK_URL, elicitationId: 'link-1' },
    }, ElicitResultSchema);
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  return server;
}

export function startQuestionServer(port = MCP_QUESTIONS_PORT, host = MCP_HOST): Promise<{ url: string; close: () => Promise<void> }> {
  const endpoint = streamableEndpoint(questionServer, () => undefined);
  const http = createServer((req, res) => {
    setCors(res, 'full');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url === '/health') return sendJson(res, 200, { ok: true });
    if (req.url !== '/mcp') return sendJson(res, 404, { message: 'not found' });
    endpoint.handle(req, res).catch(() => (res.headersSent ? res.destroy() : sendJson(res, 500, { message: 'failed' })));
  });
  return new Promise((resolve) => http.listen(port, host, () => {
    const address = http.address();
    const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/mcp`;
    resolve({ url, close: async () => { await endpoint.close(); http.closeAllConnections(); await new Promise((r) => http.close(r)); } });
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startQuestionServer();
  console.log(`MCP question server on ${url}`);
}
