// Mock bodies checked in the spec's own context (see scripts/bench/mockBodies.ts), per spec, with the worst failures.
//   npx tsx scripts/mock-bodies.ts [spec files…] [--per-spec 400] [--json out.json]
// Without files: the bundled specs and ../shared/specs.
import { readFileSync, writeFileSync } from 'node:fs';
import { checkSpecBodies, mockCorpusSpecs, type SpecBodies } from './bench/mockBodies';

const args = process.argv.slice(2);
const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const files = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const perSpec = Number(flag('--per-spec') ?? 400);
const jsonOut = flag('--json');
const specs = files.length > 0 ? files.map((path) => ({ label: path, path })) : mockCorpusSpecs();
const rows: SpecBodies[] = [];
for (const { label, path } of specs) {
  const started = performance.now();
  const row = await checkSpecBodies(label, readFileSync(path, 'utf8'), perSpec);
  rows.push(row);
  console.info(`${label}: ${row.valid}/${row.bodies} bodies valid (${row.unchecked} unchecked), ${row.tried} of ${row.operations} operations tried, ${row.msPerAnswer} ms/answer, ${Math.round((performance.now() - started) / 1000)} s`);
  for (const w of row.worst) console.info(`    ${w}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
