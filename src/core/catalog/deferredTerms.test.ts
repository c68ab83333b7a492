// Description terms added after the index is built must be exactly the ones built eagerly.
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { fixtureText } from '../openapi/testHelpers';
import { addDescriptionTerms, buildEntry, descriptionDeferred } from './entries';
import { createCatalog } from './index';

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

  it('a search right after createCatalog ranks with the description terms', async () => {
    const spec = await loadSpec({ kind: 'text', text: fixtureText('petstore3.openapi.yaml'), name: 'petstore' });
    const catalog = await createCatalog(spec);
    const first = catalog.searchSync('multiple status values comma separated', { limit: 3 }).hits.map((h) => h.name);
    await new Promise((r) => setTimeout(r, 50));
    expect(catalog.searchSync('multiple status values comma separated', { limit: 3 }).hits.map((h) => h.name)).toEqual(first);
    expect(first[0]).toBe('findPetsByStatus');
  });
});
