// Search quality on the labelled dev set (../shared, outside the repo) and on our own extra set over the same specs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import type { Catalog } from './index';
import { createCatalog } from './index';
import type { EvalRow } from './evaluate';
import { evaluateQueries, parseEvalSet } from './evaluate';

const SHARED = fileURLToPath(new URL('../../../../shared/', import.meta.url));
const hasShared = existsSync(`${SHARED}specs`) && existsSync(`${SHARED}eval/search-dev.jsonl`);
if (!hasShared) console.warn(`Search quality tests skipped: ${SHARED} (specs + eval) not found.`);

const catalogs = new Map<string, Promise<Catalog>>();
function catalogFor(spec: string): Promise<Catalog> {
  let c = catalogs.get(spec);
  if (!c) {
    c = loadSpec({ kind: 'text', text: readFileSync(`${SHARED}specs/${spec}`, 'utf8'), name: spec }).then((s) => createCatalog(s));
    catalogs.set(spec, c);
  }
  return c;
}

async function measure(rows: EvalRow[]): Promise<ReturnType<typeof evaluateQueries>> {
  const bySpec = new Map<string, Catalog>();
  for (const spec of new Set(rows.map((r) => r.spec))) bySpec.set(spec, await catalogFor(spec));
  return evaluateQueries(rows, (spec, query) => bySpec.get(spec)?.searchSync(query, { limit: 10 }).hits ?? []);
}

describe.skipIf(!hasShared)('search quality (needs ../shared)', () => {
  it('dev set: recall@5 ≥ 0.93 and MRR ≥ 0.80', async () => {
    const result = await measure(parseEvalSet(readFileSync(`${SHARED}eval/search-dev.jsonl`, 'utf8')));
    expect(result.recallAt5).toBeGreaterThanOrEqual(0.93);
    expect(result.mrr).toBeGreaterThanOrEqual(0.8);
  }, 300_000);

  it('extra set: recall@5 ≥ 0.93 and MRR ≥ 0.80', async () => {
    const file = fileURLToPath(new URL('./__fixtures__/search-extra.jsonl', import.meta.url));
    const result = await measure(parseEvalSet(readFileSync(file, 'utf8')));
    expect(result.recallAt5).toBeGreaterThanOrEqual(0.93);
    expect(result.mrr).toBeGreaterThanOrEqual(0.8);
  }, 300_000);
});
