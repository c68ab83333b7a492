// Validation of everything the sandbox sends to the page. The worker runs hostile code: each message is
// checked field by field, strings are capped, and anything unexpected is dropped (null).
import type { BrokerRequest, WorkerRunOutcome, WorkerToHost } from '../contract';

export const MAX_URL_CHARS = 8_192;
export const MAX_HEADER_COUNT = 100;
export const MAX_HEADERS_CHARS = 64 * 1024;
/** Extra room for the worker's own truncation markers on top of the output cap. */
const MARKER_ROOM = 200;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const optStr = (v: unknown, max: number): v is string | undefined => v === undefined || isStr(v, max);

/** `maxBody` caps a text body in characters and a byte body in bytes. */
export function parseBrokerRequest(v: unknown, maxBody: number): BrokerRequest | null {
  if (!isObj(v) || !isStr(v.method, 16) || !isStr(v.url, MAX_URL_CHARS) || !isObj(v.headers)) return null;
  const entries = Object.entries(v.headers);
  if (entries.length > MAX_HEADER_COUNT) return null;
  let size = 0;
  const headers: Record<string, string> = {};
  for (const [k, val] of entries) {
    if (typeof val !== 'string') return null;
    size += k.length + val.length;
    headers[k] = val;
  }
  if (size > MAX_HEADERS_CHARS) return null;
  const bytesBody = v.body instanceof Uint8Array && v.body.length <= maxBody;
  if (!bytesBody && !optStr(v.body, maxBody)) return null;
  if (v.timeoutMs !== undefined && (typeof v.timeoutMs !== 'number' || !Number.isFinite(v.timeoutMs))) return null;
  return {
    method: v.method,
    url: v.url,
    headers,
    ...(v.body !== undefined ? { body: v.body as string | Uint8Array } : {}),
    ...(v.timeoutMs !== undefined ? { timeoutMs: v.timeoutMs } : {}),
  };
}

function parseOutcome(v: unknown, maxChars: number): WorkerRunOutcome | null {
  const cap = maxChars + MARKER_ROOM;
  if (!isObj(v) || typeof v.ok !== 'boolean') return null;
  if (!isStr(v.resultJson, cap + MARKER_ROOM) || !isStr(v.stdout, cap) || !isStr(v.stderr, cap)) return null;
  if (!optStr(v.error, cap) || !optStr(v.traceback, cap)) return null;
  if (!Array.isArray(v.truncated) || v.truncated.length > 3) return null;
  const truncated = v.truncated.filter((x): x is 'stdout' | 'stderr' | 'result' => x === 'stdout' || x === 'stderr' || x === 'result');
  return {
    ok: v.ok,
    resultJson: v.resultJson,
    stdout: v.stdout,
    stderr: v.stderr,
    ...(v.error !== undefined ? { error: v.error } : {}),
    ...(v.traceback !== undefined ? { traceback: v.traceback } : {}),
    truncated: [...new Set(truncated)],
    ...(v.fatal === true ? { fatal: true } : {}),
  };
}

const PHASES = new Set(['loading', 'ready', 'unsupported', 'error']);

/** Returns the message when well-formed, else null. */
export function parseWorkerMessage(data: unknown, limits: { maxChars: number; maxBody: number }): WorkerToHost | null {
  if (!isObj(data) || typeof data.t !== 'string') return null;
  switch (data.t) {
    case 'status': {
      if (typeof data.phase !== 'string' || !PHASES.has(data.phase) || !optStr(data.detail, 2_000)) return null;
      const phase = data.phase as 'loading' | 'ready' | 'unsupported' | 'error';
      return { t: 'status', phase, ...(data.detail !== undefined ? { detail: data.detail } : {}) };
    }
    case 'fetch': {
      if (!isStr(data.nonce, 64) || !Number.isSafeInteger(data.id)) return null;
      const req = parseBrokerRequest(data.req, limits.maxBody);
      return req ? { t: 'fetch', nonce: data.nonce, id: data.id as number, req } : null;
    }
    case 'done': {
      if (!isStr(data.nonce, 64)) return null;
      const outcome = parseOutcome(data.outcome, limits.maxChars);
      return outcome ? { t: 'done', nonce: data.nonce, outcome } : null;
    }
    default:
      return null;
  }
}
