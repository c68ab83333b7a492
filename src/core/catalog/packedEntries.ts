// Catalog entries in a compact structured-clone form for the spec cache: the operation by its index, each entry's
// term map as one string and one byte array (a Map per entry costs the clone most of its time).
import type { OperationInfo } from '../openapi/types';
import type { Entry } from './entries';

export interface PackedEntry extends Omit<Entry, 'op' | 'terms'> {
  /** Index terms joined by spaces (terms hold no spaces). */
  termKeys: string;
  termMasks: Uint8Array;
}

export function packEntries(entries: readonly Entry[]): PackedEntry[] {
  return entries.map(({ op: _op, terms, ...rest }) => ({ ...rest, termKeys: [...terms.keys()].join(' '), termMasks: Uint8Array.from(terms.values()) }));
}

/** The entries over `operations` (the same spec, loaded again); null when they do not line up. */
export function unpackEntries(packed: readonly PackedEntry[], operations: readonly OperationInfo[]): Entry[] | null {
  if (packed.length !== operations.length) return null;
  const out: Entry[] = [];
  for (const [i, { termKeys, termMasks, ...rest }] of packed.entries()) {
    const op = operations[i];
    if (!op) return null;
    const keys = termKeys === '' ? [] : termKeys.split(' ');
    const terms = new Map<string, number>();
    keys.forEach((k, at) => terms.set(k, termMasks[at] ?? 0));
    out.push({ ...rest, op, terms });
  }
  return out;
}
