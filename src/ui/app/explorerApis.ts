// The explorer's operations across the loaded APIs, named as search and get_schema address them (core/sources
// createToolNameMap: `<short name>__<operation>` with several APIs, the operation's own name with one).
import { createToolNameMap } from '../../core/sources';
import type { LoadedSummary, OperationSummary } from '../workers/catalogProtocol';

export interface ExplorerApiInput {
  shortName: string;
  summary: LoadedSummary;
}

/** One API's operations, each under the name the catalog worker answers to. */
export interface ApiOperations {
  shortName: string;
  operations: OperationSummary[];
}

export interface ExplorerOperations {
  /** In the active set's order; one API: a single entry with its operations unchanged. */
  apis: ApiOperations[];
  /** The operation behind a name (qualified, or a bare name only one API has), under its qualified name. */
  find: (name: string | null) => { api: string; operation: OperationSummary } | null;
}

export function explorerOperations(inputs: readonly ExplorerApiInput[]): ExplorerOperations {
  const map = createToolNameMap(inputs.map((a) => ({ shortName: a.shortName, names: a.summary.operations.map((op) => op.name) })));
  const byName = new Map<string, { api: string; operation: OperationSummary }>();
  const apis = inputs.map(({ shortName, summary }): ApiOperations => {
    const operations = map.single
      ? summary.operations
      : summary.operations.map((op) => ({ ...op, name: map.qualify(shortName, op.name) ?? op.name }));
    for (const operation of operations) byName.set(operation.name, { api: shortName, operation });
    return { shortName, operations };
  });
  return {
    apis,
    find: (name) => {
      const at = name === null ? undefined : map.resolve(name);
      const qualified = at && map.qualify(at.shortName, at.name);
      return (qualified !== undefined && byName.get(qualified)) || null;
    },
  };
}
