// Our reranker over Orama's candidates: weighted term coverage, specificity, method/shape awareness.
import type { Entry, Field } from './entries';
import { CORE_BITS, FIELD_BIT } from './entries';
import type { ParsedQuery } from './query';
import type { QueryIntent } from './query';

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
}

export function computeStats(entries: Entry[]): RankStats {
  const df = new Map<string, number>();
  for (const e of entries) e.terms.forEach((_mask, t) => df.set(t, (df.get(t) ?? 0) + 1));
  const total = entries.length;
  const maxIdf = Math.log(1 + (total + 0.5) / 1.5);
  const idf = new Map<string, number>();
  df.forEach((n, t) => idf.set(t, Math.log(1 + (total - n + 0.5) / (n + 0.5)) / maxIdf));
  return { idf, df, total };
}

export function idfOf(stats: RankStats, t: string): number {
  return stats.idf.get(t) ?? 1;
}

/** Query terms with their final weights, computed once per search. */
export interface ScoringQuery {
  q: ParsedQuery;
  terms: string[];
  weights: number[];
  known: Set<string>;
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
  return {
    q,
    terms: q.terms,
    weights,
    knownWeight: weights.reduce((sum, w, i) => (stats.df.has(q.terms[i] ?? '') ? sum + w : sum), 0),
    known: new Set([...q.terms, ...q.verbTerms, ...q.valueTerms]),
    names: q.values.some((v) => v.kind === 'name'),
    task: q.values.length > 0 || q.terms.length >= TASK_TERMS,
    emails: q.values.some((v) => v.kind === 'email'),
  };
}

/** How well an operation's method and path shape fit what the query asks to do, in [-1, 1]. */
export function intentFit(intent: QueryIntent, e: Entry, verbStem: string | undefined): number {
  const m = e.op.method;
  switch (intent) {
    case 'create':
      if (e.action === 'create') return 1;
      if (m === 'put' && !e.isItem) return 0.3;
      return m === 'post' ? 0.2 : -0.6;
    case 'delete':
      return e.action === 'delete' || m === 'delete' ? 1 : -0.6;
    case 'update':
      if (e.action === 'update') return 1;
      return m === 'patch' || m === 'put' ? 0.7 : -0.5;
    case 'list':
      if (e.action === 'list') return 1;
      if (e.action === 'search') return 0.4;
      return m === 'get' ? 0.2 : -1;
    case 'get':
      if (e.action === 'get') return 1;
      if (e.action === 'list' || e.action === 'search') return 0.4;
      return m === 'get' ? 0.3 : -1;
    case 'search':
      if (e.action === 'search' || (e.terms.get('search') ?? 0) & CORE_BITS) return 1;
      return e.action === 'list' ? 0.4 : m === 'get' ? 0.1 : -0.6;
    case 'act':
      if (verbStem !== undefined && e.plain.includes(` ${verbStem} `)) return m === 'get' ? 0.3 : 1;
      return m === 'get' ? -0.4 : 0.3;
  }
}

export interface Scored {
  value: number;
  /** Weighted share of the query's terms (those the spec uses) found anywhere in the operation, 0..1. */
  coverage: number;
}

export function score(sq: ScoringQuery, e: Entry, stats: RankStats, bm25Norm: number): Scored {
  const { q } = sq;
  let weightSum = 0;
  let covered = 0;
  let coreCovered = 0;
  let summaryCovered = 0;
  for (let i = 0; i < sq.terms.length; i++) {
    const t = sq.terms[i] as string;
    const w = sq.weights[i] ?? 0;
    weightSum += w;
    const mask = e.terms.get(t) ?? 0;
    covered += w * (MASK_WEIGHT[mask] ?? 0);
    if (mask & CORE_BITS) coreCovered += w;
    if (mask & FIELD_BIT.summary) summaryCovered += w;
  }
  const norm = weightSum > 0 ? 1 / weightSum : 0;
  let extra = 0;
  for (const t of e.coreTerms) if (!sq.known.has(t)) extra += 0.4 + 0.6 * idfOf(stats, t);
  let summaryInQuery = 0;
  for (const t of e.summaryTerms) if (sq.known.has(t)) summaryInQuery++;
  const summaryPrecision = e.summaryTerms.length > 0 ? summaryInQuery / e.summaryTerms.length : 0;
  const verbMatch = q.verbStem !== undefined && e.plain.includes(` ${q.verbStem} `) ? 1 : 0;
  const rawFit = q.intent !== undefined ? intentFit(q.intent, e, q.verbStem) * q.intentStrength : 0;
  const fit = sq.task && rawFit < 0 && e.op.method === 'get' ? rawFit * TASK_READ_PENALTY : rawFit;
  let valueHits = 0;
  for (const t of q.valueTerms) if ((e.terms.get(t) ?? 0) & (CORE_BITS | FIELD_BIT.summary)) valueHits++;
  const valueShare = q.valueTerms.length > 0 ? valueHits / q.valueTerms.length : 0;
  const lookup = (sq.names || sq.emails ? e.lookup : 0) + (sq.emails && e.byMail ? 1 : 0);
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
    e.pathParams * W.param -
    (e.op.deprecated ? 0.1 : 0);
  return { value, coverage: sq.knownWeight > 0 ? covered / sq.knownWeight : 0 };
}
