// npm run eval:search [-- --file other.jsonl] [--quiet] [--bench]: recall@5 and MRR of catalog search on a labelled
// query set; --bench adds load/index times and search latency per spec. `--tasks [--split dev|held]`: whole task
// sentences (src/core/catalog/__fixtures__/search-tasks.jsonl): first needed call in the top 5, top-10 coverage of
// all needed calls. Specs and the default set come from ../shared (or CMP_SHARED_DIR), else from the trimmed copy in
// test-support/shared-trimmed (which lacks most task operations: measure tasks on ../shared). `--multi [--tasks]
// [--misses]`: several APIs loaded together against each alone (scripts/eval-search-multi.ts).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../src/core/openapi';
import { createCatalog, evaluateQueries, evaluateTasks, parseEvalSet, parseTaskSet } from '../src/core/catalog';
import type { Catalog } from '../src/core/catalog';
import { SHARED_DIR, TRIMMED_DIR, hasShared, specPath } from '../test-support/sharedDir';

const shared = hasShared('specs') ? SHARED_DIR : TRIMMED_DIR;
const args = process.argv.slice(2);
const fileArg = args.indexOf('--file');
const tasks = args.includes('--tasks');
const splitArg = args.indexOf('--split');
const split = splitArg >= 0 ? args[splitArg + 1] : undefined;
const TASK_SET = fileURLToPath(new URL('../src/core/catalog/__fixtures__/search-tasks.jsonl', import.meta.url));
const defaultFile = tasks ? TASK_SET : resolve(shared, 'eval/search-dev.jsonl');
const file = fileArg >= 0 ? resolve(process.cwd(), args[fileArg + 1] ?? '') : defaultFile;
const quiet = args.includes('--quiet');
const bench = args.includes('--bench');

if (args.includes('--multi')) {
  const { MULTI_EXTRA, readMultiRows, runMultiEval, taskRowsTogether } = await import('./eval-search-multi');
  const files = fileArg >= 0 ? [resolve(process.cwd(), args[fileArg + 1] ?? '')] : [resolve(shared, 'eval/search-multi-dev.jsonl'), MULTI_EXTRA];
  const multiRows = tasks ? taskRowsTogether(parseTaskSet(readFileSync(TASK_SET, 'utf8'))) : readMultiRows(files);
  await runMultiEval(shared, multiRows, args.includes('--misses'));
  process.exit(0);
}
if (shared === TRIMMED_DIR) console.log(`${SHARED_DIR}/specs not found: measuring on the trimmed specs in ${TRIMMED_DIR}.`);
if (!existsSync(file)) {
  console.error(`Query file not found: ${file}`);
  process.exit(1);
}

const taskRows = tasks ? parseTaskSet(readFileSync(file, 'utf8')).filter((r) => split === undefined || r.split === split) : [];
const rows = tasks ? taskRows.map((r) => ({ spec: r.spec, query: r.query, expect: r.needs[0] ?? [] })) : parseEvalSet(readFileSync(file, 'utf8'));
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

const run = (spec: string, query: string): ReturnType<Catalog['searchSync']>['hits'] => {
  const catalog = catalogs.get(spec);
  if (!catalog) throw new Error(`spec not loaded: ${spec}`);
  return catalog.searchSync(query, { limit: 10 }).hits;
};
if (tasks) {
  const result = evaluateTasks(taskRows, run);
  for (const miss of result.misses) {
    const first = miss.firstRank === undefined ? 'first call not in top 10' : `first call at ${miss.firstRank}`;
    console.log(`${first}, missing ${miss.missing.length}: [${miss.spec}] "${miss.query}" → missing ${miss.missing.join('; ') || '-'}; got ${miss.top.join(', ')}`);
  }
  const label = split === undefined ? 'all' : split;
  console.log(`${file} (${label}): ${taskRows.length} tasks  first call in top 5 ${result.firstAt5.toFixed(3)}  top-10 coverage ${result.coverageAt10.toFixed(3)}`);
  process.exit(0);
}
const result = evaluateQueries(rows, run);
for (const miss of result.misses) {
  const rank = miss.rank === undefined ? 'not in top 10' : `rank ${miss.rank}`;
  console.log(`${rank}: [${miss.spec}] "${miss.query}" → want ${miss.expect.join(' | ')}; got ${miss.top.join(', ')}`);
}
console.log(`${file}: ${rows.length} queries  recall@5 ${result.recallAt5.toFixed(3)}  MRR ${result.mrr.toFixed(3)}`);
