// A hostile Streamable HTTP MCP server on loopback for Node tests, written by hand (the SDK's server behaves): its
// tool-call SSE responses never end, and it can push a burst of `notifications/tools/list_changed` down the GET stream.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileMcpServer {
  url: string;
  /** Tool-call responses whose stream is still open (the server never ends them; only the client can). */
  openCallStreams: () => number;
  /** tools/list requests received, initial list included. */
  lists: () => number;
  /** notifications/cancelled received, by the request id they name. */
  cancelled: () => unknown[];
  /** Whether the client's GET stream (where notifications go) is open. */
  listening: () => boolean;
  /** Writes `count` list_changed notifications in one write to the GET stream. */
  burst: (count: number) => void;
  close: () => Promise<void>;
}

const TOOLS = [
  { name: 'stall', description: 'Opens an SSE response and never answers.', inputSchema: { type: 'object' } },
  { name: 'answer_then_stall', description: 'Answers in an SSE response that it never ends.', inputSchema: { type: 'object' } },
  { name: 'bad_image', description: 'Answers text and an image item without its mimeType.', inputSchema: { type: 'object' } },
];

interface RpcMessage { id?: number; method?: string; params?: { name?: string; protocolVersion?: string } }

const event = (message: unknown): string => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

/** `listDelayMs`: how long each tools/list takes, so notifications arrive while one is in flight. */
export async function startHostileMcpServer({ listDelayMs = 20 } = {}): Promise<HostileMcpServer> {
  const callStreams = new Set<http.ServerResponse>();
  let getStream: http.ServerResponse | undefined;
  let lists = 0;
  const cancelled: unknown[] = [];

  const sse = (res: http.ServerResponse): void => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(': open\n\n');
  };

  const answer = (res: http.ServerResponse, msg: RpcMessage): void => {
    const reply = (result: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }));
    };
    if (msg.id === undefined) {
      if (msg.method === 'notifications/cancelled') cancelled.push((msg.params as { requestId?: unknown } | undefined)?.requestId);
      res.writeHead(202).end();
    } else if (msg.method === 'initialize') {
      reply({ protocolVersion: msg.params?.protocolVersion, capabilities: { tools: { listChanged: true } }, serverInfo: { name: 'hostile', version: '1' } });
    } else if (msg.method === 'tools/list') {
      lists++;
      setTimeout(() => reply({ tools: TOOLS }), listDelayMs);
    } else if (msg.method === 'tools/call' && msg.params?.name === 'bad_image') {
      reply({ content: [{ type: 'text', text: 'the chart' }, { type: 'image', data: 'iVBORw0KGgo=' }] });
    } else if (msg.method === 'tools/call') {
      callStreams.add(res);
      res.on('close', () => callStreams.delete(res));
      sse(res);
      if (msg.params?.name === 'answer_then_stall') res.write(event({ jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: 'done' }] } }));
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } }));
    }
  };

  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      getStream = res;
      res.on('close', () => { if (getStream === res) getStream = undefined; });
      sse(res);
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => answer(res, JSON.parse(body) as RpcMessage));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return {
    url,
    openCallStreams: () => callStreams.size,
    lists: () => lists,
    cancelled: () => [...cancelled],
    listening: () => getStream !== undefined,
    burst: (count) => {
      getStream?.write(event({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }).repeat(count));
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
