// "Forbidden" server: nothing sandboxed may ever reach it. It answers everything permissively (CORS *, 200,
// WebSocket handshakes, event streams, scripts) so that only the sandbox's walls can stop a request, and
// counts every TCP connection, HTTP request and upgrade.
//   npx tsx e2e/servers/forbidden.ts
// Listeners: 127.0.0.2:4012 (another loopback address) and 127.0.0.1:4016 (the allowed API's host, other port).
// Control on 127.0.0.1:4014: GET /hits, POST /reset. A control request that looks browser-made (Origin,
// Sec-Fetch-*, a Chrome user agent) is itself a hit and never resets anything.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { BREWERY_HOST, CONTROL_HOST, CONTROL_PORT, FORBIDDEN_HOST, FORBIDDEN_PORT, FORBIDDEN_SAME_HOST_PORT } from './ports';

export interface Hit {
  kind: 'connection' | 'request' | 'upgrade' | 'control';
  listener: string;
  method?: string;
  url?: string;
  origin?: string;
  at: string;
}

export interface HitReport {
  /** connections + requests + upgrades + browser-made control requests; monotonic until /reset */
  total: number;
  connections: number;
  requests: number;
  upgrades: number;
  hits: Hit[];
}

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const hits: Hit[] = [];

function record(kind: Hit['kind'], listener: string, req?: IncomingMessage): void {
  hits.push({
    kind, listener, at: new Date().toISOString(),
    ...(req ? { method: req.method ?? '', url: req.url ?? '', origin: req.headers.origin ?? '' } : {}),
  });
}

export function report(): HitReport {
  const count = (k: Hit['kind']): number => hits.filter((h) => h.kind === k).length;
  return { total: hits.length, connections: count('connection'), requests: count('request'), upgrades: count('upgrade'), hits };
}

function answerPermissively(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', '*');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('access-control-allow-private-network', 'true');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/event-stream')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.end('data: forbidden\n\n');
  } else if (/\.m?js(\?|$)/.test(req.url ?? '') || accept.includes('javascript')) {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('self.__forbiddenLoaded = true;\n');
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ forbidden: true, leaked: 'this response must never reach sandboxed code' }));
  }
}

function acceptWebSocket(req: IncomingMessage, socket: Duplex): void {
  const key = req.headers['sec-websocket-key'];
  if (typeof key !== 'string') {
    socket.destroy();
    return;
  }
  const accept = createHash('sha1').update(key + WS_GUID).digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  socket.on('error', () => socket.destroy());
  setTimeout(() => socket.destroy(), 2000).unref();
}

function countingServer(host: string, port: number): Server {
  const listener = `${host}:${port}`;
  const server = createServer((req, res) => {
    record('request', listener, req);
    answerPermissively(req, res);
  });
  server.on('connection', () => record('connection', listener));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    record('upgrade', listener, req);
    acceptWebSocket(req, socket);
  });
  return server;
}

const looksBrowserMade = (req: IncomingMessage): boolean =>
  req.headers.origin !== undefined || req.headers['sec-fetch-mode'] !== undefined
  || req.headers['sec-fetch-site'] !== undefined || /chrom|mozilla/i.test(req.headers['user-agent'] ?? '');

function controlServer(): Server {
  return createServer((req, res) => {
    if (looksBrowserMade(req)) {
      record('control', 'control', req);
      res.writeHead(403).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/reset' && req.method === 'POST') hits.length = 0;
    if (path === '/hits' || path === '/reset' || path === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(report()));
      return;
    }
    res.writeHead(404).end();
  });
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export async function startForbiddenServer(): Promise<{ close: () => Promise<void> }> {
  const servers: Array<[Server, string, number]> = [
    [countingServer(FORBIDDEN_HOST, FORBIDDEN_PORT), FORBIDDEN_HOST, FORBIDDEN_PORT],
    [countingServer(BREWERY_HOST, FORBIDDEN_SAME_HOST_PORT), BREWERY_HOST, FORBIDDEN_SAME_HOST_PORT],
    [controlServer(), CONTROL_HOST, CONTROL_PORT],
  ];
  for (const [s, host, port] of servers) await listen(s, host, port);
  return {
    close: async () => {
      for (const [s] of servers) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startForbiddenServer();
  console.log(`forbidden server counting on ${FORBIDDEN_HOST}:${FORBIDDEN_PORT} and ${BREWERY_HOST}:${FORBIDDEN_SAME_HOST_PORT}; control http://${CONTROL_HOST}:${CONTROL_PORT}/hits`);
}
