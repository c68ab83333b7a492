// The one builder of the request log's entries: every answer, failure and refusal of the broker is logged through it.
import type { RequestLogEntry } from '../contract';

/** What an entry says beyond the request: unset (or undefined) fields are left out. */
export interface Logged {
  status?: number | null;
  bytes?: number;
  reason?: string | undefined;
  source?: RequestLogEntry['source'];
  tool?: string;
  waitedMs?: number;
  api?: string | undefined;
  questions?: string[];
}

/** The entry of one request; `ms` is its own time, the user's approval wait left out (that is `waitedMs`). */
export function logEntry(req: { method: string; url: string }, allowed: boolean, ms: number, facts: Logged = {}): RequestLogEntry {
  const { status = null, bytes = 0, reason, source, tool, waitedMs, api, questions } = facts;
  return {
    method: req.method, url: req.url, status, ms, bytes, allowed,
    ...(reason !== undefined ? { reason } : {}), ...(source !== undefined ? { source } : {}), ...(tool !== undefined ? { tool } : {}),
    ...(waitedMs !== undefined && waitedMs > 0 ? { waitedMs } : {}), ...(api !== undefined ? { api } : {}),
    ...(questions?.length ? { questions } : {}),
  };
}

/** The entry of a request refused before any source's pipeline saw it (no time spent, its method cut to 16 characters). */
export const refusedLog = (req: { method: string; url: string }, reason: string, facts: Logged = {}): RequestLogEntry =>
  logEntry({ method: String(req.method).toUpperCase().slice(0, 16), url: String(req.url) }, false, 0, { ...facts, reason });
