// Words and text for the raw request/response view of one LLM turn (the exchange itself is already redacted in core).
import type { RawBody, RawExchange } from '../../core/llm';
import { formatBytes } from '../components/DataPanel/DataPanel';

/** "12.3 KB sent · 4.5 KB received · 2 failed attempts before this one (not shown)". */
export function rawSummary(raw: RawExchange, failedAttempts = 0): string {
  const parts = [`${formatBytes(raw.requestBody.bytes)} sent`, `${formatBytes(raw.responseBody.bytes)} received`];
  const failed = failedAttempts;
  if (failed > 0) parts.push(`${failed} failed attempt${failed === 1 ? '' : 's'} before this one (not shown)`);
  return parts.join(' · ');
}

/** "content-type: application/json" lines, as sent. */
export function headerLines(headers: RawExchange['requestHeaders']): string {
  return headers.map(([name, value]) => `${name}: ${value}`).join('\n');
}

/** A whole JSON body indented for reading; anything else (an event stream, a cut body) exactly as it is. */
export function readableBody(body: RawBody): { text: string; formatted: boolean } {
  if (body.cut || body.text === '') return { text: body.text, formatted: false };
  try {
    return { text: JSON.stringify(JSON.parse(body.text), null, 2), formatted: true };
  } catch {
    return { text: body.text, formatted: false };
  }
}

/** Why the shown body is not all of it, or null. */
export function bodyNote(body: RawBody, incomplete = false): string | null {
  if (body.cut) return `Cut: the first ${formatBytes(body.text.length)} of ${formatBytes(body.bytes)} shown.`;
  if (incomplete) return 'Incomplete: the body ended early (stopped or failed while reading).';
  return null;
}
