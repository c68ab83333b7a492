// What createCatalog returns: one spec's catalog, sync and async (a CatalogSet merges several through the sync parts).
import type { LoadedSpec, TagInfo } from '../openapi/types';
import type { SavedIndex } from './orama-index';
import type { PackedEntries } from './packedEntries';
import type { SearchPage } from './search';
import type { CatalogApi, ClassicToolDef, Detail, SchemaOptions, SchemaResponse, SearchOptions, SearchResponse } from './types';

export interface CatalogOptions {
  /** Called after each indexing batch with the number of operations indexed so far. */
  onProgress?: (indexed: number, total: number) => void;
}

export interface Catalog extends CatalogApi {
  readonly operationCount: number;
  /** Milliseconds spent building the index. */
  readonly indexMs: number;
  searchSync: (query: string, options?: SearchOptions) => SearchResponse;
  getSchemaSync: (names: string[], detail?: Detail, options?: SchemaOptions) => SchemaResponse;
  listTagsSync: () => TagInfo[];
  classicToolsSync: () => ClassicToolDef[];
  /** The ranked rows before they are written out (a CatalogSet merges several catalogs' pages). */
  searchPageSync: (query: string, options?: SearchOptions) => SearchPage;
  /** get_schema with the names the model uses (`nameOf`: operation name → shown name). */
  getSchemaNamed: (names: string[], detail: Detail, options: SchemaOptions, nameOf: (name: string) => string) => SchemaResponse;
  /** Whether an index term (see text.ts term()) occurs in any operation. */
  hasTerm: (term: string) => boolean;
  hasTag: (tag: string) => boolean;
  /** Share of the operations that mention an index term (0..1). */
  termShare: (term: string) => number;
  /** Share of the operations whose parameters list an index term as an enum value; 0 for all until a restored catalog's spec is attached. */
  parameterShare: (term: string) => number;
  /** Operation names in spec order (the names classic tools and get_schema use). */
  operationNames: () => string[];
  /** Entries and index in a structured-clone-friendly form, for the spec cache (restoreCatalog reads it); null when they do not fit it. */
  snapshot: () => CatalogSnapshot | null;
  /** False for a restored catalog until attachSpec: search and tags answer, get_schema and classic tools throw. */
  readonly hasSpec: boolean;
  /** Gives a restored catalog its spec (parsed from the same text); false, changing nothing, when they do not line up. */
  attachSpec: (spec: LoadedSpec) => boolean;
}

/** What restoreCatalog needs to answer searches without the spec: entries with their operations' searched fields. */
export interface CatalogSnapshot {
  entries: PackedEntries;
  index: SavedIndex;
  tags: TagInfo[];
}
