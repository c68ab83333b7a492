// Words of an API's parameter values: their inline enum values ("science" as a news section, "available" as a pet's
// status), and the values a description lists after "One of:" (an enum written as prose: "brewpub" as a brewery
// type). They say what an API knows about though no operation's name, path or summary uses them. The rest of a
// description is left out: its prose ("the name of …") pointed queries at the wrong APIs. Only the API profile
// (profile.ts) reads these: one API's own ranking is unchanged.
import type { OperationInfo } from '../openapi/types';
import { splitWords, termsOfWords } from './text';

/** Enum values read per parameter (a country list says little about the API). */
const ENUM_VALUES = 40;

/** A list of values in prose: "One of: micro, nano, brewpub.", "Possible values are `asc` or `desc`". */
const LISTED = /\b(?:(?:must|can) be one of|one of(?: the following)?|(?:possible|allowed|valid|accepted|supported) values(?: are)?)\s*:?\s*([^.;\n]+)/gi;
/** Words in one listed value, at most (longer items are prose, not values). */
const VALUE_WORDS = 2;

/** The values a description lists (two or more short items), as written. */
export function listedValues(description: string): string[] {
  const out: string[] = [];
  for (const m of description.matchAll(LISTED)) {
    const items = (m[1] ?? '').split(/,|\bor\b|\band\b/).map((s) => s.replace(/[`'"*]/g, '').trim()).filter((s) => s !== '');
    if (items.length < 2 || items.some((s) => s.split(/\s+/).length > VALUE_WORDS)) continue;
    out.push(...items);
  }
  return out;
}

function enumTerms(op: OperationInfo): Set<string> {
  const words: string[] = [];
  for (const p of op.parameters) {
    const values: unknown = typeof p.schema === 'object' ? p.schema.enum : undefined;
    const listed = Array.isArray(values) ? values : p.description ? listedValues(p.description) : [];
    for (const v of listed.slice(0, ENUM_VALUES)) if (typeof v === 'string') words.push(...splitWords(v));
  }
  return new Set(termsOfWords(words));
}

/** Adds to `counts` (index term → operations) the enum terms of `ops`: called batch by batch while indexing. */
export function countParameterTerms(ops: readonly OperationInfo[], counts: Map<string, number>): void {
  for (const op of ops) for (const t of enumTerms(op)) counts.set(t, (counts.get(t) ?? 0) + 1);
}

/** Index term → share of the operations whose parameters list it as an enum value (0..1). */
export function parameterTermShares(ops: readonly OperationInfo[], counted?: Map<string, number>): Map<string, number> {
  const counts = counted ?? new Map<string, number>();
  if (!counted) countParameterTerms(ops, counts);
  const n = Math.max(1, ops.length);
  return new Map([...counts].map(([t, c]) => [t, c / n]));
}
