// Search quality with several APIs loaded together, on our own labelled set over six APIs (trimmed specs, so it runs
// without ../shared): together close to each API alone, and the right API first. `npm run eval:search -- --multi`
// prints the same per load set and kind, and also the dev set of ../shared.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRIMMED_DIR, specPath } from '../../../test-support/sharedDir';
import { loadSpec } from '../openapi/load';
import { defaultShortName } from '../sources';
import { createCatalog, createCatalogSet } from './index';
import type { Catalog } from './catalog';
import { parseMultiSet, scoreRow, summarize, type MultiOutcome } from './evaluate-multi';

const EXTRA = fileURLToPath(new URL('./__fixtures__/search-multi-extra.jsonl', import.meta.url));

// Measured on the trimmed specs at the commit of issue 49: together R@5 .88, MRR .78, right API first .92; alone
// R@5 .92, MRR .82. The floors leave about one query of margin.
const FLOORS = { r5: 0.84, mrr: 0.74, apiFirst: 0.88 };

describe('several APIs loaded together (our own six-API set)', () => {
  it('finds the operation about as well as each API alone, with the right API first', { timeout: 60_000 }, async () => {
    const rows = parseMultiSet(readFileSync(EXTRA, 'utf8'));
    const catalogs = new Map<string, { title: string; catalog: Catalog }>();
    for (const file of new Set(rows.flatMap((r) => r.specs))) {
      const spec = await loadSpec({ kind: 'text', text: readFileSync(specPath(TRIMMED_DIR, file), 'utf8'), name: file });
      catalogs.set(file, { title: spec.title, catalog: await createCatalog(spec) });
    }
    const together: MultiOutcome[] = [];
    const alone: MultiOutcome[] = [];
    for (const row of rows) {
      const members = row.specs.map((file) => {
        const c = catalogs.get(file);
        if (!c) throw new Error(file);
        return { file, shortName: defaultShortName(c.title), title: c.title, hosts: [], catalog: c.catalog };
      });
      const api = members.find((m) => m.file === row.spec)?.shortName;
      together.push(scoreRow(row, createCatalogSet(members).searchSync(row.query, { limit: 10 }).hits, (h) => h.api === api));
      alone.push(scoreRow(row, catalogs.get(row.spec)?.catalog.searchSync(row.query, { limit: 10 }).hits ?? [], () => true));
    }
    const t = summarize(together);
    const a = summarize(alone);
    console.info(`six APIs together: R@5 ${t.r5.toFixed(2)} MRR ${t.mrr.toFixed(2)} right API first ${t.apiFirst.toFixed(2)}; alone R@5 ${a.r5.toFixed(2)} MRR ${a.mrr.toFixed(2)}`);
    expect(t.r5).toBeGreaterThanOrEqual(FLOORS.r5);
    expect(t.mrr).toBeGreaterThanOrEqual(FLOORS.mrr);
    expect(t.apiFirst).toBeGreaterThanOrEqual(FLOORS.apiFirst);
  });
});
