// npm run eval:search -- --multi [--file x.jsonl | --tasks] [--misses]: search with several APIs loaded (issue 49). Each row's
// load set is loaded together (as the catalog worker does: short names from titles, hosts from the allowlist) and
// its query is scored over the set and over its own API alone: per load set and kind R@1, R@5, MRR, right API first;
// per API R@5 together beside alone. Default rows: ../shared/eval/search-multi-dev.jsonl (when present) plus the
// repo's own src/core/catalog/__fixtures__/search-multi-extra.jsonl. `--tasks`: the task sentences of
// search-tasks.jsonl, all of its specs loaded together (a check the ranking was not tuned on). "answerable alone": the
// queries whose API alone ranks an expected operation in its top 5 (the most fusion can reach).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../src/core/openapi';
import type { LoadedSpec } from '../src/core/openapi/types';
import { createCatalog, createCatalogSet, groupBy, parseMultiSet, scoreRow, summarize } from '../src/core/catalog';
import type { Catalog, CatalogMember, CatalogSet, MultiOutcome, MultiRow, Scores, TaskRow } from '../src/core/catalog';
import { defaultShortName, uniqueShortName } from '../src/core/sources';
import { specPath } from '../test-support/sharedDir';

export const MULTI_EXTRA = fileURLToPath(new URL('../src/core/catalog/__fixtures__/search-multi-extra.jsonl', import.meta.url));

interface Loaded {
  spec: LoadedSpec;
  catalog: Catalog;
}

/** A set's members as the catalog worker builds them (sourceSet.ts). */
export function membersOf(specs: string[], loaded: Map<string, Loaded>): Array<CatalogMember & { file: string }> {
  const taken: string[] = [];
  return specs.map((file) => {
    const l = loaded.get(file);
    if (!l) throw new Error(`not loaded: ${file}`);
    const shortName = uniqueShortName(defaultShortName(l.spec.title), taken);
    taken.push(shortName);
    const hosts = l.spec.allowlist.flatMap((e) => {
      try {
        return [new URL(e.origin).hostname];
      } catch {
        return [];
      }
    });
    return { file, shortName, title: l.spec.title, hosts, catalog: l.catalog, ...(l.spec.description ? { description: l.spec.description } : {}) };
  });
}

const f = (n: number) => n.toFixed(2).replace(/^0/, '');
const cells = (s: Scores) => `${f(s.r1)}  ${f(s.r5)}  ${f(s.mrr)}  ${f(s.apiFirst)}`;
const line = (label: string, together: Scores, alone: Scores) =>
  `  ${label.padEnd(22)} ${String(together.n).padStart(3)}   ${cells(together)}   |  ${f(alone.r1)}  ${f(alone.r5)}  ${f(alone.mrr)}`;

/** The rows of the files that exist. */
export function readMultiRows(files: string[]): MultiRow[] {
  const found = files.filter((file) => existsSync(file));
  console.log(`queries from ${found.join(', ')}`);
  return found.flatMap((file) => parseMultiSet(readFileSync(file, 'utf8')));
}

/** Whole task sentences (search-tasks.jsonl) as queries of one load set, every spec of the task file together: each
 * task's first needed call is expected. Kind: the task's split (dev / held). */
export function taskRowsTogether(tasks: TaskRow[]): MultiRow[] {
  const specs = [...new Set(tasks.map((t) => t.spec))];
  return tasks.map((t) => ({ specs, spec: t.spec, query: t.query, expect: t.needs[0] ?? [], kind: `task-${t.split}` }));
}

export async function runMultiEval(shared: string, rows: MultiRow[], showMisses: boolean): Promise<void> {
  console.log(`${rows.length} queries`);
  const loaded = new Map<string, Loaded>();
  for (const file of new Set(rows.flatMap((r) => r.specs))) {
    const spec = await loadSpec({ kind: 'text', text: readFileSync(specPath(shared, file), 'utf8'), name: file });
    loaded.set(file, { spec, catalog: await createCatalog(spec) });
  }
  const together: MultiOutcome[] = [];
  const alone: MultiOutcome[] = [];
  for (const [key, setRows] of groupBy(rows, (r) => r.specs.join(' '))) {
    const members = membersOf(key.split(' '), loaded);
    const set: CatalogSet = createCatalogSet(members);
    for (const row of setRows) {
      const api = members.find((m) => m.file === row.spec)?.shortName;
      together.push(scoreRow(row, set.searchSync(row.query, { limit: 10 }).hits, (h) => h.api === api));
      const own = loaded.get(row.spec)?.catalog;
      alone.push(scoreRow(row, own ? own.searchSync(row.query, { limit: 10 }).hits : [], () => true));
    }
  }
  // The queries whose API alone has an expected operation in its top 5: what fusion can reach without ranking inside an API differently.
  const inTop5 = (rank: number) => rank >= 1 && rank <= 5;
  const answerable = (list: MultiOutcome[]) => list.filter((o) => inTop5(alone[together.indexOf(o)]?.rank ?? 0));
  const aloneOf = (list: MultiOutcome[]) => summarize(list.map((o) => alone[together.indexOf(o)] as MultiOutcome));
  console.log(`\n  ${'load set / kind'.padEnd(22)}   n   together: R@1  R@5  MRR  API1st   |  alone: R@1  R@5  MRR`);
  for (const [key, list] of groupBy(together, (o) => o.row.specs.join(' '))) {
    const name = `${list[0]?.row.specs.length ?? 0} APIs: ${key.split(' ').map((s) => s.replace(/\..*$/, '')).join(', ')}`;
    console.log(`\n${name}`);
    console.log(line('all', summarize(list), aloneOf(list)));
    console.log(line('answerable alone', summarize(answerable(list)), aloneOf(answerable(list))));
    for (const [kind, byKind] of groupBy(list, (o) => o.row.kind)) console.log(line(kind, summarize(byKind), aloneOf(byKind)));
    for (const [spec, bySpec] of groupBy(list, (o) => o.row.spec)) console.log(line(`· ${spec.replace(/\..*$/, '')}`, summarize(bySpec), aloneOf(bySpec)));
  }
  console.log(`\nall load sets`);
  console.log(line('all', summarize(together), summarize(alone)));
  console.log(line('answerable alone', summarize(answerable(together)), aloneOf(answerable(together))));
  for (const [kind, byKind] of groupBy(together, (o) => o.row.kind)) console.log(line(kind, summarize(byKind), aloneOf(byKind)));
  if (showMisses) {
    console.log('\nmisses together (rank, API first?):');
    for (const [i, o] of together.entries()) {
      const a = alone[i];
      if (o.rank === 1) continue;
      console.log(`  ${o.rank || '-'} (alone ${a?.rank || '-'}) ${o.apiFirst ? '' : '[wrong API] '}[${o.row.specs.length}/${o.row.spec}/${o.row.kind}] "${o.row.query}" → ${o.top.join(', ')}`);
    }
  }
}
