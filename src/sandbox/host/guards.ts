// Validation of everything the sandbox sends to the page. The worker runs hostile code: each message is
// checked field by field, strings are capped, and anything unexpected is dropped (null).
import type { BrokerRequest, WorkerRunOutcome, WorkerToHost, WorkspaceChanges } from '../contract';
import { isWorkspaceName } from '../../core/workspace';
import { MESSAGE_LIMITS, oversize } from '../limits';

export const MAX_URL_CHARS = MESSAGE_LIMITS.maxUrlChars;
export const MAX_HEADER_COUNT = MESSAGE_LIMITS.maxHeaderCount;
export const MAX_HEADERS_CHARS = MESSAGE_LIMITS.maxHeadersChars;
const MARKER_ROOM = MESSAGE_LIMITS.markerRoom;

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

/** A run's writes under /data: names usable in the workspace, sizes within the caps; else null. */
export function parseFiles(v: unknown): WorkspaceChanges | null {
  if (!isObj(v) || !Array.isArray(v.written) || !Array.isArray(v.deleted)) return null;
  if (v.written.length > MESSAGE_LIMITS.maxFiles || v.deleted.length > MESSAGE_LIMITS.maxFiles) return null;
  let total = 0;
  const written: WorkspaceChanges['written'] = [];
  for (const w of v.written as unknown[]) {
    if (!isObj(w) || typeof w.name !== 'string' || !isWorkspaceName(w.name)) return null;
    if (!(w.bytes instanceof Uint8Array) || w.bytes.byteLength > MESSAGE_LIMITS.maxFileBytes) return null;
    total += w.bytes.byteLength;
    written.push({ name: w.name, bytes: w.bytes });
  }
  const deleted = (v.deleted as unknown[]).filter((d): d is string => typeof d === 'string' && isWorkspaceName(d));
  return total <= MESSAGE_LIMITS.maxWorkspaceBytes && deleted.length === v.deleted.length ? { written, deleted } : null;
}

function parseOutcome(v: unknown, maxChars: number): WorkerRunOutcome | null {
  const cap = maxChars + MARKER_ROOM;
  if (!isObj(v) || typeof v.ok !== 'boolean') return null;
  const bytes = v.result instanceof Uint8Array && v.result.buffer instanceof ArrayBuffer && v.result.byteLength <= MESSAGE_LIMITS.maxResultBytes;
  if ((v.result !== undefined && !bytes) || !isStr(v.stdout, cap) || !isStr(v.stderr, cap)) return null;
  if (!optStr(v.error, cap) || !optStr(v.traceback, cap)) return null;
  if (!Array.isArray(v.truncated) || v.truncated.length > 3) return null;
  const files = v.files === undefined ? undefined : parseFiles(v.files);
  if (files === null || !optStr(v.filesError, 1_000 + MARKER_ROOM)) return null;
  const truncated = v.truncated.filter((x): x is 'stdout' | 'stderr' | 'result' => x === 'stdout' || x === 'stderr' || x === 'result');
  return {
    ok: v.ok,
    ...(bytes ? { result: v.result as Uint8Array<ArrayBuffer> } : {}),
    stdout: v.stdout,
    stderr: v.stderr,
    ...(v.error !== undefined ? { error: v.error } : {}),
    ...(v.traceback !== undefined ? { traceback: v.traceback } : {}),
    truncated: [...new Set(truncated)],
    ...(v.fatal === true ? { fatal: true } : {}),
    ...(files ? { files } : {}),
    ...(v.filesError !== undefined ? { filesError: v.filesError } : {}),
  };
}

const PHASES = new Set(['loading', 'ready', 'unsupported', 'error']);

/** A message that failed validation; nonce and id are kept when valid, so a request can still be answered. */
export interface InvalidMessage {
  t: 'invalid';
  what: 'fetch' | 'done' | 'other';
  nonce?: string;
  id?: number;
  why: string;
}

/** Returns the message when well-formed, else what was wrong with it (never drops a request silently). */
export function parseWorkerMessage(data: unknown, limits: { maxChars: number; maxBody: number; maxSnapshotBytes: number }): WorkerToHost | InvalidMessage {
  const invalid = (what: InvalidMessage['what'], why: string): InvalidMessage => {
    const nonce = isObj(data) && isStr(data.nonce, 64) ? data.nonce : undefined;
    const id = isObj(data) && Number.isSafeInteger(data.id) ? (data.id as number) : undefined;
    return { t: 'invalid', what, why, ...(nonce !== undefined ? { nonce } : {}), ...(id !== undefined ? { id } : {}) };
  };
  if (!isObj(data) || typeof data.t !== 'string') return invalid('other', 'not a tagged message');
  switch (data.t) {
    case 'status': {
      if (typeof data.phase !== 'string' || !PHASES.has(data.phase) || !optStr(data.detail, 2_000)) return invalid('other', 'malformed status');
      const phase = data.phase as 'loading' | 'ready' | 'unsupported' | 'error';
      const heapBytes = typeof data.heapBytes === 'number' && Number.isFinite(data.heapBytes) ? data.heapBytes : undefined;
      const wait = data.wait === 'jspi' || data.wait === 'sab' ? data.wait : undefined;
      return {
        t: 'status', phase, ...(data.detail !== undefined ? { detail: data.detail } : {}), ...(heapBytes !== undefined ? { heapBytes } : {}),
        ...(wait !== undefined ? { wait } : {}),
      };
    }
    case 'snapshot': {
      if (data.snapshot instanceof Blob && data.snapshot.size <= limits.maxSnapshotBytes) return { t: 'snapshot', snapshot: data.snapshot };
      return { t: 'snapshot', error: isStr(data.error, 500) ? data.error : 'the sandbox sent no usable snapshot' };
    }
    case 'halt':
      return { t: 'halt', reason: isStr(data.reason, 500) ? data.reason : 'The sandbox was stopped.' };
    case 'fetch': {
      if (!isStr(data.nonce, 64) || !Number.isSafeInteger(data.id)) return invalid('other', 'request without a run');
      const refused = isStr(data.refused, 500) ? data.refused : undefined;
      const req = parseBrokerRequest(data.req, limits.maxBody);
      if (!req) return invalid('fetch', oversize(isObj(data.req) ? data.req : {}) ?? 'The request was malformed or over a size limit');
      return { t: 'fetch', nonce: data.nonce, id: data.id as number, req, ...(refused !== undefined ? { refused } : {}) };
    }
    case 'done': {
      if (!isStr(data.nonce, 64)) return invalid('other', 'result without a run');
      const outcome = parseOutcome(data.outcome, limits.maxChars);
      return outcome ? { t: 'done', nonce: data.nonce, outcome } : invalid('done', 'The sandbox sent a malformed or oversized result');
    }
    default:
      return invalid('other', `unknown message ${data.t.slice(0, 40)}`);
  }
}
