// What the reranker reads of an entry, with terms and words by number instead of text: it reads them for every
// candidate of every search, and lookups by string cost more than the rest of the score (most on entries restored
// from the spec cache, whose strings are not shared). Built on an entry's first scoring, then kept with the stats.
import type { Entry } from './entries';
import type { Intent } from './synonyms';

const SHIFT = 6;
/** Field masks use six bits (entries.ts FIELD_BIT). */
const MASK = (1 << SHIFT) - 1;
/** The same text as literals, so comparing them is comparing references. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];
const INTENTS: Intent[] = ['list', 'get', 'create', 'delete', 'update', 'search'];

export interface EntryFeatures {
  /** (term number << 6) | field mask of each term, ascending: a term's mask is found by binary search. */
  terms: Int32Array;
  /** Numbers of the path and name terms, in the entry's order. */
  core: Int32Array;
  /** What each core term costs when the query does not ask for it: 0.4 + 0.6 · its idf. */
  coreCost: Float64Array;
  /** Numbers of the summary terms other than the folded verbs. */
  summary: Int32Array;
  /** Numbers of Entry.plain's words, ascending. */
  plain: Int32Array;
  /** Entry.plain itself. */
  text: string;
  method: string;
  action: Intent;
  isItem: boolean;
  pathParams: number;
  deprecated: boolean;
  lookup: number;
  byMail: boolean;
}

/** Term and word numbers of one catalog. */
export interface Numbering {
  /** Every term of the catalog's entries (a term without a number is in no entry). */
  terms: ReadonlyMap<string, number>;
  /** Stemmed words of Entry.plain, numbered as they are first met (a query's verb too). */
  words: Map<string, number>;
}

/** The number of a plain word, given one if it has none yet. */
export function wordNumber(numbering: Numbering, word: string): number {
  let n = numbering.words.get(word);
  if (n === undefined) numbering.words.set(word, (n = numbering.words.size));
  return n;
}

export function buildFeatures(e: Entry, numbering: Numbering, idf: (t: string) => number): EntryFeatures {
  const ids = numbering.terms;
  const terms = new Int32Array(e.terms.size);
  let at = 0;
  e.terms.forEach((mask, t) => {
    terms[at++] = ((ids.get(t) ?? -1) << SHIFT) | (mask & MASK);
  });
  const plain = e.plain.split(' ').filter((w) => w !== '');
  return {
    terms: terms.sort(),
    core: Int32Array.from(e.coreTerms, (t) => ids.get(t) ?? -1),
    coreCost: Float64Array.from(e.coreTerms, (t) => 0.4 + 0.6 * idf(t)),
    summary: Int32Array.from(e.summaryTerms, (t) => ids.get(t) ?? -1),
    plain: Int32Array.from(plain, (w) => wordNumber(numbering, w)).sort(),
    text: e.plain,
    method: METHODS.find((m) => m === e.op.method) ?? e.op.method,
    action: INTENTS.find((i) => i === e.action) ?? e.action,
    isItem: e.isItem,
    pathParams: e.pathParams,
    deprecated: Boolean(e.op.deprecated),
    lookup: e.lookup,
    byMail: e.byMail,
  };
}

/** The field mask of term number `id` in the entry (0 when absent or `id` < 0). */
export function termMask(f: EntryFeatures, id: number): number {
  if (id < 0) return 0;
  const at = lowerBound(f.terms, id << SHIFT);
  const found = f.terms[at];
  return found !== undefined && found >> SHIFT === id ? found & MASK : 0;
}

/** Whether word number `id` is one of Entry.plain's words. */
export function hasWord(f: EntryFeatures, id: number): boolean {
  return f.plain[lowerBound(f.plain, id)] === id;
}

function lowerBound(sorted: Int32Array, key: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
