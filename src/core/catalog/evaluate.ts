// Search quality metrics over a labelled set: recall@5 and mean reciprocal rank (first expected hit in the top 10).
import type { SearchHit } from './types';

export interface EvalRow {
  spec: string;
  query: string;
  /** "METHOD /path" strings; any one of them counts as a hit. */
  expect: string[];
}

export interface EvalMiss extends EvalRow {
  /** 1-based rank of the first expected hit, when it is in the results but not first. */
  rank?: number;
  top: string[];
}

export interface EvalResult {
  recallAt5: number;
  mrr: number;
  misses: EvalMiss[];
}

/** JSON Lines: each non-empty line parsed and checked by `row` (which throws with the 1-based line number). */
export function parseJsonLines<T, R>(text: string, row: (value: Partial<T>, line: number) => R): R[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, i) => row(JSON.parse(line) as Partial<T>, i + 1));
}

export function parseEvalSet(text: string): EvalRow[] {
  return parseJsonLines<EvalRow, EvalRow>(text, (row, line) => {
    if (typeof row.spec !== 'string' || typeof row.query !== 'string' || !Array.isArray(row.expect)) {
      throw new Error(`line ${line}: expected {"spec", "query", "expect": [...]}`);
    }
    return { spec: row.spec, query: row.query, expect: row.expect.map(String) };
  });
}

export function evaluateQueries(rows: EvalRow[], run: (spec: string, query: string) => SearchHit[]): EvalResult {
  let found5 = 0;
  let reciprocal = 0;
  const misses: EvalMiss[] = [];
  for (const row of rows) {
    const keys = run(row.spec, row.query).map((h) => `${h.method} ${h.path}`);
    const at = keys.findIndex((k) => row.expect.includes(k));
    if (at >= 0 && at < 5) found5++;
    if (at >= 0) reciprocal += 1 / (at + 1);
    if (at !== 0) misses.push({ ...row, ...(at > 0 ? { rank: at + 1 } : {}), top: keys.slice(0, 3) });
  }
  const n = Math.max(rows.length, 1);
  return { recallAt5: found5 / n, mrr: reciprocal / n, misses };
}

/** A whole task sentence and the calls it needs, in order; each call lists the operations that would do. */
export interface TaskRow {
  spec: string;
  query: string;
  /** "dev" rows may guide ranking work; "held" rows are only measured. */
  split: string;
  needs: string[][];
}

export interface TaskResult {
  /** Share of tasks whose first needed call is in the top 5. */
  firstAt5: number;
  /** Mean share of a task's needed calls found in the top 10. */
  coverageAt10: number;
  misses: Array<TaskRow & { firstRank?: number; missing: string[]; top: string[] }>;
}

export function parseTaskSet(text: string): TaskRow[] {
  return parseJsonLines<TaskRow, TaskRow>(text, (row, line) => {
    const needs = row.needs;
    if (typeof row.spec !== 'string' || typeof row.query !== 'string' || !Array.isArray(needs) || needs.length === 0) {
      throw new Error(`line ${line}: expected {"spec", "query", "split", "needs": [["METHOD /path", ...], ...]}`);
    }
    return { spec: row.spec, query: row.query, split: String(row.split ?? 'dev'), needs: needs.map((n) => n.map(String)) };
  });
}

export function evaluateTasks(rows: TaskRow[], run: (spec: string, query: string) => SearchHit[]): TaskResult {
  let first = 0;
  let coverage = 0;
  const misses: TaskResult['misses'] = [];
  for (const row of rows) {
    const keys = run(row.spec, row.query).map((h) => `${h.method} ${h.path}`);
    const rankOf = (alts: string[]): number => keys.findIndex((k) => alts.includes(k));
    const firstAt = rankOf(row.needs[0] ?? []);
    if (firstAt >= 0 && firstAt < 5) first++;
    const missing = row.needs.filter((alts) => {
      const at = rankOf(alts);
      return at < 0 || at >= 10;
    });
    coverage += (row.needs.length - missing.length) / row.needs.length;
    if (firstAt < 0 || firstAt >= 5 || missing.length > 0) {
      misses.push({ ...row, ...(firstAt >= 0 ? { firstRank: firstAt + 1 } : {}), missing: missing.map((m) => m.join(' | ')), top: keys.slice(0, 5) });
    }
  }
  const n = Math.max(rows.length, 1);
  return { firstAt5: first / n, coverageAt10: coverage / n, misses };
}
