// Turns a sandbox ExecutionResult into the text the model reads: bounded, actionable, no noise.
import { trimTraceback } from './traceback';
import type { ExecutionResult, HttpLogEntry } from '../execution/types';

export interface FormatOptions {
  /** Bases the broker lets through, quoted back when a request was denied. */
  allowedBases?: string[];
  /** Cap on the result JSON / output text the model receives. Default 20 000 characters. */
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 20_000;
const MAX_LISTED_REQUESTS = 5;

/** Cuts text at `max` characters with a visible marker saying how much was left out. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n… [truncated: ${text.length - max} more characters]`;
}

function resultJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return String(value);
  }
}

export function summarizeRequests(requests: HttpLogEntry[]): string {
  if (requests.length === 0) return 'HTTP: no requests made.';
  const failed = requests.filter((r) => !r.allowed || r.status === null || r.status >= 400).length;
  const lines = [`HTTP: ${requests.length} request${requests.length === 1 ? '' : 's'}${failed ? `, ${failed} failed or denied` : ''}:`];
  for (const r of requests.slice(0, MAX_LISTED_REQUESTS)) {
    const outcome = !r.allowed ? `DENIED${r.reason ? ` (${r.reason})` : ''}` : r.status === null ? `failed${r.reason ? ` (${r.reason})` : ''}` : String(r.status);
    lines.push(`- ${r.method} ${r.url} → ${outcome}`);
  }
  if (requests.length > MAX_LISTED_REQUESTS) lines.push(`- … and ${requests.length - MAX_LISTED_REQUESTS} more`);
  return lines.join('\n');
}

function denialHint(requests: HttpLogEntry[], allowedBases: string[] | undefined): string | undefined {
  const denied = requests.filter((r) => !r.allowed && !/limit/i.test(r.reason ?? ''));
  if (denied.length === 0) return undefined;
  const bases = allowedBases && allowedBases.length > 0 ? allowedBases.join(', ') : 'the API servers in the spec';
  return `Denied: ${denied[0]?.url} is outside the allowed servers. Only these bases are reachable: ${bases}. Build URLs from BASE_URL.`;
}

function errorHint(error: string, requests: HttpLogEntry[]): string | undefined {
  if (/timed? ?out/i.test(error)) return 'Hint: the run hit the 30 s limit. Make fewer or smaller requests (use filters and page sizes).';
  if (requests.some((r) => /limit/i.test(r.reason ?? '')) || /RequestLimitError|request limit|too many requests/i.test(error)) {
    return 'Hint: a run may make at most 50 requests. Use filtering/query parameters instead of fetching everything.';
  }
  return undefined;
}

/** The model-facing text for one `execute` call, and whether it is a tool error. */
export function formatExecution(code: string, r: ExecutionResult, options: FormatOptions = {}): { text: string; isError: boolean } {
  const max = options.maxChars ?? DEFAULT_MAX_CHARS;
  const parts: string[] = [];
  if (!r.ok) {
    parts.push(`Error: ${r.error ?? 'the script failed'}`);
    if (r.traceback) parts.push(trimTraceback(r.traceback, code));
    const hint = errorHint(r.error ?? '', r.requests);
    if (hint) parts.push(hint);
  } else {
    const printedOnly = typeof r.result === 'string' && r.result === r.stdout;
    if (!printedOnly && r.result !== undefined && r.result !== null) {
      parts.push(`result:\n${truncateText(resultJson(r.result), max)}`);
    } else if (r.stdout === '') {
      parts.push('result: null (assign `result` to return data)');
    }
  }
  if (r.stdout) parts.push(`stdout:\n${truncateText(r.stdout, Math.floor(max / 2))}`);
  if (r.stderr) parts.push(`stderr:\n${truncateText(r.stderr, Math.floor(max / 4))}`);
  if (r.truncated && r.truncated.length > 0) parts.push(`Note: the sandbox cut ${r.truncated.join(', ')} at its size cap.`);
  const written = r.files?.written ?? [];
  if (written.length > 0) parts.push(`Saved in the workspace: ${written.slice(0, 10).map((f) => `/data/${f.name} (${f.bytes.byteLength.toLocaleString('en-US')} bytes)`).join(', ')}${written.length > 10 ? ', …' : ''}.`);
  if (r.filesError) parts.push(`Workspace: ${r.filesError}`);
  const denial = denialHint(r.requests, options.allowedBases);
  if (denial) parts.push(denial);
  parts.push(summarizeRequests(r.requests));
  parts.push(`Took ${(r.durationMs / 1000).toFixed(1)} s.`);
  return { text: parts.join('\n\n'), isError: !r.ok };
}
