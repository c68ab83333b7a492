// Our reranker over Orama's candidates: weighted term coverage, specificity, method/shape awareness.
import type { Entry, Field } from './entries';
import { CORE_BITS, FIELD_BIT } from './entries';
import type { ParsedQuery } from './query';
import type { QueryIntent } from './query';
import { buildFeatures, hasWord, termMask, wordNumber, type EntryFeatures, type Numbering } from './rank-features';

/** Feature weights, set on the dev set and our extra set (flat optimum: ±50% changes move MRR by < 0.03). */
const W = {
  idfFloor: 0.5,
  core: 0.2,
  summary: 0.1,
  summaryPrecision: 0.15,
  verb: 0.15,
  bm25: 0.05,
  fit: 0.3,
  extra: 0.08,
  param: 0.02,
  /** Lift for reads that find things by name, when the query names something. */
  lookup: 0.3,
  /** Bonus for an operation whose name, path or summary mentions the query's values. */
  value: 0.1,
};

const FIELD_WEIGHT: Record<Field, number> = {
  name: 1,
  path: 1,
  summary: 1,
  tags: 0.6,
  description: 0.45,
  params: 0.35,
};
const FIELDS = Object.keys(FIELD_WEIGHT) as Field[];
/** Best field weight for every combination of field bits. */
const MASK_WEIGHT = Array.from({ length: 64 }, (_, mask) =>
  Math.max(0, ...FIELDS.filter((f) => mask & FIELD_BIT[f]).map((f) => FIELD_WEIGHT[f])),
);

/** Content terms from which a query reads as a whole task sentence. */
const TASK_TERMS = 4;
/** Share of a write verb's penalty a read keeps in a task sentence. */
const TASK_READ_PENALTY = 0.25;

export interface RankStats {
  /** idf of each term over all entries (any field), divided by the largest possible idf: (0, 1]. */
  idf: Map<string, number>;
  df: Map<string, number>;
  total: number;
  /** Term and word numbers (scoring features name terms and words by them). */
  numbering: Numbering;
  /** Scoring features by entry index, built on the entry's first scoring. */
  features: Array<EntryFeatures | undefined>;
}

export function computeStats(entries: Entry[]): RankStats {
  const df = new Map<string, number>();
  const ids = new Map<string, number>();
  for (const e of entries) {
    e.terms.forEach((_mask, t) => {
      const n = df.get(t);
      if (n === undefined) ids.set(t, ids.size);
      df.set(t, (n ?? 0) + 1);
    });
  }
  const total = entries.length;
  const maxIdf = Math.log(1 + (total + 0.5) / 1.5);
  const idf = new Map<string, number>();
  df.forEach((n, t) => idf.set(t, Math.log(1 + (total - n + 0.5) / (n + 0.5)) / maxIdf));
  // Filled in as entries are first scored; allocated whole so lookups stay on fast elements.
  const features = Array.from({ length: total }, (): EntryFeatures | undefined => undefined);
  return { idf, df, total, numbering: { terms: ids, words: new Map() }, features };
}

export function idfOf(stats: RankStats, t: string): number {
  return stats.idf.get(t) ?? 1;
}

/** The scoring features of entry number `index` (`e`). */
export function featuresOf(stats: RankStats, index: number, e: Entry): EntryFeatures {
  // The closure lives in its own function: here it would allocate a context on every call, cached or not.
  return stats.features[index] ?? (stats.features[index] = featuresBuilt(stats, e));
}

function featuresBuilt(stats: RankStats, e: Entry): EntryFeatures {
  return buildFeatures(e, stats.numbering, (t) => idfOf(stats, t));
}

/** Query terms with their final weights, computed once per search. */
export interface ScoringQuery {
  q: ParsedQuery;
  terms: string[];
  weights: number[];
  /** Term numbers of `terms` and of the query's value terms (-1: no operation has it). */
  termIds: number[];
  valueIds: number[];
  /** Numbers of the query's terms, verbs and value terms that some operation has (a few: scanned, not hashed). */
  known: Int32Array;
  /** The query's own verb as the number of one of Entry.plain's words; as " stem " to find in it, if it is not one word. */
  verb?: number | string;
  /** Number of the term "search". */
  searchId: number;
  /** Weight of the terms some operation mentions: a word the spec never uses does not make a match partial. */
  knownWeight: number;
  /** The query names something (a name or an email) that has to be looked up. */
  names: boolean;
  emails: boolean;
  /** A whole request rather than a label: the reads it needs first must not sink under its verb. */
  task: boolean;
}

