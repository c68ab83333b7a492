// A skill: a named Python function with a docstring, saved for one spec (or the several APIs it uses) and importable as `from skills import name`.
// Parsing here is only what the store and search need (name, signature, docstring); Python runs it, not us.

export interface Skill {
  name: string;
  /** `name(a, b=1) -> list` as written. */
  signature: string;
  /** The docstring's text, dedented. */
  doc: string;
  /** The whole module: the function and anything it needs (imports, helpers). */
  code: string;
  /** The spec it belongs to (specKey): the first API when it was saved, the one its `BASE_URL` meant. */
  spec: string;
  /** Saved while several APIs were loaded: the ones it uses (absent for a skill saved with one API). */
  apis?: SkillApi[];
  source: 'playground' | 'trace' | 'model' | 'import';
  savedAt: string;
}

/** One API a skill uses: its specKey and the short name it had when the skill was saved. */
export interface SkillApi {
  key: string;
  name: string;
}

export type SkillCheck = { ok: true; name: string; signature: string; doc: string } | { ok: false; error: string };

const KEYWORDS = new Set(('False None True and as assert async await break class continue def del elif else except finally for from ' +
  'global if import in is lambda nonlocal not or pass raise return try while with yield').split(' '));
const DEF = /^def\s+([A-Za-z_]\w*)\s*\(([^)]*(?:\([^)]*\)[^)]*)*)\)\s*(->\s*[^:]+)?:[ \t]*(?:#.*)?$/m;
const MAX_CODE = 100_000;

/** The spec a skill belongs to: its title and its document-level servers (BASE_URL choices do not change it). */
export function specKey(title: string, documentServers: readonly string[]): string {
  return `${title.trim()} | ${[...documentServers].sort().join(' ')}`;
}

function docstring(code: string, afterDef: number): string | null {
  const rest = code.slice(afterDef).replace(/^[ \t]*\r?\n/, '');
  const m = /^[ \t]+[rRuU]?("""|''')([\s\S]*?)\1/.exec(rest) ?? /^[ \t]+[rRuU]?(["'])((?:\\.|(?!\1).)*)\1/.exec(rest);
  if (!m) return null;
  const lines = (m[2] ?? '').split('\n');
  const indents = lines.slice(1).filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0] ?? '', ...lines.slice(1).map((l) => l.slice(cut))].join('\n').trim();
}

/** The module's first top-level function: its name, signature and docstring, or why it cannot be a skill. */
export function checkSkillCode(code: string, wanted?: string): SkillCheck {
  if (code.length > MAX_CODE) return { ok: false, error: `A skill is at most ${MAX_CODE.toLocaleString('en-US')} characters; this one is ${code.length.toLocaleString('en-US')}.` };
  const m = DEF.exec(code);
  if (!m) return { ok: false, error: 'A skill needs a top-level function: def name(arguments): with a docstring.' };
  const name = m[1] ?? '';
  if (wanted !== undefined && wanted !== name) {
    const other = new RegExp(`^def\\s+${wanted}\\s*\\(`, 'm').exec(code);
    if (!other) return { ok: false, error: `The code defines no top-level function named ${wanted}.` };
    return checkSkillCode(code.slice(other.index), wanted);
  }
  if (KEYWORDS.has(name) || name.startsWith('_')) return { ok: false, error: `"${name}" cannot be a skill name (a Python keyword or private name).` };
  const doc = docstring(code, m.index + m[0].length);
  if (!doc) return { ok: false, error: `Give ${name} a docstring saying what it does: the model finds skills by it.` };
  const params = (m[2] ?? '').replace(/\s+/g, ' ').trim();
  const returns = m[3] ? ` ${m[3].replace(/\s+/g, ' ').trim()}` : '';
  return { ok: true, name, signature: `${name}(${params})${returns}`, doc };
}
