// Python source pieces for generated snippets: literals from JSON values, identifiers from API names.

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif',
  'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
  'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'match', 'case', 'type',
]);
/** Names the snippet itself uses. */
const TAKEN = new Set(['requests', 'resp', 'result', 'body', 'quote', 'BASE_URL', 'OPERATION_URL', 'data']);

/** A Python string literal (JSON's escapes are valid Python). */
export const pyString = (s: string): string => JSON.stringify(s);

/** A JSON value as a Python literal: on one line when it fits beside `prefix` characters, else four spaces a level. */
export function pyLiteral(value: unknown, prefix = 0): string {
  const flat = literal(value, null, 0);
  return flat.length + prefix <= 100 ? flat : literal(value, '    ', 0);
}

function literal(value: unknown, step: string | null, level: number): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pyString(value);
  const pad = step === null ? '' : `\n${step.repeat(level + 1)}`;
  const end = step === null ? '' : `\n${step.repeat(level)}`;
  const sep = step === null ? ', ' : ',';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[${value.map((v) => `${pad}${literal(v, step, level + 1)}`).join(sep)}${step === null ? '' : ','}${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{${entries.map(([k, v]) => `${pad}${pyString(k)}: ${literal(v, step, level + 1)}`).join(sep)}${step === null ? '' : ','}${end}}`;
  }
  return typeof value === 'bigint' ? value.toString() : 'None';
}

/** snake_case identifiers, unique within one snippet ("virtualClusterId" → "virtual_cluster_id"). */
export function identifiers(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let id = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').toLowerCase();
    if (id === '') id = 'value';
    if (/^\d/.test(id)) id = `_${id}`;
    if (KEYWORDS.has(id) || TAKEN.has(id)) id = `${id}_`;
    let unique = id;
    for (let i = 2; used.has(unique); i++) unique = `${id}_${i}`;
    used.add(unique);
    return unique;
  };
}