export function prepareQuery(q: ParsedQuery, stats: RankStats): ScoringQuery {
  const weights = q.terms.map((t, i) => (W.idfFloor + idfOf(stats, t)) * (q.weights[i] ?? 1));
  const idOf = (t: string) => stats.numbering.terms.get(t) ?? -1;
  const stem = q.verbStem;
  return {
    q,
    terms: q.terms,
    weights,
    knownWeight: weights.reduce((sum, w, i) => (stats.df.has(q.terms[i] ?? '') ? sum + w : sum), 0),
    termIds: q.terms.map(idOf),
    valueIds: q.valueTerms.map(idOf),
    known: Int32Array.from(new Set([...q.terms, ...q.verbTerms, ...q.valueTerms].map(idOf).filter((id) => id >= 0))),
    ...(stem === undefined ? {} : { verb: typeof stem === 'string' && /^[^ ]+$/.test(stem) ? wordNumber(stats.numbering, stem) : ` ${stem} ` }),
    searchId: idOf('search'),
    names: q.values.some((v) => v.kind === 'name'),
    task: q.values.length > 0 || q.terms.length >= TASK_TERMS,
    emails: q.values.some((v) => v.kind === 'email'),
  };
}

/** How well an operation's method and path shape fit what the query asks to do, in [-1, 1]. `verbIn`: the entry has the query's verb. */
function intentFit(intent: QueryIntent, f: EntryFeatures, verbIn: boolean, searchId: number): number {
  const m = f.method;
  switch (intent) {
    case 'create':
      if (f.action === 'create') return 1;
      if (m === 'put' && !f.isItem) return 0.3;
      return m === 'post' ? 0.2 : -0.6;
    case 'delete':
      return f.action === 'delete' || m === 'delete' ? 1 : -0.6;
    case 'update':
      if (f.action === 'update') return 1;
      return m === 'patch' || m === 'put' ? 0.7 : -0.5;
    case 'list':
      if (f.action === 'list') return 1;
      if (f.action === 'search') return 0.4;
      return m === 'get' ? 0.2 : -1;
    case 'get':
      if (f.action === 'get') return 1;
      if (f.action === 'list' || f.action === 'search') return 0.4;
      return m === 'get' ? 0.3 : -1;
    case 'search':
      if (f.action === 'search' || termMask(f, searchId) & CORE_BITS) return 1;
      return f.action === 'list' ? 0.4 : m === 'get' ? 0.1 : -0.6;
    case 'act':
      if (verbIn) return m === 'get' ? 0.3 : 1;
      return m === 'get' ? -0.4 : 0.3;
  }
}

function has(ids: Int32Array, id: number): boolean {
  for (let i = 0; i < ids.length; i++) if (ids[i] === id) return true;
  return false;
}

export interface Scored {
  /** Weighted share of the query's terms (those the spec uses) found anywhere in the operation, 0..1. */
  coverage: number;
}

/** The operation's score; its coverage goes into `out` (one object per search, not per operation scored). */
export function score(sq: ScoringQuery, f: EntryFeatures, bm25Norm: number, out: Scored): number {
  const { q } = sq;
  let weightSum = 0;
  let covered = 0;
  let coreCovered = 0;
  let summaryCovered = 0;
  for (let i = 0; i < sq.terms.length; i++) {
    const w = sq.weights[i] ?? 0;
    weightSum += w;
    const mask = termMask(f, sq.termIds[i] ?? -1);
    covered += w * (MASK_WEIGHT[mask] ?? 0);
    if (mask & CORE_BITS) coreCovered += w;
    if (mask & FIELD_BIT.summary) summaryCovered += w;
  }
  const norm = weightSum > 0 ? 1 / weightSum : 0;
  let extra = 0;
  for (let i = 0; i < f.core.length; i++) if (!has(sq.known, f.core[i] ?? -1)) extra += f.coreCost[i] ?? 0;
  let summaryInQuery = 0;
  for (let i = 0; i < f.summary.length; i++) if (has(sq.known, f.summary[i] ?? -1)) summaryInQuery++;
  const summaryPrecision = f.summary.length > 0 ? summaryInQuery / f.summary.length : 0;
  const { verb } = sq;
  const verbIn = verb !== undefined && (typeof verb === 'number' ? hasWord(f, verb) : f.text.includes(verb));
  const verbMatch = verbIn ? 1 : 0;
  const rawFit = q.intent !== undefined ? intentFit(q.intent, f, verbIn, sq.searchId) * q.intentStrength : 0;
  const fit = sq.task && rawFit < 0 && f.method === 'get' ? rawFit * TASK_READ_PENALTY : rawFit;
  let valueHits = 0;
  for (let i = 0; i < sq.valueIds.length; i++) if (termMask(f, sq.valueIds[i] ?? -1) & (CORE_BITS | FIELD_BIT.summary)) valueHits++;
  const valueShare = q.valueTerms.length > 0 ? valueHits / q.valueTerms.length : 0;
  const lookup = (sq.names || sq.emails ? f.lookup : 0) + (sq.emails && f.byMail ? 1 : 0);
  const value =
    covered * norm +
    coreCovered * norm * W.core +
    summaryCovered * norm * W.summary +
    summaryPrecision * W.summaryPrecision +
    verbMatch * W.verb +
    bm25Norm * W.bm25 +
    fit * W.fit +
    Math.min(lookup, 1) * W.lookup +
    valueShare * W.value -
    Math.min(extra, 6) * W.extra -
    f.pathParams * W.param -
    (f.deprecated ? 0.1 : 0);
  out.coverage = sq.knownWeight > 0 ? covered / sq.knownWeight : 0;
  return value;
}
