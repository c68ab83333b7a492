// Small node:http helpers for the fake LLM server: CORS for browser callers, body reading, JSON and SSE replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

const EXPOSED = 'x-request-id, request-id';

/** Retry-After (seconds) and whether a browser may read it: only headers listed in Expose-Headers are readable. */
export function retryAfterHeaders(retryAfter: number | undefined, exposed = true): Record<string, string> {
  if (retryAfter === undefined) return {};
  return { 'retry-after': String(retryAfter), 'access-control-expose-headers': exposed ? `retry-after, ${EXPOSED}` : EXPOSED };
}

/** Browsers call the fake straight from the app origin, with the SDKs' own headers (x-stainless-*, anthropic-*). */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin, Access-Control-Request-Headers');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    requested ??
      'authorization, x-api-key, content-type, anthropic-version, anthropic-beta, ' +
        'anthropic-dangerous-direct-browser-access, x-stainless-arch, x-stainless-lang, x-stainless-os, ' +
        'x-stainless-package-version, x-stainless-retry-count, x-stainless-runtime, ' +
        'x-stainless-runtime-version, x-stainless-timeout, x-goog-api-key, x-goog-api-client',
  );
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  res.setHeader('Access-Control-Max-Age', '600');
  // Chrome's Private Network Access preflight for loopback targets.
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function startSse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Splits text into a few pieces so clients see several deltas. */
export function chunkText(text: string, pieces = 3): string[] {
  if (text.length <= 1) return text ? [text] : [];
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
