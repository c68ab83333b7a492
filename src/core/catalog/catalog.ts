// What createCatalog returns: one spec's catalog, sync and async (a CatalogSet merges several through the sync parts).
import type { TagInfo } from '../openapi/types';
import type { SavedIndex } from './orama-index';
import type { PackedEntry } from './packedEntries';
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
  /** Entries and index in a structured-clone-friendly form, for the spec cache (restoreCatalog reads it). */
  snapshot: () => CatalogSnapshot;
}

/** What restoreCatalog needs besides the spec (loaded again from the same text): entries refer to operations by index. */
export interface CatalogSnapshot {
  entries: PackedEntry[];
  index: SavedIndex;
}
