// Structured-clone-friendly shapes exchanged between the page and the catalog worker. Types only.
import type { AgentMode } from '../../core/agent';
import type { CatalogApi } from '../../core/catalog';
import type { ToolDefinitions } from '../../core/context';
import type {
  AllowEntry,
  HttpMethod,
  LoadPhase,
  MockTarget,
  SecuritySchemeInfo,
  ServerInfo,
  SpecErrorKind,
  SpecInput,
  TagInfo,
} from '../../core/openapi';

import type { MockRequest, MockResponse } from '../../core/mock';
import type { ApiPackage } from '../../core/pyclient';
import type { SnippetStyle } from '../../core/snippet';

export type { SpecInput } from '../../core/openapi';

export interface OperationSummary {
  name: string;
  method: Uppercase<HttpMethod>;
  path: string;
  summary: string;
  tags: string[];
  deprecated: boolean;
}

export interface ContextTokens {
  classic: number;
  /** false when the classic count was estimated from a sample of tools (very large specs). */
  classicExact: boolean;
  /** Characters of the serialized classic tool list (about its size in a request), for the providers' size limits. */
  classicChars?: number;
  codeMode: number;
  /** Dual mode: typed tools + execute (null when over its 20,000-token budget), or search/get_schema/call_operation/execute. */
  dual?: { direct: number | null; operation: number };
  /** Code mode's other discovery variants by mode (core/modes' order): search as code over the spec, the API as Python files. */
  codeVariants?: Partial<Record<AgentMode, number>>;
  tokenizer: string;
  /** Several APIs loaded: each one's own counts, in the active set's order (the fields above are the set's total). */
  perApi?: ApiContextTokens[];
}

/** One API's share of the set's context at start (its tools alone, its prompt line alone). */
export interface ApiContextTokens {
  id: string;
  shortName: string;
  tokens: Omit<ContextTokens, 'perApi'>;
}

/** A loaded, indexed spec; `tokens` is counted afterwards (the tokenizer is a 2 MB module), see SpecSummary. */
export type LoadedSummary = Omit<SpecSummary, 'tokens'> & { tokens: ContextTokens | null };

/** A loaded spec with its context-token counts. */
export interface SpecSummary {
  source: string;
  url?: string;
  title: string;
  version: string;
  originalVersion: string;
  description?: string;
  servers: ServerInfo[];
  allowlist: AllowEntry[];
  tags: TagInfo[];
  operations: OperationSummary[];
  warnings: string[];
  securitySchemes: SecuritySchemeInfo[];
  /** Where mock mode sends requests (the spec's servers, or the reserved mock origin when it has no usable one). */
  mock: MockTarget;
  tokens: ContextTokens;
  /** `cached`: its index re-opened from this browser's spec cache (then indexMs is the restore). */
  timings: { loadMs: number; indexMs: number; cached?: boolean };
}

export interface SpecErrorInfo {
  /** SpecLoadError kind, or 'internal' for an unexpected failure. */
  kind: SpecErrorKind | 'internal';
  message: string;
  line?: number;
  column?: number;
  status?: number;
}

export type LoadOutcome =
  /** `id`: the loaded source's id in the worker; `shortName`: the unique default name it got in the active set. */
  | { ok: true; id: string; shortName: string; summary: LoadedSummary }
  | { ok: false; superseded: false; error: SpecErrorInfo }
  /** A newer load() started before this one finished; its result was dropped. */
  | { ok: false; superseded: true };

/** Where a loaded spec goes in the active set. Neither `add` nor `replace`: it replaces the whole set (one API, as before). */
export interface LoadOptions {
  /** Add it at the end, beside the APIs already loaded. */
  add?: boolean;
  /** Put it in the place of this source (by id), which is dropped; unknown id: as `add`. */
  replace?: string;
  /** A newer load with the same slot supersedes this one (default 'main'): give each concurrent add its own slot. */
  slot?: string;
}

/** One entry of the active set: which loaded source, under which short name. Order matters (BASE_URL is the first's). */
export interface ActiveSource {
  id: string;
  shortName: string;
}

export type SetActiveOutcome = { ok: true; active: ActiveSource[] } | { ok: false; error: string };

export type ProgressCallback = (phase: LoadPhase, detail?: string) => void;

export type SpecJsonOutcome = { ok: true; specs: Array<{ name: string; text: string }>; ms: number } | { ok: false; error: string };

export type ApiPackageOutcome = { ok: true; pkgs: ApiPackage[]; ms: number } | { ok: false; error: string };

export type SnippetOutcome = { ok: true; code: string } | { ok: false; error: string };

/** What the catalog worker exposes (our own trusted worker; never the sandbox). */
// search / getSchema / listTags / classicTools (CatalogApi) span the active set: with several APIs, operation names
// are `<short name>__<operation>` (core/sources createToolNameMap), hits carry `api`, and `api` narrows a search.
export interface CatalogWorkerApi extends CatalogApi {
  /**
   * Loads and indexes a spec into the active set: with `add` beside the others, with `replace` in one's place, else as
   * the only one (today's single-API page). A failed or superseded load changes nothing. A spec indexed before in this browser (same bytes, same app version) re-opens its index and summary from the cache, its document parsed afterwards. Never throws.
   */
  load: (input: SpecInput, onProgress?: ProgressCallback, options?: LoadOptions) => Promise<LoadOutcome>;
  /** Drops a loaded source (from the active set too). Unknown ids are ignored. */
  remove: (id: string) => Promise<void>;
  /** Sets the active set's order and short names (ids left out are dropped, as by remove). Refuses bad or clashing names. */
  setActive: (active: ActiveSource[]) => Promise<SetActiveOutcome>;
  /** The active set, in order. */
  active: () => Promise<ActiveSource[]>;
  /** Resolves once every active API's document is parsed (one opened from the spec cache is searchable before). */
  whenParsed: () => Promise<void>;
  /** Context-token counts of the active set (total, and `perApi` with several), computed once per set. */
  contextTokens: () => Promise<ContextTokens>;
  /** Tokens of a text with the same tokenizer (e.g. a schema at one detail level). */
  countTokens: (text: string) => Promise<number>;
  /** Each mode's tool definitions (and the code and dual system prompts) for the active set, for export. */
  toolDefinitions: () => Promise<ToolDefinitions>;
  /** "Try in playground": a complete Python call of one operation (a name search returns), by `requests` (default) or the generated client. Never throws. */
  operationSnippet: (name: string, style?: SnippetStyle) => Promise<SnippetOutcome>;
  /**
   * Mock mode: answers a request from one source's spec (examples, samples, 400/404 like a real API). `source`: the
   * id of the source whose broker took the request (src/sandbox/broker/dispatch.ts); default the active set's first.
   */
  mockResponse: (req: MockRequest, servers: AllowEntry[], source?: string) => Promise<MockResponse>;
  /** Mock mode: forgets what writes changed (and the items seeded) for one source's spec (default the first). Never throws. */
  mockReset: (source?: string) => Promise<void>;
  /** code-spec: each active API's document as JSON text under its short name (serialized once per spec). Never throws. */
  specJson: () => Promise<SpecJsonOutcome>;
  /** code-files: each active API as a typed Python package under its short name (generated once, then cached). Never throws. */
  apiPackage: () => Promise<ApiPackageOutcome>;
}
