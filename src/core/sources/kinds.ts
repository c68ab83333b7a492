// The source kinds by folder: one line each. A new kind is its folder's kind.ts and a line here.
import type { SourceKindDef } from './kind';
import { MCP_KIND } from './mcp/kind';
import { OPENAPI_KIND } from './openapi/kind';

const kinds = new Map<string, SourceKindDef>([
  ['openapi', OPENAPI_KIND],
  ['mcp', MCP_KIND],
]);

/** Adds a kind (a test's own); returns its removal. */
export function registerSourceKind(kind: SourceKindDef): () => void {
  if (kinds.has(kind.id)) throw new Error(`Source kind "${kind.id}" is already registered.`);
  if (sourceKinds().some((k) => k.link.key === kind.link.key)) throw new Error(`Link key "${kind.link.key}" is already a source kind's.`);
  kinds.set(kind.id, kind);
  return () => {
    kinds.delete(kind.id);
  };
}

/** The registered kinds in registry order. */
export const sourceKinds = (): SourceKindDef[] => [...kinds.values()];

/** The kind with this id; an unknown id is a programming error. */
export function sourceKind(id: string): SourceKindDef {
  const kind = kinds.get(id);
  if (!kind) throw new Error(`Source kind "${id}" is not registered.`);
  return kind;
}

/** The kind of a loaded document, by its first server's URL: the kind that owns it, else an OpenAPI spec. */
export function kindOfBaseUrl(url: string | undefined): SourceKindDef {
  return (url !== undefined ? sourceKinds().find((k) => k.owns?.(url)) : undefined) ?? OPENAPI_KIND;
}

/** The prompt lines of the kinds that have one, for the sources (short name, base URL) that are theirs, in registry order. */
export function kindPromptLines(sources: ReadonlyArray<{ shortName: string; baseUrl: string }>): string[] {
  return sourceKinds().flatMap((kind) => {
    const names = sources.filter((s) => kindOfBaseUrl(s.baseUrl) === kind).map((s) => s.shortName);
    return kind.promptLine && names.length > 0 ? [kind.promptLine(names)] : [];
  });
}
