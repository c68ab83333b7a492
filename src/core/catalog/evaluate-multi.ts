// Search quality with several APIs loaded: each labelled query names its load set, the API it is about and its kind;
// it is run over the set loaded together and over its API alone, and scored by R@1, R@5, MRR and "right API first".
import type { SearchHit } from './types';
import { parseJsonLines } from './evaluate';

export interface MultiRow {
  /** Spec files loaded together, in load order. */
  specs: string[];
  /** The spec the expected operations belong to. */
  spec: string;
  query: string;
  /** "METHOD /path" strings of `spec`; any one of them counts as a hit. */
  expect: string[];
  /** short | task | cross | named (free text: rows are grouped by it). */
  kind: string;
}

export interface Scores {
  n: number;
  r1: number;
  r5: number;
  mrr: number;
  /** Share of queries whose first hit is an operation of the right API. */
  apiFirst: number;
}

export interface MultiOutcome {
  row: MultiRow;
  /** 1-based rank of the first expected hit in the top 10, 0 when absent. */
  rank: number;
  apiFirst: boolean;
  top: string[];
}

export function parseMultiSet(text: string): MultiRow[] {
  return parseJsonLines<MultiRow, MultiRow>(text, (row, line) => {
    const { specs, spec, query, expect } = row;
    if (!Array.isArray(specs) || typeof spec !== 'string' || !specs.includes(spec) || typeof query !== 'string' || !Array.isArray(expect)) {
      throw new Error(`line ${line}: expected {"specs": [...], "spec" (one of specs), "query", "expect": [...], "kind"}`);
    }
    return { specs: specs.map(String), spec, query, expect: expect.map(String), kind: String(row.kind ?? 'other') };
  });
}

/** `run` answers the query; `own` tells whether a hit belongs to the row's API (always true for the API alone). */
export function scoreRow(row: MultiRow, hits: SearchHit[], own: (hit: SearchHit) => boolean): MultiOutcome {
  const keys = hits.map((h) => `${h.method} ${h.path}`);
  const at = hits.findIndex((h, i) => own(h) && row.expect.includes(keys[i] ?? ''));
  const first = hits[0];
  return { row, rank: at >= 0 ? at + 1 : 0, apiFirst: first !== undefined && own(first), top: hits.slice(0, 3).map((h) => h.name) };
}

export function summarize(outcomes: MultiOutcome[]): Scores {
  const n = outcomes.length;
  const share = (test: (o: MultiOutcome) => boolean) => (n === 0 ? 0 : outcomes.filter(test).length / n);
  return {
    n,
    r1: share((o) => o.rank === 1),
    r5: share((o) => o.rank >= 1 && o.rank <= 5),
    mrr: n === 0 ? 0 : outcomes.reduce((s, o) => s + (o.rank > 0 ? 1 / o.rank : 0), 0) / n,
    apiFirst: share((o) => o.apiFirst),
  };
}

/** Outcomes grouped by a key, in first-seen order. */
export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}
