import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test-support/specFixtures';
import { createCatalogService } from '../workers/catalogService';
import type { LoadedSummary, LoadOutcome, OperationSummary } from '../workers/catalogProtocol';
import { explorerOperations } from './explorerApis';

const op = (name: string): OperationSummary => ({ name, method: 'GET', path: `/${name}`, summary: '', tags: [], deprecated: false });
const summary = (...names: string[]) => ({ operations: names.map(op) }) as unknown as LoadedSummary;

function ok(outcome: LoadOutcome): Extract<LoadOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome;
}

describe('explorerOperations', () => {
  it('keeps one API as it is: its own names, one entry', () => {
    const one = summary('listNotes', 'getNote');
    const ops = explorerOperations([{ shortName: 'notes', summary: one }]);
    expect(ops.apis).toEqual([{ shortName: 'notes', operations: one.operations }]);
    expect(ops.find('getNote')).toEqual({ api: 'notes', operation: one.operations[1] });
    expect(ops.find('nope')).toBeNull();
    expect(ops.find(null)).toBeNull();
  });

  it('groups several APIs in order, each operation under its qualified name; a bare name only one API has still opens', () => {
    const ops = explorerOperations([
      { shortName: 'notes', summary: summary('list', 'getNote') },
      { shortName: 'tasks', summary: summary('list', 'createTask') },
    ]);
    expect(ops.apis.map((a) => [a.shortName, a.operations.map((o) => o.name)])).toEqual([
      ['notes', ['notes__list', 'notes__getNote']],
      ['tasks', ['tasks__list', 'tasks__createTask']],
    ]);
    expect(ops.find('tasks__list')?.api).toBe('tasks');
    expect(ops.find('createTask')).toMatchObject({ api: 'tasks', operation: { name: 'tasks__createTask', path: '/createTask' } });
    // Two APIs have it: ambiguous, as for the model's get_schema.
    expect(ops.find('list')).toBeNull();
  });

  it('names every operation as the catalog worker does: each opens its schema and the worker searches by it', async () => {
    const service = createCatalogService();
    const first = ok(await service.load({ kind: 'text', text: fixtureText('openbrewerydb.openapi.yaml'), name: 'obdb.yaml' }));
    const second = ok(await service.load({ kind: 'text', text: fixtureText('petstore3.openapi.yaml'), name: 'p.yaml' }, undefined, { add: true, slot: 'p' }));
    const ops = explorerOperations([first, second]);
    const names = ops.apis.flatMap((a) => a.operations.map((o) => o.name));
    const found = await Promise.all(names.map(async (name) => (await service.getSchema([name], 'brief')).found[0]?.name));
    expect(found).toEqual(names);
    const hit = (await service.search('find pets by status')).hits[0];
    expect(ops.find(hit?.name ?? null)?.api).toBe(second.shortName);
  });
});
