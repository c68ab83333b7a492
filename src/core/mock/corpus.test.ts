// The mock over every spec: each GET operation's answer (documented example or realistic values) is checked against
// its response schema with formats, $refs resolved in the spec's context. Specs beside the repo (../shared/specs) run
// when present; the committed copies always do. scripts/mock-bodies.ts checks every operation with an independent Ajv.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedSpecs, sharedSpecs, type CorpusSpec } from '../../../test-support/specCorpus';
import { loadSpec } from '../openapi';
import { schemaContext } from './context';
import { loadFaker } from './fakerLoader';
import { generate, repair, seedOf } from './generate';
import { planResponse } from './respond';

interface Audit {
  spec: string;
  gets: number;
  valid: number;
  noBody: number;
  failures: Array<{ op: string; reason: string }>;
  /** Schemas no check can run on (one that is only itself, `allOf: [itself]`): reported, not failures. */
  unchecked: string[];
  /** String values in generated bodies, and how many are the sampler's placeholders ("string", "property1"). */
  strings: number;
  placeholders: number;
}

function countStrings(v: unknown, a: Audit): void {
  if (typeof v === 'string') {
    a.strings++;
    if (v === 'string' || /^property\d+$/.test(v)) a.placeholders++;
  } else if (Array.isArray(v)) for (const x of v) countStrings(x, a);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) countStrings(x, a);
}

/** `limit`: at most this many GETs, evenly spread over the spec (each GET of the real GitHub or Stripe spec costs about 0.2 s: a full pass took 2 minutes of CI). */
async function audit(spec: CorpusSpec, limit = Number.POSITIVE_INFINITY): Promise<Audit> {
  const loaded = await loadSpec({ kind: 'text', text: readFileSync(spec.path, 'utf8'), name: spec.path });
  const schemas = schemaContext(loaded);
  const out: Audit = { spec: spec.label, gets: 0, valid: 0, noBody: 0, failures: [], unchecked: [], strings: 0, placeholders: 0 };
  const faker = await loadFaker();
  const gets = loaded.operations.filter((o) => o.method === 'get');
  const stride = Math.max(1, Math.ceil(gets.length / limit));
  for (const op of gets.filter((_, i) => i % stride === 0)) {
    out.gets++;
    try {
      const plan = planResponse(loaded, op, schemas.resolve, (schema) => generate(faker, schema, seedOf(op.name), '', schemas), schemas, (schema, value) => repair(faker, schema, value, schemas));
      if (plan.from !== 'example') countStrings(plan.body, out);
      if (plan.from === 'none' || plan.schema === undefined) {
        out.noBody++;
        continue;
      }
      const problems = schemas.problems(plan.schema, plan.body);
      if (problems === null) out.unchecked.push(op.name);
      else if (problems.length > 0) out.failures.push({ op: op.name, reason: `${plan.from}: ${problems.slice(0, 2).join('; ')}` });
      else out.valid++;
    } catch (e) {
      out.failures.push({ op: op.name, reason: `threw: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  return out;
}

function report(rows: Audit[]): string {
  const lines = rows.map((r) => `${r.spec}: ${r.gets} GET checked, ${r.valid} valid, ${r.noBody} without a documented body, ${r.failures.length} cannot, ${r.unchecked.length ? `${r.unchecked.length} uncheckable (${r.unchecked.join(', ')}), ` : ''}${r.placeholders}/${r.strings} placeholder strings${r.failures.length ? `\n${r.failures.slice(0, 8).map((f) => `    ${f.op}: ${f.reason}`).join('\n')}` : ''}`);
  return lines.join('\n');
}

async function run(specs: CorpusSpec[], title: string, limit?: number): Promise<Audit[]> {
  const rows: Audit[] = [];
  for (const s of specs) rows.push(await audit(s, limit));
  console.info(`Mock samples, ${title}:\n${report(rows)}`);
  return rows;
}

describe('mock answers for every GET operation', () => {
  it('committed specs: every GET with a documented body gets a schema-valid answer', async () => {
    const rows = await run(committedSpecs(), 'committed specs');
    expect(rows.reduce((n, r) => n + r.valid, 0)).toBeGreaterThan(0);
    for (const r of rows) expect(r.failures.length / Math.max(1, r.gets), `${r.spec}: ${JSON.stringify(r.failures.slice(0, 3))}`).toBeLessThanOrEqual(0.05);
  }, 300_000);

  const shared = sharedSpecs();
  it.skipIf(shared.length === 0)('../shared/specs (reported; a spec\'s own invalid examples are counted, not fatal)', async () => {
    const rows = await run(shared, '../shared/specs (at most 60 GETs a spec, evenly spread)', 60);
    expect(rows.reduce((n, r) => n + r.valid, 0)).toBeGreaterThan(0);
  }, 1_200_000);
});
