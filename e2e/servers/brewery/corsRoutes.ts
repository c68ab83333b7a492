// An API that sends no CORS headers (/nocors-api, its spec at /nocors/openapi.yaml is readable cross-origin) and a
// CORS proxy (/cors-proxy?url=…) that forwards to loopback targets and adds the headers: the CORS proxy e2e.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';

export const NOCORS_SPEC_PATH = '/nocors/openapi.yaml';
export const NOCORS_PREFIX = '/nocors-api';
export const CORS_PROXY_PATH = '/cors-proxy';

export function nocorsSpecText(origin: string): string {
  return `openapi: 3.0.3
info: { title: No-CORS API (e2e), version: 1.0.0 }
servers: [{ url: '${origin}${NOCORS_PREFIX}' }]
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
security: [{ bearer: [] }]
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } }
`;
}

const readBody = (req: IncomingMessage): Promise<Buffer> => new Promise((resolve, reject) => {
  const parts: Buffer[] = [];
  req.on('data', (c: Buffer) => parts.push(c));
  req.on('end', () => resolve(Buffer.concat(parts)));
  req.on('error', reject);
});

const HOP_HEADERS = new Set(['host', 'origin', 'referer', 'connection', 'content-length', 'transfer-encoding', 'sec-fetch-mode', 'sec-fetch-site', 'sec-fetch-dest']);

async function forward(req: IncomingMessage, res: ServerResponse, target: URL, cors: () => void): Promise<void> {
  const body = await readBody(req);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_HEADERS.has(k)));
  await new Promise<void>((resolve) => {
    const out = request(target, { method: req.method, headers: { ...headers, 'content-length': body.length } }, (up) => {
      void readBody(up).then((data) => {
        const kept = Object.fromEntries(Object.entries(up.headers).filter(([k]) => !k.startsWith('access-control-') && k !== 'transfer-encoding'));
        res.writeHead(up.statusCode ?? 502, kept);
        cors();
        res.end(data);
        resolve();
      });
    });
    out.on('error', (e) => {
      cors();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${e.message}`);
      resolve();
    });
    out.end(body);
  });
}

/** Answers the no-CORS API and the proxy; false when `path` is neither. `cors` adds the CORS headers. */
export async function answerCorsRoutes(req: IncomingMessage, res: ServerResponse, url: URL, origin: string, cors: () => void): Promise<boolean> {
  if (url.pathname === NOCORS_SPEC_PATH) {
    cors();
    res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
    res.end(nocorsSpecText(origin));
    return true;
  }
  if (url.pathname.startsWith(`${NOCORS_PREFIX}/`)) {
    // Deliberately no CORS headers, preflight included: a browser page cannot read this API directly.
    if (req.method === 'OPTIONS') res.writeHead(204).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(['a', 'b']));
    return true;
  }
  if (url.pathname === CORS_PROXY_PATH) {
    cors();
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    let target: URL | null;
    try {
      target = new URL(url.searchParams.get('url') ?? '');
    } catch {
      target = null;
    }
    if (!target || target.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(target.hostname)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('proxy: only loopback http targets');
      return true;
    }
    await forward(req, res, target, () => undefined);
    return true;
  }
  return false;
}
