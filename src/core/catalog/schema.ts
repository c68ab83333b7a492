// get_schema(): operations by name at three detail levels, with suggestions for unknown names.
import type { LoadedSpec, OperationInfo } from '../openapi/types';
import type { Detail, SchemaEntry, SchemaOptions, SchemaResponse } from './types';
import type { Entry } from './entries';
import { fullSchemaText } from './schema-full';
import { detailedMarkdown } from './schema-markdown';
import { suggestNames } from './suggest';

/** More names than this per call are answered as an error: the model should ask in smaller batches. */
export const MAX_NAMES = 20;
/** The most a get_schema answer may hold, like execute's output: one Amadeus operation's full schema is 588,000. */
export const MAX_SCHEMA_CHARS = 20_000;

export interface NameLookup {
  byName: Map<string, Entry>;
  /** lower-case name or operationId → name, and "GET /path" → name */
  aliases: Map<string, string>;
  names: string[];
}

export function buildLookup(entries: Entry[]): NameLookup {
  const byName = new Map<string, Entry>();
  const aliases = new Map<string, string>();
  for (const e of entries) {
    byName.set(e.op.name, e);
    if (e.op.operationId && !aliases.has(e.op.operationId.toLowerCase())) aliases.set(e.op.operationId.toLowerCase(), e.op.name);
    aliases.set(e.op.name.toLowerCase(), e.op.name);
    aliases.set(`${e.op.method.toUpperCase()} ${e.op.path}`, e.op.name);
  }
  return { byName, aliases, names: entries.map((e) => e.op.name) };
}

function find(lookup: NameLookup, wanted: string): Entry | undefined {
  const trimmed = wanted.trim();
  const direct = lookup.byName.get(trimmed);
  if (direct) return direct;
  const methodPath = /^([a-z]+)\s+(\S+)$/i.exec(trimmed);
  const alias =
    lookup.aliases.get(trimmed.toLowerCase()) ??
    (methodPath ? lookup.aliases.get(`${(methodPath[1] ?? '').toUpperCase()} ${methodPath[2] ?? ''}`) : undefined);
  return alias === undefined ? undefined : lookup.byName.get(alias);
}

export function briefLine(e: Entry): string {
  return `- ${e.op.name}: ${e.op.method.toUpperCase()} ${e.op.path}${e.line ? ` — ${e.line}` : ''}`;
}

function entryText(spec: LoadedSpec, e: Entry, detail: Detail, maxChars: number, path?: string): string {
  if (detail === 'brief') return briefLine(e);
  if (detail === 'full') return fullSchemaText(spec, e.op, maxChars, path);
  const text = detailedMarkdown(spec, e);
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)}\n… [cut: ${(text.length - maxChars).toLocaleString('en-US')} more characters; ask for detail="full" with a path for a part]`;
}

function method(op: OperationInfo): SchemaEntry['method'] {
  return op.method.toUpperCase() as SchemaEntry['method'];
}

/** `nameOf`: the name the model uses for an operation (several APIs: qualified by the API's short name). */
export function buildSchemaResponse(
  spec: LoadedSpec,
  lookup: NameLookup,
  names: string[],
  detail: Detail,
  options: SchemaOptions = {},
  nameOf?: (name: string) => string,
): SchemaResponse {
  const unique = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))];
  if (unique.length === 0) {
    return { found: [], missing: [], text: 'No operation names given. Pass names from a search result, e.g. get_schema(["<name>"]).' };
  }
  if (unique.length > MAX_NAMES) {
    return {
      found: [],
      missing: [],
      text: `Too many names (${unique.length}); ask for at most ${MAX_NAMES} operations per call.`,
    };
  }
  if (options.path && (unique.length > 1 || detail !== 'full')) {
    return { found: [], missing: [], text: 'A "path" reads part of ONE operation\'s full schema: pass one name and detail="full".' };
  }
  const found: SchemaEntry[] = [];
  const missing: SchemaResponse['missing'] = [];
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const wanted of unique) {
    const e = find(lookup, wanted);
    if (!e) {
      missing.push({ name: wanted, suggestions: suggestNames(wanted, lookup.names) });
      continue;
    }
    if (seen.has(e.op.name)) continue;
    seen.add(e.op.name);
    entries.push(nameOf ? { ...e, op: { ...e.op, name: nameOf(e.op.name) } } : e);
  }
  // The budget is shared: each operation gets an equal part of it.
  const each = Math.max(1_000, Math.floor((options.maxChars ?? MAX_SCHEMA_CHARS) / Math.max(1, entries.length)));
  for (const e of entries) found.push({ name: e.op.name, method: method(e.op), path: e.op.path, text: entryText(spec, e, detail, each, options.path) });
  const parts = found.map((f) => f.text);
  for (const m of missing) {
    const hint = m.suggestions.length > 0 ? ` Did you mean: ${m.suggestions.join(', ')}?` : ' Use search to find operation names.';
    parts.push(`Unknown operation "${m.name}".${hint}`);
  }
  return { found, missing, text: parts.join(detail === 'brief' ? '\n' : '\n\n') };
}
