// Description terms added after the index is built equal the eager ones, and every search ranks with them.
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { fixtureText } from '../../../test-support/specFixtures';
import { addDescriptionTerms, buildEntry, descriptionDeferred } from './entries';
import { createCatalog } from './index';
import { buildIndex } from './orama-index';
import { computeStats } from './rank';
import { runSearch } from './search';

const FIXTURES = ['petstore3.openapi.yaml', 'openbrewerydb.openapi.yaml', 'nytimes-top-stories.swagger2.yaml', 'circular.openapi.json'];
const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('deferred description terms', () => {
  it.each(FIXTURES)('%s: deferred + added equals eager, and some were deferred', async (file) => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText(file), name: file });
    let deferredCount = 0;
    for (const op of spec.operations) {
      const eager = buildEntry(op);
      const late = buildEntry(op, true);
      if (descriptionDeferred(late)) {
        deferredCount++;
        addDescriptionTerms(late);
      }
      const { terms: lateTerms, op: _a, ...lateRest } = late;
      const { terms: eagerTerms, op: _b, ...eagerRest } = eager;
      expect(sorted(lateTerms)).toEqual(sorted(eagerTerms));
      expect(lateRest).toEqual(eagerRest);
    }
    if (file.startsWith('petstore')) expect(deferredCount).toBeGreaterThan(0);
  });

  // Each query tells its operation apart only through words of the operation's description (name, path and summary
  // select the candidates but rank another operation first), so it fails when description terms never reach the
  // reranker.
  const DESCRIPTION_ONLY: Array<[file: string, query: string, expected: string]> = [
    ['petstore3.openapi.yaml', 'pet status codes mapped to quantities', 'getInventory'],
    ['petstore3.openapi.yaml', 'order non-integers generate API errors', 'deleteOrder'],
    ['petstore3.openapi.yaml', 'user detail', 'getUserByName'],
    ['openbrewerydb.openapi.yaml', 'brewery dataset total count', 'getBreweriesMetadata'],
    ['openbrewerydb.openapi.yaml', 'brewery names partial matching', 'searchBreweries'],
  ];

  /** Top hit over entries that never got their description terms: what search ranks without them. */
  async function topWithoutDescriptions(file: string, query: string): Promise<string | undefined> {
    const spec = await loadSpec({ kind: 'text', text: fixtureText(file), name: file });
    const entries = spec.operations.map((op) => buildEntry(op, true));
    const ctx = { db: await buildIndex(entries), entries, stats: computeStats(entries), tagNames: new Map<string, string>() };
    return runSearch(ctx, query, { limit: 1 }).hits[0]?.name;
  }

  it.each(DESCRIPTION_ONLY)('%s: "%s" needs description terms to rank %s first', async (file, query, expected) => {
    expect(await topWithoutDescriptions(file, query)).not.toBe(expected);
  });

  it.each(DESCRIPTION_ONLY)('%s: a search right after createCatalog ranks "%s" with description terms (%s)', async (file, query, expected) => {
    const catalog = await createCatalog(await loadSpec({ kind: 'text', text: fixtureText(file), name: file }));
    const first = catalog.searchSync(query, { limit: 3 });
    expect(first.hits[0]?.name).toBe(expected);
    expect(first.total).toBeGreaterThanOrEqual(1);
    // Once the background pass has added them too, the same search ranks the same.
    await new Promise((r) => setTimeout(r, 50));
    expect(catalog.searchSync(query, { limit: 3 }).hits.map((h) => h.name)).toEqual(first.hits.map((h) => h.name));
  });
});
