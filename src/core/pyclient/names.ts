// Python names from spec names: snake_case functions and modules, PascalCase types, never a keyword, clashes numbered.

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass',
  'raise', 'return', 'try', 'while', 'with', 'yield', 'match', 'case', 'type',
]);
/** Names a generated module or package already uses for itself. */
const RESERVED = new Set(['ApiError', 'Any', 'Literal', 'NotRequired', 'TypedDict', 'annotations']);
const MAX = 60;

/** Words of a name: camelCase humps, digits and any non-alphanumeric run split it. */
function words(raw: string): string[] {
  return (!/[^\x20-\x7e]/.test(raw) ? raw : raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
}

/** Makes a valid, non-keyword identifier of `name` (a leading digit gets `_`, a keyword or reserved name a trailing `_`). */
function identifier(name: string, fallback: string): string {
  const cut = name.slice(0, MAX).replace(/_+$/, '');
  const base = cut === '' ? fallback : /^[0-9]/.test(cut) ? `_${cut}` : cut;
  return KEYWORDS.has(base) || RESERVED.has(base) ? `${base}_` : base;
}

/** `searchBreweries` → `search_breweries`; `obdb-id` → `obdb_id`; `GET /repos/{owner}` → `get_repos_owner`. */
export function snakeCase(raw: string, fallback = 'value'): string {
  return identifier(words(raw).map((w) => w.toLowerCase()).join('_'), fallback);
}

/** `simple-user` → `SimpleUser`. */
export function pascalCase(raw: string, fallback = 'Value'): string {
  return identifier(words(raw).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''), fallback);
}

/** A plain Python identifier (usable as a keyword argument or a class field). */
export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !KEYWORDS.has(name);
}

/** Hands out names unique within one namespace: `name`, `name_2`, `name_3`, … */
export class NameSpace {
  private readonly taken: Set<string>;
  constructor(taken: Iterable<string> = []) {
    this.taken = new Set(taken);
  }
  claim(base: string, sep = '_'): string {
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${sep}${n}`;
    this.taken.add(name);
    return name;
  }
  has(name: string): boolean {
    return this.taken.has(name);
  }
}
