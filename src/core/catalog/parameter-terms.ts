// Words of an API's parameter values: their inline enum values ("science" as a news section, "available" as a pet's
// status). They say what an API knows about though no operation's name, path or summary uses them. Descriptions are
// left out: their prose ("the name of …") pointed queries at the wrong APIs. Only the API profile (profile.ts)
// reads these: one API's own ranking is unchanged.
import type { OperationInfo } from '../openapi/types';
import { splitWords, termsOfWords } from './text';

/** Enum values read per parameter (a country list says little about the API). */
const ENUM_VALUES = 40;

function enumTerms(op: OperationInfo): Set<string> {
  const words: string[] = [];
  for (const p of op.parameters) {
    const values: unknown = typeof p.schema === 'object' ? p.schema.enum : undefined;
    if (Array.isArray(values)) for (const v of values.slice(0, ENUM_VALUES)) if (typeof v === 'string') words.push(...splitWords(v));
  }
  return new Set(termsOfWords(words));
}

/** Index term → share of the operations whose parameters list it as an enum value (0..1). */
export function parameterTermShares(ops: readonly OperationInfo[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const op of ops) for (const t of enumTerms(op)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const n = Math.max(1, ops.length);
  for (const [t, c] of counts) counts.set(t, c / n);
  return counts;
}
