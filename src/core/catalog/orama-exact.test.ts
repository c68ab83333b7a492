// Candidates read straight from Orama's index are Orama's own (paths, scores, order, count), in a built index and
// in one re-opened from its saved form; an entry's scoring features hold exactly its terms and words.
import { readFileSync } from 'node:fs';
import { search } from '@orama/orama';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi';
import { buildEntry, type Entry } from './entries';
import { buildIndex, candidates, loadIndex, saveIndex, type Candidate, type OpsIndex } from './orama-index';
import { computeStats, featuresOf } from './rank';
import { hasWord, termMask, wordNumber } from './rank-features';
import { termsOfWords } from './text';

const trimmed = (name: string) => readFileSync(new URL(`../../../test-support/shared-trimmed/specs/${name}`, import.meta.url), 'utf8');

/** What Orama's own search answers for the same terms (the way candidates() asked it before). */
function oramaOwn(index: OpsIndex, terms: string[], limit: number, tagKeys: string[]) {
  const where = tagKeys.length > 0 ? { where: { tagKeys: { containsAny: tagKeys } } } : {};
  const result = search(index.db, { term: terms.join(' '), properties: ['title', 'extra'], boost: { title: 2, extra: 1 }, limit, threshold: 1, ...where });
  if (result instanceof Promise) throw new Error('async');
  const hits: Candidate[] = [];
  for (const h of result.hits) for (const at of index.groups[Number(h.id)] ?? []) hits.push({ index: at, bm25: h.score });
  return { hits, count: result.count, paths: result.hits.length };
}

describe('exact-term candidates', () => {
  let entries: Entry[];
  let built: OpsIndex;
  let reopened: OpsIndex;
  let queries: string[][];
  beforeAll(async () => {
    const spec = await loadSpec({ kind: 'text', text: trimmed('github.openapi.json'), name: 'github.openapi.json' });
    entries = spec.operations.map((op) => buildEntry(op));
    built = await buildIndex(entries);
    reopened = loadIndex(structuredClone(saveIndex(built)));
    const byDocs = [...computeStats(entries).df].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
    const [common = '', second = '', third = ''] = byDocs;
    const rare = byDocs[byDocs.length - 1] ?? '';
    queries = [[common], [common, second, third], [rare], [second, rare, 'zzzqx'], [third, third], ['zzzqx'], termsOfWords(['list', 'issues', 'repository']), termsOfWords(['pull', 'request', 'review', 'comment'])];
  });

  it('gives the paths, scores, order and count Orama gives, built or re-opened', () => {
    for (const index of [built, reopened]) {
      for (const terms of queries) {
        for (const limit of [1, 5, 100]) expect(candidates(index, terms, limit)).toEqual(oramaOwn(built, terms, limit, []));
      }
    }
    expect(candidates(built, queries[1] ?? [], 100).hits.length).toBeGreaterThan(20);
  });

  it('filters by tags as Orama does', () => {
    const tags = [...new Set(entries.flatMap((e) => e.tagKeys))].slice(0, 2);
    expect(tags.length).toBe(2);
    for (const terms of queries) {
      expect(candidates(reopened, terms, 100, tags)).toEqual(oramaOwn(built, terms, 100, tags));
      expect(candidates(built, terms, 100, tags.slice(1))).toEqual(oramaOwn(built, terms, 100, tags.slice(1)));
    }
  });

  it("scoring features hold each entry's terms with their fields, and its words", () => {
    const stats = computeStats(entries);
    const absent = wordNumber(stats.numbering, 'zzzqx');
    entries.forEach((e, i) => {
      const f = featuresOf(stats, i, e);
      e.terms.forEach((mask, t) => expect(termMask(f, stats.numbering.terms.get(t) ?? -1)).toBe(mask));
      for (const word of e.plain.split(' ').filter(Boolean)) expect(hasWord(f, wordNumber(stats.numbering, word))).toBe(true);
      expect(hasWord(f, absent)).toBe(false);
      expect(termMask(f, -1)).toBe(0);
    });
    const first = entries[0];
    const other = [...stats.numbering.terms].find(([t]) => !first?.terms.has(t));
    expect(first && other && termMask(featuresOf(stats, 0, first), other[1])).toBe(0);
  });
});
