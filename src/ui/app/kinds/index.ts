// The UI's part of each source kind by id: one line each (core/sources' kinds registry holds the rest of a kind).
import { MCP_UI } from './mcp';
import { OPENAPI_UI } from './openapi';
import type { UiSourceKind } from './types';

export type { UiSourceKind } from './types';
export { chosenSummary } from './openapi';

const kinds = new Map<string, UiSourceKind>([
  ['openapi', OPENAPI_UI],
  ['mcp', MCP_UI],
]);

/** Adds a kind's UI part (a test's own kind); returns its removal. */
export function registerUiSourceKind(kind: UiSourceKind): () => void {
  if (kinds.has(kind.id)) throw new Error(`Source kind "${kind.id}" already has its UI part.`);
  kinds.set(kind.id, kind);
  return () => {
    kinds.delete(kind.id);
  };
}

/** The UI part of the kind `id`; an unknown id is a programming error. */
export function uiSourceKind(id: string): UiSourceKind {
  const kind = kinds.get(id);
  if (!kind) throw new Error(`Source kind "${id}" has no UI part.`);
  return kind;
}
