// A stored summary's operation list as columns (like the index's entries, see packedEntries.ts): a structured clone of
// one string per field copies far faster than 11k objects with their tag arrays (Graph's list was 2.8 MB of them).
import type { LoadedSummary, OperationSummary } from './catalogProtocol';

/** What the page is sent about a loaded spec, less what differs from one load to the next (the cache keeps it). */
export type StoredSummary = Omit<LoadedSummary, 'timings' | 'tokens'>;

/** Between the values of a column, and between the tags of one operation. */
const SEP = '\u0000';
const LIST = '\u0001';
const FIELDS = ['name', 'method', 'path', 'summary', 'tags'] as const;
type Field = (typeof FIELDS)[number];

export interface PackedOperations {
  count: number;
  columns: Record<Field, string>;
  /** 1 for a deprecated operation. */
  deprecated: Uint8Array;
}

/** The summary with its operation list packed. */
export type PackedSummary = Omit<StoredSummary, 'operations'> & { operations: PackedOperations };

const valueOf: Record<Field, (op: OperationSummary) => string> = {
  name: (op) => op.name,
  method: (op) => op.method,
  path: (op) => op.path,
  summary: (op) => op.summary,
  tags: (op) => op.tags.join(LIST),
};

/** Null when a value holds a separator (no real spec does): such a summary is not stored. */
export function packSummary(summary: StoredSummary): PackedSummary | null {
  const ops = summary.operations;
  // A lone empty tag would read back as no tags.
  if (ops.some((op) => op.tags.some((t) => t.includes(LIST) || t.includes(SEP)) || (op.tags.length === 1 && op.tags[0] === ''))) return null;
  const columns = {} as Record<Field, string>;
  for (const field of FIELDS) {
    columns[field] = ops.map(valueOf[field]).join(SEP);
    if (ops.length > 0 && columns[field].split(SEP).length !== ops.length) return null;
  }
  return { ...summary, operations: { count: ops.length, columns, deprecated: Uint8Array.from(ops, (op) => (op.deprecated ? 1 : 0)) } };
}

export function unpackSummary(packed: PackedSummary): StoredSummary {
  const { count, columns, deprecated } = packed.operations;
  const [name, method, path, summary, tags] = FIELDS.map((f) => (count === 0 ? [] : columns[f].split(SEP)));
  const operations = new Array<OperationSummary>(count);
  for (let i = 0; i < count; i++) {
    const tagList = tags?.[i] ?? '';
    operations[i] = {
      name: name?.[i] ?? '',
      method: (method?.[i] ?? 'GET') as OperationSummary['method'],
      path: path?.[i] ?? '',
      summary: summary?.[i] ?? '',
      tags: tagList === '' ? [] : tagList.split(LIST),
      deprecated: deprecated[i] === 1,
    };
  }
  return { ...packed, operations };
}

export function isPackedSummary(value: unknown): value is PackedSummary {
  const ops = (value as Partial<PackedSummary> | null)?.operations;
  return typeof ops === 'object' && ops !== null && typeof ops.count === 'number' && ops.deprecated instanceof Uint8Array
    && typeof ops.columns === 'object' && FIELDS.every((f) => typeof ops.columns[f] === 'string');
}
