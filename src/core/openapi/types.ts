// Shared shapes of a loaded, normalized OpenAPI document. Raw schemas keep their $refs; deref is lazy.

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export type JsonSchema = Record<string, unknown> | boolean;

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated?: boolean;
  /** Raw schema as in the spec (may contain $ref). */
  schema?: JsonSchema;
  /** The parameter's own `example` (or its first `examples` value), when it documents one. */
  example?: unknown;
}

export interface MediaTypeInfo {
  schema?: JsonSchema;
}

export interface RequestBodyInfo {
  required: boolean;
  description?: string;
  /** media type → schema */
  content: Record<string, MediaTypeInfo>;
}

export interface ResponseInfo {
  /** Status code as written ("200", "2XX") or "default". */
  status: string;
  description?: string;
  content?: Record<string, MediaTypeInfo>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationInfo {
  /** Stable unique tool name matching ^[a-zA-Z0-9_-]{1,64}$. */
  name: string;
  operationId?: string;
  method: HttpMethod;
  /** Path exactly as written in the spec. */
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  /** Path-level parameters merged in (operation-level wins on name+in). */
  parameters: ParameterInfo[];
  requestBody?: RequestBodyInfo;
  /**
   * In spec order. A list, not an object keyed by status: V8 stores integer-like keys such as "404" as array
   * elements, and an object built that way holds a 600-slot array (58 ms and 5 KB per operation on GitHub).
   */
  responses: ResponseInfo[];
  /** Effective security (operation-level, else document-level). */
  security: SecurityRequirement[];
  deprecated: boolean;
  /** JSON pointer of the operation object, e.g. "#/paths/~1pets/get". */
  pointer: string;
}

export interface ServerInfo {
  /** Absolute URL with variables substituted by their defaults. */
  url: string;
  description?: string;
  /**
   * Where it comes from: the spec's document, path or operation level, or the user (added by hand or confirmed from
   * a link). Document-level servers get the target-API credentials by default; the others once the user ticks them.
   */
  level?: 'document' | 'path' | 'operation' | 'user';
  /** The declared URL with its `{variables}`, when it has any (`url` has them filled in). */
  template?: string;
  /** The template's variables: the value used in `url`, and the allowed values when the spec lists them. */
  variables?: Record<string, ServerVariableInfo>;
  /**
   * The userinfo the spec wrote into this URL, password masked ("user:***"). It is not in `url`: fetch refuses
   * URLs with credentials, and `url` reaches the model as BASE_URL.
   */
  userinfo?: string;
}

export interface ServerVariableInfo {
  /** The spec's default (or its first enum value). */
  default: string;
  enum?: string[];
  description?: string;
}

/** One allowed target: exact origin plus a path prefix (normalized, no trailing slash except "/"). */
export interface AllowEntry {
  /** scheme://host[:port], lower-case, default ports omitted. */
  origin: string;
  pathPrefix: string;
}

export interface SecuritySchemeInfo {
  key: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  /** apiKey */
  in?: 'query' | 'header' | 'cookie';
  /** apiKey parameter name */
  paramName?: string;
  /** http: "bearer" | "basic" | … */
  scheme?: string;
  description?: string;
}

export interface TagInfo {
  name: string;
  description?: string;
  count: number;
}

/** Lazy dereferencing of $refs against the loaded document and its external files. */
export interface SchemaResolver {
  /**
   * Returns a copy of `schema` with $refs resolved up to `maxDepth` nesting levels.
   * Cycles are cut with { "x-circular-ref": "<ref>" }; depth cuts with { "x-truncated-ref": "<ref>" }.
   * `maxChars` bounds the approximate size of the output per call (further refs are cut as truncated);
   * unresolvable refs become { "x-unresolved-ref": "<ref>" }.
   */
  deref: (schema: JsonSchema, options?: { maxDepth?: number; maxChars?: number }) => JsonSchema;
  /** Resolves one $ref (internal "#/…" or external "file.yaml#/…") to its raw target. */
  get: (ref: string) => unknown;
  /** Resolves a $ref found in the file `base` (its raw target, its identity and the target's own file). */
  locate: (ref: string, base: string) => { key: string; value: unknown; base: string } | undefined;
  /** The file a raw node was read from (the root document's URL, "" for pasted text). */
  baseOf: (node: unknown) => string;
}

export interface LoadedSpec {
  /** Where it came from: a URL, a file name, or "pasted text". */
  source: string;
  /** Absolute URL of the document when loaded from a URL (base for relative servers and refs). */
  url?: string;
  /** Version string as the document declared it ("2.0", "3.0.3", "3.1.0"). */
  originalVersion: string;
  /** The OpenAPI 3.x document (Swagger 2.0 upgraded). Raw: $refs intact. */
  document: Record<string, unknown>;
  title: string;
  version: string;
  description?: string;
  servers: ServerInfo[];
  allowlist: AllowEntry[];
  operations: OperationInfo[];
  tags: TagInfo[];
  securitySchemes: SecuritySchemeInfo[];
  warnings: string[];
  resolver: SchemaResolver;
}

export type SpecErrorKind =
  | 'parse' // not JSON/YAML
  | 'html' // got an HTML page
  | 'not-openapi'
  | 'http' // non-2xx status
  | 'network'
  | 'cors'
  | 'ref' // unresolvable $ref
  | 'too-large';

export class SpecLoadError extends Error {
  readonly kind: SpecErrorKind;
  readonly line?: number;
  readonly column?: number;
  readonly status?: number;
  constructor(kind: SpecErrorKind, message: string, extra: { line?: number; column?: number; status?: number } = {}) {
    super(message);
    this.name = 'SpecLoadError';
    this.kind = kind;
    this.line = extra.line;
    this.column = extra.column;
    this.status = extra.status;
  }
}

export type LoadPhase = 'fetching' | 'parsing' | 'resolving' | 'normalizing' | 'indexing' | 'ready';
export type ProgressFn = (phase: LoadPhase, detail?: string) => void;
