// Catalog entries in a form the spec cache copies cheaply: a column per field, strings joined into one string and
// numbers in one typed array, so a structured clone copies a few large values instead of ~30 small ones per entry
// (Graph has 11k). Of each operation only what a brief search and the name lookup read is kept: a stored catalog
// answers those before the spec is parsed again (see Catalog.attachSpec).
import type { HttpMethod, OperationInfo } from '../openapi/types';
import { termGroups, type Entry } from './entries';
import type { Intent } from './synonyms';

/** Between the values of a string column (and between words of a list inside one value: LIST). */
const SEP = '\u0000';
const LIST = '\u0001';
const STRINGS = ['name', 'operationId', 'method', 'path', 'pointer', 'line', 'plain', 'action', 'tagKeys'] as const;
type StringColumn = (typeof STRINGS)[number];
/** Per entry: isItem, pathParams, segments, lookup × 2, byMail, deprecated, has an operationId, term count (2 bytes). */
const NUMBERS = 9;

export interface PackedEntries {
  count: number;
  strings: Record<StringColumn, string>;
  numbers: Uint8Array;
  /** Every entry's index terms, in order, joined by spaces (terms hold no spaces), and their field masks. */
  termKeys: string;
  termMasks: Uint8Array;
}

/**
 * The same text, held one byte per character when every character fits: a joined string stays two-byte when any part
 * was, which doubled Graph's `plain` and term columns (2.5 MB more to store and copy back).
 */
function narrow(text: string): string {
  return /[\u0100-\uffff]/.test(text) ? text : new TextDecoder().decode(new TextEncoder().encode(text));
}

const column = (entries: readonly Entry[], value: (e: Entry) => string): string => narrow(entries.map(value).join(SEP));

/** Null when a value holds a separator or is out of its column's range (no real spec does): such a catalog is not stored. */
export function packEntries(entries: readonly Entry[]): PackedEntries | null {
  const values: Record<StringColumn, (e: Entry) => string> = {
    name: (e) => e.op.name,
    operationId: (e) => e.op.operationId ?? '',
    method: (e) => e.op.method,
    path: (e) => e.op.path,
    pointer: (e) => e.op.pointer,
    line: (e) => e.line,
    plain: (e) => e.plain,
    action: (e) => e.action,
    tagKeys: (e) => e.tagKeys.join(LIST),
  };
  const fits = (e: Entry) => e.pathParams < 256 && e.segments < 256 && e.terms.size < 65536 && !e.tagKeys.some((t) => t.includes(LIST));
  if (!entries.every(fits)) return null;
  const strings = {} as Record<StringColumn, string>;
  for (const key of STRINGS) {
    strings[key] = column(entries, values[key]);
    if (entries.length > 0 && strings[key].split(SEP).length !== entries.length) return null;
  }
  const numbers = new Uint8Array(entries.length * NUMBERS);
  const keys: string[] = [];
  const masks: number[] = [];
  entries.forEach((e, i) => {
    const at = i * NUMBERS;
    numbers.set([e.isItem ? 1 : 0, e.pathParams, e.segments, e.lookup * 2, e.byMail ? 1 : 0, e.op.deprecated ? 1 : 0, e.op.operationId === undefined ? 0 : 1, e.terms.size >> 8, e.terms.size & 255], at);
    e.terms.forEach((mask, t) => {
      keys.push(t);
      masks.push(mask);
    });
  });
  return { count: entries.length, strings, numbers, termKeys: narrow(keys.join(' ')), termMasks: Uint8Array.from(masks) };
}

/** The stand-in operations' lists: one frozen empty array (45k arrays for Graph otherwise). */
const NONE = Object.freeze([]) as unknown as never[];
const list = (value: string): string[] => (value === '' ? [] : value.split(LIST));

/** The entries over stand-in operations (no parameters, responses or schemas: attachOperations puts the parsed ones in). */
export function unpackEntries(packed: PackedEntries): Entry[] {
  const cols = {} as Record<StringColumn, string[]>;
  for (const key of STRINGS) cols[key] = packed.strings[key].split(SEP);
  const { name, operationId, method, path, pointer, line, plain, action, tagKeys } = cols;
  const { numbers, termMasks } = packed;
  const termKeys = packed.termKeys === '' ? [] : packed.termKeys.split(' ');
  const out: Entry[] = new Array<Entry>(packed.count);
  let term = 0;
  for (let i = 0; i < packed.count; i++) {
    const at = i * NUMBERS;
    const n = (numbers[at + 7] ?? 0) * 256 + (numbers[at + 8] ?? 0);
    const terms = new Map<string, number>();
    for (const end = term + n; term < end; term++) terms.set(termKeys[term] ?? '', termMasks[term] ?? 0);
    const op: OperationInfo = { name: name[i] ?? '', method: (method[i] ?? 'get') as HttpMethod, path: path[i] ?? '', tags: NONE, parameters: NONE, responses: NONE, security: NONE, deprecated: numbers[at + 5] === 1, pointer: pointer[i] ?? '' };
    if (numbers[at + 6] === 1) op.operationId = operationId[i] ?? '';
    out[i] = {
      op,
      line: line[i] ?? '',
      terms,
      ...termGroups(terms),
      plain: plain[i] ?? '',
      action: (action[i] ?? 'get') as Intent,
      isItem: numbers[at] === 1,
      pathParams: numbers[at + 1] ?? 0,
      segments: numbers[at + 2] ?? 0,
      tagKeys: list(tagKeys[i] ?? ''),
      lookup: (numbers[at + 3] ?? 0) / 2,
      byMail: numbers[at + 4] === 1,
    };
  }
  return out;
}

/** Puts the parsed operations in the entries' place; false (nothing changed) when they do not line up. */
export function attachOperations(entries: Entry[], operations: readonly OperationInfo[]): boolean {
  const same = entries.length === operations.length && entries.every((e, i) => {
    const op = operations[i];
    return op !== undefined && op.name === e.op.name && op.method === e.op.method && op.path === e.op.path && op.pointer === e.op.pointer;
  });
  if (same) entries.forEach((e, i) => (e.op = operations[i] ?? e.op));
  return same;
}
