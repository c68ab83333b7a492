// One API loaded ranks exactly as before issue 49's merge of several APIs: every query of the dev and extra sets,
// through a catalog set of one, gives the hits, scores, header and note recorded in the golden file (trimmed specs,
// so it runs without ../shared). UPDATE_GOLDEN=1 rewrites the file (only for a deliberate single-API change).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRIMMED_DIR, specPath } from '../../../test-support/sharedDir';
import { loadSpec } from '../openapi/load';
import { createCatalog, createCatalogSet } from './index';
import { parseEvalSet } from './evaluate';

const GOLDEN = fileURLToPath(new URL('./__fixtures__/search-single-golden.json', import.meta.url));
const SETS = [`${TRIMMED_DIR}/eval/search-dev.jsonl`, fileURLToPath(new URL('./__fixtures__/search-extra.jsonl', import.meta.url))];

type Golden = Record<string, string[]>;

describe('one API loaded', () => {
  it('ranks exactly as before: same hits, scores, header and note for the dev and extra sets', { timeout: 60_000 }, async () => {
    const rows = SETS.flatMap((file) => parseEvalSet(readFileSync(file, 'utf8')));
    const actual: Golden = {};
    for (const spec of new Set(rows.map((r) => r.spec))) {
      const loaded = await loadSpec({ kind: 'text', text: readFileSync(specPath(TRIMMED_DIR, spec), 'utf8'), name: spec });
      const set = createCatalogSet([{ shortName: 'one', title: loaded.title, hosts: [], catalog: await createCatalog(loaded) }]);
      for (const row of rows.filter((r) => r.spec === spec)) {
        const res = set.searchSync(row.query, { limit: 10 });
        actual[`${spec} ${row.query}`] = [res.header, res.note ?? '', ...res.hits.map((h) => `${h.name} ${h.score}`)];
      }
    }
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(GOLDEN)) writeFileSync(GOLDEN, JSON.stringify(actual, null, 1) + '\n');
    expect(actual).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden);
  });
});
