// Every run as one CSV row (RFC 4180: quoted where needed, CRLF line ends), for spreadsheets and notebooks.
import type { RunFacts } from './stats';

export const CSV_COLUMNS = [
  'task', 'prompt', 'mode', 'repeat', 'status', 'input_tokens', 'cached_input_tokens', 'output_tokens', 'total_tokens',
  'cost_usd', 'wall_ms', 'tool_calls', 'http_requests', 'success',
] as const;

export interface CsvRun extends RunFacts {
  prompt: string;
}

function cell(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  const text = String(value);
  // A leading = + - @ makes spreadsheets run the cell as a formula; a quote mark keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function runsToCsv(runs: readonly CsvRun[]): string {
  const rows = runs.map((r) => [
    r.task, r.prompt, r.mode, r.repeat, r.status, r.inputTokens, r.cachedInputTokens, r.outputTokens, r.totalTokens,
    r.costUsd, Math.round(r.wallMs), r.toolCalls, r.httpRequests, r.success,
  ].map(cell).join(','));
  return [CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
