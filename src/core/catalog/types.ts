// Shapes the catalog answers with. CatalogApi is async so it can live in a Web Worker behind comlink.
import type { HttpMethod, JsonSchema, TagInfo } from '../openapi/types';

export type Detail = 'brief' | 'detailed' | 'full';

export interface SearchOptions {
  /** Default 10, max 50. */
  limit?: number;
  tags?: string[];
  detail?: Detail;
  /** Several APIs loaded: only these APIs' operations (short names). Ignored with one API. */
  api?: string | string[];
}

export interface SearchHit {
  /** The name to pass to get_schema (with several APIs: `<short name>__<operation>`). */
  name: string;
  /** Several APIs loaded: the short name of the hit's API. */
  api?: string;
  method: Uppercase<HttpMethod>;
  path: string;
  summary: string;
  score: number;
}

export interface SearchResponse {
  query: string;
  /** How many operations matched at all. */
  total: number;
  hits: SearchHit[];
  /** e.g. "10 of 37 operations" */
  header: string;
  /** One line on what the search did: query words no operation mentions, partial matches shown. */
  note?: string;
  /** The text a model sees (header + hits at the requested detail). */
  text: string;
}

export interface SchemaEntry {
  name: string;
  /** Several APIs loaded: the short name of the operation's API. */
  api?: string;
  method: Uppercase<HttpMethod>;
  path: string;
  /** Markdown (brief/detailed) or pretty JSON (full). */
  text: string;
}

/** get_schema options: a part of one operation's full schema, and the budget for the answer. */
export interface SchemaOptions {
  /** JSON pointer into the full schema of the one operation asked for (detail "full"), e.g. "/response/schema". */
  path?: string;
  /** Cap on the answer's characters (default MAX_SCHEMA_CHARS), shared by the operations asked for. */
  maxChars?: number;
}

export interface SchemaResponse {
  found: SchemaEntry[];
  missing: Array<{ name: string; suggestions: string[] }>;
  /** Everything the model sees, found and missing together. */
  text: string;
}

/** One classic-mode MCP tool: the operation as a tool, plus what it takes to turn arguments into a request. */
export interface ClassicToolDef {
  name: string;
  description: string;
  /** JSON Schema (object) of the arguments, refs resolved, cycles cut. Parameters by name; request body under `bodyKey`. */
  inputSchema: JsonSchema;
  method: Uppercase<HttpMethod>;
  path: string;
  params: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie' }>;
  /** Argument key holding the request body ("body", or "requestBody" if a parameter is already called body). */
  bodyKey?: string;
  bodyMediaType?: string;
  /** An MCP server's tool: the arguments are the JSON body as they are (inputSchema is the tool's own). */
  argsAreBody?: true;
  /** Several APIs loaded: the short name of the tool's API (its base URL is BASE_URLS[api]). */
  api?: string;
}

export interface CatalogApi {
  search: (query: string, options?: SearchOptions) => Promise<SearchResponse>;
  getSchema: (names: string[], detail?: Detail, options?: SchemaOptions) => Promise<SchemaResponse>;
  listTags: () => Promise<TagInfo[]>;
  classicTools: () => Promise<ClassicToolDef[]>;
}
