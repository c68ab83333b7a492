// Open Brewery DB stand-in on 127.0.0.1:4011: the real dataset behind the v1 API, with CORS.
//   npx tsx e2e/servers/brewery.ts
// Also serves GET /openapi.yaml (the bundled spec pointing here), /export/openapi.yaml (it plus exportBreweries), /health, /v1/test/* helpers for the
// sandbox tests, the bearer-protected items API (/items/openapi.yaml), an API without CORS headers and a CORS proxy
// (brewery/corsRoutes.ts), and /canary (outside the /v1 prefix: any hit means a path-prefix escape). Control routes
// /__log and /__log/reset (not logged) list every other request this server saw.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { answerApi } from './brewery/api';
import { loadBreweries, type Brewery } from './brewery/data';
import { exportSpecText, localSpecText } from './brewery/spec';
import { answerItems } from './brewery/itemsApi';
import { answerCorsRoutes } from './brewery/corsRoutes';
import { answerTestRoute } from './brewery/testRoutes';
import { BREWERY_HOST, BREWERY_PORT } from './ports';

export interface LoggedRequest {
  method: string;
  path: string;
  origin: string | null;
  host: string | null;
  /** The Authorization header as received (the items API's bearer token), or null. */
  auth: string | null;
  /** Names of the request headers, lower-case. */
  headers: string[];
}

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

const API_PREFIX = '/v1';

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('access-control-expose-headers', '*');
  res.setHeader('access-control-max-age', '600');
  res.setHeader('access-control-allow-private-network', 'true');
}

function sendJson(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(head ? undefined : text);
}

export function createBreweryHandler(all: Brewery[], specText: string, exportSpec = specText) {
  const byId = new Map(all.map((b) => [b.id, b]));
  const log: LoggedRequest[] = [];
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    const head = req.method === 'HEAD';
    if (!path.startsWith('/nocors-api/')) cors(req, res);
    if (path === '/__log') return sendJson(res, 200, log, false);
    if (path === '/__log/reset') {
      log.length = 0;
      return sendJson(res, 200, { ok: true }, false);
    }
    log.push({
      method: req.method ?? '', path: req.url ?? '', origin: req.headers.origin ?? null, host: req.headers.host ?? null,
      auth: req.headers.authorization ?? null, headers: Object.keys(req.headers),
    });
    if (req.method === 'OPTIONS' && !path.startsWith('/nocors-api/') && path !== '/cors-proxy') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (await answerCorsRoutes(req, res, url, `http://${req.headers.host ?? ''}`, () => cors(req, res))) return;
    if (path === '/health') return sendJson(res, 200, { ok: true, breweries: all.length }, head);
    if (path === '/openapi.yaml' || path === '/export/openapi.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
      res.end(head ? undefined : path === '/openapi.yaml' ? specText : exportSpec);
      return;
    }
    if (answerItems(req, res, path, `http://${req.headers.host ?? ''}`)) return;
    if (path === '/canary') return sendJson(res, 200, { canary: 'outside the /v1 prefix' }, head);
    if (path.startsWith(`${API_PREFIX}/`)) {
      const rest = path.slice(API_PREFIX.length);
      if (await answerTestRoute(req, res, rest, url.searchParams)) return;
      if (req.method === 'GET' || head) {
        const reply = answerApi(all, byId, rest, url.searchParams);
        if (reply) return sendJson(res, reply.status, reply.body, head);
      } else if (rest.startsWith('/breweries')) {
        return sendJson(res, 405, { message: `${req.method ?? ''} is not supported; the API is read-only (GET)` }, false);
      }
    }
    sendJson(res, 404, { message: 'Not Found' }, head);
  };
}

export async function startBreweryServer(host = BREWERY_HOST, port = BREWERY_PORT): Promise<RunningServer> {
  const url = `http://${host}:${port}`;
  const handler = createBreweryHandler(loadBreweries(), localSpecText(`${url}${API_PREFIX}`), exportSpecText(`${url}${API_PREFIX}`));
  const server = createServer((req, res) => {
    handler(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(e) }, false);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url,
    server,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s = await startBreweryServer();
  console.log(`brewery stand-in listening on ${s.url} (spec: ${s.url}/openapi.yaml)`);
}
