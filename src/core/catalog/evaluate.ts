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

export function parseEvalSet(text: string): EvalRow[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, i) => {
      const row = JSON.parse(line) as Partial<EvalRow>;
      if (typeof row.spec !== 'string' || typeof row.query !== 'string' || !Array.isArray(row.expect)) {
        throw new Error(`line ${i + 1}: expected {"spec", "query", "expect": [...]}`);
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
