// Structured-clone-friendly shapes exchanged between the page and the catalog worker. Types only.
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
  /** Code mode's discovery variants: search as code over the spec, the API as Python files. */
  codeVariants?: { 'code-spec': number; 'code-files': number };
  tokenizer: string;
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
  timings: { loadMs: number; indexMs: number };
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
  | { ok: true; summary: LoadedSummary }
  | { ok: false; superseded: false; error: SpecErrorInfo }
  /** A newer load() started before this one finished; its result was dropped. */
  | { ok: false; superseded: true };

export type ProgressCallback = (phase: LoadPhase, detail?: string) => void;

export type SpecJsonOutcome = { ok: true; name: string; text: string; ms: number } | { ok: false; error: string };

export type ApiPackageOutcome = { ok: true; pkg: ApiPackage; ms: number } | { ok: false; error: string };

export type SnippetOutcome = { ok: true; code: string } | { ok: false; error: string };

/** What the catalog worker exposes (our own trusted worker; never the sandbox). */
export interface CatalogWorkerApi extends CatalogApi {
  /** Loads and indexes a spec; the previous one stays active unless this succeeds. Never throws. */
  load: (input: SpecInput, onProgress?: ProgressCallback) => Promise<LoadOutcome>;
  /** Context-token counts of the active spec (classic tool list vs code mode), computed once per spec. */
  contextTokens: () => Promise<ContextTokens>;
  /** Tokens of a text with the same tokenizer (e.g. a schema at one detail level). */
  countTokens: (text: string) => Promise<number>;
  /** Each mode's tool definitions (and the code and dual system prompts) for the active spec, for export. */
  toolDefinitions: () => Promise<ToolDefinitions>;
  /** "Try in playground": a complete Python call of one operation of the active spec. Never throws. */
  operationSnippet: (name: string) => Promise<SnippetOutcome>;
  /** The active spec's document as JSON text, with its short name (code-spec's search reads it). Never throws. */
  specJson: () => Promise<SpecJsonOutcome>;
  /** The active spec as a typed Python package (generated once per spec, then cached). Never throws. */
  apiPackage: () => Promise<ApiPackageOutcome>;
  /** Mock mode: answers a request from the active spec (examples, samples, 400/404 like a real API). */
  mockResponse: (req: MockRequest, servers: AllowEntry[]) => Promise<MockResponse>;
}
