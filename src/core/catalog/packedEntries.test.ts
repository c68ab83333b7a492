// The spec cache's form of catalog entries: what a stored catalog searches with before its spec is parsed again.
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { fixtureText } from '../../../test-support/specFixtures';
import { addDescriptionTerms, buildEntry, descriptionDeferred } from './entries';
import { attachOperations, packEntries, unpackEntries } from './packedEntries';

const FIXTURES = ['petstore3.openapi.yaml', 'openbrewerydb.openapi.yaml', 'nytimes-top-stories.swagger2.yaml', 'circular.openapi.json'];

async function entriesOf(file: string) {
  const spec = await loadSpec({ kind: 'text', text: fixtureText(file), name: file });
  // As a catalog holds them once its background work is done: description terms added after the rest.
  const entries = spec.operations.map((op) => buildEntry(op, true));
  for (const e of entries.filter(descriptionDeferred)) addDescriptionTerms(e);
  return { spec, entries };
}

describe('packed entries', () => {
  it.each(FIXTURES)('%s: unpacked from a structured clone equal the entries, with the searched fields of their operations', async (file) => {
    const { spec, entries } = await entriesOf(file);
    const packed = packEntries(entries);
    if (!packed) throw new Error('not packed');
    const back = unpackEntries(structuredClone(packed));
    expect(back).toHaveLength(entries.length);
    back.forEach((e, i) => {
      const { op, terms, ...rest } = entries[i] ?? expect.unreachable();
      const { op: stub, terms: backTerms, ...backRest } = e;
      expect(backRest).toEqual(rest);
      expect([...backTerms]).toEqual([...terms]);
      expect(stub).toMatchObject({ name: op.name, method: op.method, path: op.path, deprecated: op.deprecated, pointer: op.pointer });
      expect(stub.operationId).toBe(op.operationId);
    });
    expect(attachOperations(back, spec.operations)).toBe(true);
    expect(back.map((e) => e.op)).toEqual(spec.operations);
  });

  it('keeps text with characters past one byte (and Latin-1 ones) as it was', async () => {
    const { entries } = await entriesOf('petstore3.openapi.yaml');
    const [first, second] = entries;
    if (!first || !second) throw new Error('two entries expected');
    const edited = [{ ...first, plain: 'café crème' }, { ...second, plain: 'it’s a \ud800 ✓' }, ...entries.slice(2)];
    const back = unpackEntries(structuredClone(packEntries(edited) ?? expect.unreachable()));
    expect(back.map((e) => e.plain)).toEqual(edited.map((e) => e.plain));
    const latin = unpackEntries(structuredClone(packEntries([edited[0] as typeof first]) ?? expect.unreachable()));
    expect(latin[0]?.plain).toBe('café crème');
  });

  it('lines up only with the same operations, and packs nothing a separator would break', async () => {
    const { spec, entries } = await entriesOf('petstore3.openapi.yaml');
    const back = unpackEntries(packEntries(entries) ?? expect.unreachable());
    expect(attachOperations(back, spec.operations.slice(1))).toBe(false);
    expect(attachOperations(back, [...spec.operations].reverse())).toBe(false);
    expect(back[0]?.op.parameters).toEqual([]);
    const first = entries[0] ?? expect.unreachable();
    expect(packEntries([{ ...first, line: 'a\u0000b' }, ...entries.slice(1)])).toBeNull();
  });
});
