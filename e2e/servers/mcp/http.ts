// HTTP plumbing of the MCP test servers: CORS per variant, bearer check, body reading, JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VariantTraits } from './variants';

export const ALLOW_METHODS = 'GET, POST, DELETE';
export const ALLOW_HEADERS = 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID';
/** WWW-Authenticate too: a page cannot read a 401's challenge otherwise. */
export const EXPOSE_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate';

/** Sets the CORS headers `cors` calls for; `none` sends none, like a server that never heard of CORS. */
export function setCors(res: ServerResponse, cors: VariantTraits['cors'] | 'control'): void {
  if (cors === 'none') return;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
  res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  if (cors === 'full') res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const t = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(t)), ...headers });
  res.end(t);
}

export const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

/** The parsed JSON body, or undefined after answering a JSON-RPC parse error. */
export async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<{ body: unknown } | undefined> {
  const raw = await readBody(req);
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch {
    sendJson(res, 400, jsonRpcError(-32700, 'Parse error: the body is not JSON'));
    return undefined;
  }
}
