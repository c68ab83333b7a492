// npm run eval:search [-- --file other.jsonl] [--quiet] [--bench]: recall@5 and MRR of catalog search on a labelled
// query set; --bench adds load/index times and search latency per spec. Specs and the default set come from
// ../shared (or CMP_SHARED_DIR), else from the trimmed copy in test-support/shared-trimmed.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSpec } from '../src/core/openapi';
import { createCatalog, evaluateQueries, parseEvalSet } from '../src/core/catalog';
import type { Catalog } from '../src/core/catalog';
import { SHARED_DIR, TRIMMED_DIR, hasShared, specPath } from '../test-support/sharedDir';

const shared = hasShared('specs') ? SHARED_DIR : TRIMMED_DIR;
const args = process.argv.slice(2);
const fileArg = args.indexOf('--file');
const file = fileArg >= 0 ? resolve(process.cwd(), args[fileArg + 1] ?? '') : resolve(shared, 'eval/search-dev.jsonl');
const quiet = args.includes('--quiet');
const bench = args.includes('--bench');

if (shared === TRIMMED_DIR) console.log(`${SHARED_DIR}/specs not found: measuring on the trimmed specs in ${TRIMMED_DIR}.`);
if (!existsSync(file)) {
  console.error(`Query file not found: ${file}`);
  process.exit(1);
}

const rows = parseEvalSet(readFileSync(file, 'utf8'));
const catalogs = new Map<string, Catalog>();
for (const spec of new Set(rows.map((r) => r.spec))) {
  const path = specPath(shared, spec);
  const started = performance.now();
  const loaded = await loadSpec({ kind: 'text', text: readFileSync(path, 'utf8'), name: spec });
  const loadMs = performance.now() - started;
  const catalog = await createCatalog(loaded);
  catalogs.set(spec, catalog);
  if (!quiet) {
    const ops = `${catalog.operationCount} operations`;
    console.log(`${spec}: ${ops}, parse+normalize ${loadMs.toFixed(0)} ms, index ${catalog.indexMs.toFixed(0)} ms`);
  }
  if (bench) benchSearch(spec, catalog, rows.filter((r) => r.spec === spec).map((r) => r.query));
}

/** Search latency over this spec's queries (each run 20 times after a warm-up), p50/p95 in ms. */
function benchSearch(spec: string, catalog: Catalog, queries: string[]): void {
  for (const q of queries) catalog.searchSync(q);
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const t = performance.now();
      catalog.searchSync(q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number): string => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(2);
  console.log(`  search on ${spec}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${times.length} runs`);
}

const result = evaluateQueries(rows, (spec, query) => {
  const catalog = catalogs.get(spec);
  if (!catalog) throw new Error(`spec not loaded: ${spec}`);
  return catalog.searchSync(query, { limit: 10 }).hits;
});
for (const miss of result.misses) {
  const rank = miss.rank === undefined ? 'not in top 10' : `rank ${miss.rank}`;
  console.log(`${rank}: [${miss.spec}] "${miss.query}" → want ${miss.expect.join(' | ')}; got ${miss.top.join(', ')}`);
}
console.log(`${file}: ${rows.length} queries  recall@5 ${result.recallAt5.toFixed(3)}  MRR ${result.mrr.toFixed(3)}`);
