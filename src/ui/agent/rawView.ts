// Words and text for the raw request/response view of one LLM turn (the exchange itself is already redacted in core).
import type { RawBody, RawExchange } from '../../core/llm';
import { formatBytes } from '../app/format';

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

/**
 * Valid JSON re-indented as JSON.stringify(…, null, 2) would, but with every string and number kept exactly as sent:
 * decoding escapes (\/, \uXXXX) for display could turn an escaped secret that redaction missed back into the secret.
 */
export function indentJson(json: string): string {
  let out = '';
  let depth = 0;
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < json.length; i++) {
    const c = json[i] ?? '';
    if (c === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1;
      out += json.slice(i, j + 1);
      i = j;
    } else if (c === '{' || c === '[') {
      const rest = json.slice(i + 1).trimStart();
      if (rest[0] === (c === '{' ? '}' : ']')) {
        out += c === '{' ? '{}' : '[]';
        i = json.length - rest.length;
      } else {
        depth++;
        out += c + newline();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      out += newline() + c;
    } else if (c === ',') out += `,${newline()}`;
    else if (c === ':') out += ': ';
    else if (!/\s/.test(c)) out += c;
  }
  return out;
}

/** A whole JSON body indented for reading; anything else (an event stream, a cut body) exactly as it is. */
export function readableBody(body: RawBody): { text: string; formatted: boolean } {
  if (body.cut || body.text === '') return { text: body.text, formatted: false };
  try {
    JSON.parse(body.text);
  } catch {
    return { text: body.text, formatted: false };
  }
  return { text: indentJson(body.text), formatted: true };
}

/** Why the shown body is not all of it, or null. */
export function bodyNote(body: RawBody, incomplete = false): string | null {
  if (body.cut) return `Cut: the first ${formatBytes(body.text.length)} of ${formatBytes(body.bytes)} shown.`;
  if (incomplete) return 'Incomplete: the body ended early (stopped or failed while reading).';
  return null;
}
