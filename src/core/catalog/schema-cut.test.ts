import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { createCatalog } from './index';
import { MAX_SCHEMA_CHARS } from './schema';

/** One operation whose response has 3,000 properties, each with a long description: ~500,000 characters in full. */
function hugeSpec(): string {
  const properties = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [
    `field_${i}`, { type: 'object', description: `Field ${i}: ${'a long explanation '.repeat(6)}`, properties: { value: { type: 'string' }, unit: { type: 'string' } } },
  ]));
  return JSON.stringify({
    openapi: '3.0.3', info: { title: 'Huge', version: '1' }, servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/reports/{id}': {
        get: {
          operationId: 'getReport', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'A report', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties } } } } } } },
        },
      },
    },
  });
}

describe('get_schema full, capped', () => {
  it('fits a huge schema into the cap, says what was cut, and each cut part can be read by its path', async () => {
    const catalog = await createCatalog(await loadSpec({ kind: 'text', text: hugeSpec(), name: 'huge.json' }));
    const res = catalog.getSchemaSync(['getReport'], 'full');
    expect(res.text.length).toBeLessThanOrEqual(MAX_SCHEMA_CHARS + 400);
    expect(res.text).toMatch(/Cut to fit 20,000 characters \(the whole is [\d,]{7,}\)/);
    const ask = /get_schema\(names=\[\\"getReport\\"\], detail=\\"full\\", path=\\"([^\\]+)\\"\)/.exec(res.text);
    expect(ask).not.toBeNull();
    const part = catalog.getSchemaSync(['getReport'], 'full', { path: ask?.[1] ?? '' });
    expect(part.text).toContain(`Part "${ask?.[1] ?? ''}"`);
    expect(part.text.length).toBeLessThanOrEqual(MAX_SCHEMA_CHARS + 400);
    const leaf = catalog.getSchemaSync(['getReport'], 'full', { path: '/response/schema/properties/data/properties/field_7' });
    expect(JSON.parse(leaf.text.split('\nPart')[0] ?? '')).toMatchObject({ type: 'object', properties: { value: { type: 'string' } } });
  });

  it('names where a wrong path stops, and refuses a path for several names', async () => {
    const catalog = await createCatalog(await loadSpec({ kind: 'text', text: hugeSpec(), name: 'huge.json' }));
    expect(catalog.getSchemaSync(['getReport'], 'full', { path: '/response/nope' }).text).toMatch(/stops at "\/response".*Keys there: status, mediaType/);
    expect(catalog.getSchemaSync(['getReport', 'getReport2'], 'full', { path: '/input' }).text).toContain('pass one name');
  });
});
