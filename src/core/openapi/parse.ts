// Text → JSON value. JSON first when it looks like JSON (fast path for big specs), else YAML; errors carry line/column.
// The YAML parser is imported on demand: it is most of the catalog worker's code, and big specs are JSON.
import { SpecLoadError } from './types';
import { looksLikeHtml, htmlMessage } from './html';
import { parseJsonLazily } from './lazyJson';

export const MAX_SPEC_CHARS = 150 * 1024 * 1024;
/** From this size on, bulky sections (schemas, examples, extensions) are parsed on first use (lazyJson.ts). */
const LAZY_PARSE_CHARS = 1024 * 1024;

/** `exactText`: when `text` is ASCII-escaped JSON, the original text (for YAML fallback and error positions). */
export async function parseSpecText(text: string, source: string, exactText?: () => string): Promise<unknown> {
  if (text.length > MAX_SPEC_CHARS) {
    throw new SpecLoadError('too-large', `${source} is ${(text.length / 1048576).toFixed(0)} MB; the limit is ${MAX_SPEC_CHARS / 1048576} MB.`);
  }
  const body = stripBom(text);
  if (looksLikeHtml(body)) throw new SpecLoadError('html', htmlMessage(source, body));
  const trimmed = body.trimStart();
  if (trimmed === '') throw new SpecLoadError('parse', `${source} is empty.`);
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return (body.length >= LAZY_PARSE_CHARS ? parseJsonLazily(body) : undefined) ?? JSON.parse(body);
    } catch (escapedError) {
      const exact = exactText ? stripBom(exactText()) : body;
      let jsonError = escapedError;
      if (exactText) {
        try {
          return JSON.parse(exact);
        } catch (error) {
          jsonError = error;
        }
      }
      // YAML accepts JSON plus trailing commas and comments; if it also fails, report the JSON error.
      try {
        return await parseYamlText(exact, source);
      } catch {
        throw jsonParseError(jsonError, exact, source);
      }
    }
  }
  return parseYamlText(body, source);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

async function parseYamlText(text: string, source: string): Promise<unknown> {
  // js-yaml: 7-9x faster than the `yaml` package on GitHub and Stripe as YAML (npm run bench yaml).
  const { load, YAMLException } = await import('js-yaml');
  try {
    // Core schema (no timestamps: "2024-01-01" stays a string); duplicate keys: the last wins, as in JSON.parse.
    const value = load(text, { json: true, maxAliases: 10_000, maxDepth: 1_000, filename: source });
    if (ANCHOR.test(text)) checkAliasExpansion(value, source);
    return value;
  } catch (error) {
    if (error instanceof SpecLoadError) throw error;
    if (error instanceof YAMLException) {
      const mark = error.mark;
      const where = mark ? ` at line ${mark.line + 1}, column ${mark.column + 1}` : '';
      throw new SpecLoadError('parse', `${source} is not valid JSON or YAML: ${error.reason}${where}.`, mark ? { line: mark.line + 1, column: mark.column + 1 } : {});
    }
    throw new SpecLoadError('parse', `${source} is not valid JSON or YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A YAML anchor (`&name`) somewhere: only then can aliases share (and multiply) nodes. */
const ANCHOR = /(^|[\s[{,])&[^\s,[\]{}]+/m;
/** Beyond this many nodes as expanded (and 10x the distinct ones), aliases are a resource-exhaustion attack. */
const MAX_EXPANDED_NODES = 2_000_000;

/** js-yaml shares aliased nodes; everything after parsing (JSON, $ref resolution) would expand them. */
function checkAliasExpansion(value: unknown, source: string): void {
  const sizes = new Map<object, number>();
  const size = (v: unknown): number => {
    if (typeof v !== 'object' || v === null) return 1;
    const known = sizes.get(v);
    if (known !== undefined) return known;
    sizes.set(v, 1);
    let n = 1;
    for (const child of Object.values(v)) n = Math.min(Number.MAX_SAFE_INTEGER, n + size(child));
    sizes.set(v, n);
    return n;
  };
  const expanded = size(value);
  if (expanded > MAX_EXPANDED_NODES && expanded > 10 * sizes.size) {
    throw new SpecLoadError('parse', `${source} is not valid JSON or YAML: its aliases expand to ${expanded.toLocaleString('en-US')} nodes (a resource-exhaustion attack).`);
  }
}

function jsonParseError(error: unknown, text: string, source: string): SpecLoadError {
  const message = error instanceof Error ? error.message : String(error);
  const lc = message.match(/line (\d+) column (\d+)/);
  let line: number | undefined;
  let column: number | undefined;
  if (lc) {
    line = Number(lc[1]);
    column = Number(lc[2]);
  } else {
    const pos = message.match(/position (\d+)/);
    const offset = pos ? Number(pos[1]) : /end of (JSON|data)/i.test(message) ? text.length : undefined;
    if (offset !== undefined) ({ line, column } = lineColumnAt(text, offset));
  }
  const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)/, '');
  const where = line !== undefined ? ` at line ${line}, column ${column}` : '';
  return new SpecLoadError('parse', `${source} is not valid JSON: ${reason}${where}.`, { line, column });
}

export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
