// Structured data for the UI trace rides in the MCP result's `_meta` under these keys; the model sees only text.
import type { ExecutionResult, HttpLogEntry } from '../execution/types';

export const EXECUTION_META_KEY = 'codemode/execution';
export const REQUESTS_META_KEY = 'codemode/requests';
export const OFFRAMP_META_KEY = 'codemode/offramp';
export const TRUNCATED_META_KEY = 'codemode/truncated';

/** The off-ramp's mark on a step: where the whole result went and the tokens it kept out of context. */
export function readOffRamp(meta: Record<string, unknown> | undefined): { path: string; tokensKeptOut: number; bytes: number } | undefined {
  const raw = meta?.[OFFRAMP_META_KEY];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = raw as Record<string, unknown>;
  return typeof v.path === 'string' && typeof v.tokensKeptOut === 'number' && typeof v.bytes === 'number' ? { path: v.path, tokensKeptOut: v.tokensKeptOut, bytes: v.bytes } : undefined;
}

/** A result cut at the size cap (no off-ramp): characters the model saw of the whole body. */
export function readTruncated(meta: Record<string, unknown> | undefined): { shownChars: number; totalChars: number } | undefined {
  const raw = meta?.[TRUNCATED_META_KEY];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = raw as Record<string, unknown>;
  return typeof v.shownChars === 'number' && typeof v.totalChars === 'number' ? { shownChars: v.shownChars, totalChars: v.totalChars } : undefined;
}

export function isHttpLogEntry(value: unknown): value is HttpLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.url === 'string' && typeof v.allowed === 'boolean';
}

export function isExecutionResult(value: unknown): value is ExecutionResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.ok === 'boolean' && typeof v.stdout === 'string' && typeof v.stderr === 'string' && Array.isArray(v.requests);
}

export function readRequests(meta: Record<string, unknown> | undefined): HttpLogEntry[] {
  const raw = meta?.[REQUESTS_META_KEY];
  return Array.isArray(raw) ? raw.filter(isHttpLogEntry) : [];
}

export function readExecution(meta: Record<string, unknown> | undefined): ExecutionResult | undefined {
  const raw = meta?.[EXECUTION_META_KEY];
  return isExecutionResult(raw) ? raw : undefined;
}
