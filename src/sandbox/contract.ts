// The sandbox's types in one file: the page-facing API (index.ts re-exports it) and the page ↔ worker protocol.
// Types only, imported with `import type`: host, broker and worker depend on it, and it depends on none of them.
import type { AllowEntry } from '../core/openapi';
import type { ExecutionResult, HttpLogEntry, WorkspaceChanges, WorkspaceFile } from '../core/execution';
import type { MockRequest, MockResponse } from '../core/mock';
import type { ApiPackage } from '../core/pyclient';
import type { McpAnswer, McpCallLimits, McpCallOutcome, McpProgress, McpQuestion, McpToolAnnotations } from '../core/sources';

export type { AllowEntry, ApiPackage, McpAnswer, McpCallLimits, McpCallOutcome, McpProgress, McpQuestion, McpToolAnnotations, MockRequest, MockResponse, WorkspaceChanges, WorkspaceFile };

/**
 * An MCP server's tools (the page's MCP client): a request to the source's base URL + `/<tool>` is a call of that tool
 * with the JSON body as arguments, made by the page; nothing of the transport reaches the sandbox.
 */
export interface ToolHook {
  /** The tool's annotations (the server's own hints); undefined when it has none, null when there is no such tool. */
  annotations: (tool: string) => McpToolAnnotations | undefined | null;
  /** Every tool the server lists now, with its annotations: a run copies it at its start and judges its calls by that copy. */
  list: () => ReadonlyArray<{ name: string; annotations?: McpToolAnnotations }>;
  call: (tool: string, args: Record<string, unknown>, signal: AbortSignal, limits?: McpCallLimits) => Promise<McpCallOutcome>;
}

/** Mock mode: answers an allowed, approved request from the spec (the catalog worker) instead of the network. */
export type MockHook = (req: MockRequest) => Promise<MockResponse>;

/** One HTTP attempt made by sandboxed code, as the broker saw it (status null when denied or failed). */
export type RequestLogEntry = HttpLogEntry;

export interface RunOptions {
  /** Wall-clock limit; the worker and its iframe are destroyed when it passes. Default 30 000. */
  timeoutMs?: number;
  /** Max HTTP requests per run. Default 50. */
  maxRequests?: number;
  /** Cap on stdout / stderr / result size in characters. Default 100 000. */
  maxOutputChars?: number;
}

/** Page-side hooks of one run (never seen by the sandbox). */
export interface RunControl {
  signal?: AbortSignal;
  /** Privacy mode: puts real values into a request after the broker's allowlist and policy checks, only into what is sent. */
  prepareRequest?: (req: BrokerRequest) => BrokerRequest;
  /** This run's request policy (its approval scope); default the config's. */
  requests?: RequestGate;
  /** No network at all: every request is refused (code-spec's search runs). */
  offline?: boolean;
}

/** Per run, not a default: the workspace files written under /data before the script starts. */
export interface RunFiles {
  files?: WorkspaceFile[];
  /** Saved skills of the spec, importable in this run as `from skills import name` (nothing runs unless imported). */
  skills?: SkillModule[];
  /** Loaded specs as JSON text by short name, read-only at /specs/<name>.json for this run only (code-spec's search). */
  specs?: Record<string, string>;
}

/** One skill as the sandbox receives it: a Python module whose function has the module's name. */
export interface SkillModule {
  name: string;
  code: string;
  /** Short name the skill was saved with → that API's name now: its `BASE_URLS` answers to both. */
  renamed?: Record<string, string>;
  /** The API (short name now) its `BASE_URL` means, when not this run's first. */
  baseName?: string;
}

/** `result` is the script's `result` variable as JSON-safe data (stdout when unset); cut outputs end with a marker. */
export type RunResult = ExecutionResult;

/** What the Python shim asks the broker to do. */
export interface BrokerRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text (classic mode) or bytes (the Python shim; sent as a Uint8Array, never re-encoded). */
  body?: string | Uint8Array;
  timeoutMs?: number;
}

export type BrokerReply =
  | {
      ok: true;
      status: number;
      statusText: string;
      url: string;
      headers: Array<[string, string]>;
      /** The body bytes; the page transfers their buffer to the worker instead of copying or encoding it. */
      body: Uint8Array;
    }
  | { ok: false; error: string; kind: 'denied' | 'timeout' | 'network' | 'too-large' | 'limit' | 'redirect' };

// ---- Page-facing API (createSandbox, createBroker) ----

/** Target-API credentials; the broker adds them to allowlisted requests only (never visible to Python). */
export interface TargetAuth {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /**
   * The servers that receive these credentials (the user confirms them; by default the spec's document-level
   * servers). A request to any other allowlisted server is sent without them. Missing = none.
   */
  servers?: AllowEntry[];
}

/** ask: writes wait for the user's decision · read-only: only GET/HEAD without a body are sent · allow-all: no checks. */
export type RequestPolicy = 'ask' | 'read-only' | 'allow-all';

/** What the user sees before a write is sent: never the injected credentials. */
export interface ApprovalRequest {
  method: string;
  url: string;
  /** The headers the code set (routing overrides already dropped). */
  headers: Record<string, string>;
  /** The body as text, JSON pretty-printed, cut at APPROVAL_BODY_CHARS (empty when there is none). */
  bodyPreview: string;
  bodyBytes: number;
  bodyTruncated: boolean;
  /** Privacy mode put real values in place of the model's tokens: shown to the user only, never to the model. */
  realValues?: boolean;
  /** The short name of the API the request was attributed to (when it has one). */
  api?: string;
  /**
   * An MCP tool call: the tool and its annotations as the run started (a tool is a read only when it said readOnlyHint
   * then and its hints did not change since). `hintsChanged` says how they changed: such a call always asks.
   */
  tool?: { name: string; annotations?: McpToolAnnotations; hintsChanged?: string };
}

export type ApprovalDecision = 'allow' | 'deny';

/** How the broker treats writes: every request but a GET/HEAD without a body. Missing = allow-all. */
export interface RequestGate {
  policy: RequestPolicy;
  /**
   * Asks the user (policy ask). `signal` aborts when the run stops or the decision times out: the question is
   * withdrawn. Missing under ask = every write is denied.
   */
  approve?: (req: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalDecision>;
  /**
   * Asks the user a server's question mid-call (whatever the policy: only the user can answer it). `signal` aborts when
   * the run stops or the time limit passes: the question is withdrawn. Missing = the call's server hears cancel.
   */
  answer?: (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
}

export interface ProxySettings {
  /** e.g. "https://my-proxy.example/?url={url}": {url} becomes the encoded target URL. */
  template: string;
  /** Target-API credentials go through the proxy only when the user ticked this. */
  sendCredentials: boolean;
}

/** One API a run reaches: its servers, base URL, credentials, and how its requests are answered. */
export interface SandboxApi {
  /** Short name (src/core/sources): its key in Python's `BASE_URLS`, named in approval questions and the request log. */
  name?: string;
  /** Allowed targets (from the spec engine's `LoadedSpec.allowlist`). Empty = no network. */
  allowlist: AllowEntry[];
  /** Python's `BASE_URL` when this is the first API (the spec's first server); `BASE_URLS[name]` always. */
  baseUrl: string;
  auth?: TargetAuth;
  /** Mock mode: set = nothing goes to the network for this API; allowed requests are answered from its spec. */
  mock?: MockHook;
  /** Opt-in CORS proxy for live requests (the allowlist is checked on the target URL, never on the proxy's). */
  proxy?: ProxySettings;
  /** An MCP server: its requests are tool calls the page makes (no credentials, mock or proxy apply here). */
  tools?: ToolHook;
}

/** An API the user removed: a request to its servers is refused with a message naming it. */
export interface RemovedApi {
  name: string;
  allowlist: AllowEntry[];
}

/** What applies to a whole run, whichever source a request is for. */
export interface RunSettings {
  /** APIs removed from the page: refused like any unlisted server, with a message that names them. */
  removed?: RemovedApi[];
  /** The request policy (approvals for writes). */
  requests?: RequestGate;
  /** Defaults for every run; per-run options override. */
  limits?: RunOptions;
  /** An MCP tool call that keeps reporting progress ends after this long (ms; the user's setting, LIMITS.mcpToolCapMs). */
  toolCapMs?: number;
  /**
   * The loaded APIs' generated Python packages, mounted read-only at /apis/<name>/ in a run whose code (or a skill it
   * is given) names `apis` (calls go to that API's base URL). Asked before such a run starts; a rejection mounts none.
   */
  packages?: () => Promise<ApiPackage[]>;
}

/**
 * A run's sources in order (none: no network). The first gives Python's `BASE_URL`; each request gets the
 * credentials, mock or live answer and proxy of the one source it is attributed to.
 */
export interface SandboxConfig extends RunSettings {
  apis: SandboxApi[];
}

/** A run of one API written flat (the test page, the bench, scripts), the same as `{ apis: [it] }`; a source's own broker is given its source so too. */
export interface OneApiConfig extends SandboxApi, RunSettings {}

/**
 * How Python waits for the broker's answer to a request: `jspi` suspends the interpreter (WebAssembly JSPI);
 * `sab` blocks the worker on a SharedArrayBuffer (Atomics.wait) that the relay in the sandbox iframe fills
 * (needs a cross-origin isolated page). JSPI is used whenever it is present.
 */
export type PythonWait = 'jspi' | 'sab';

/**
 * loading: Pyodide downloading/starting (detail says which step) · ready: idle, next run starts at once ·
 * running: a script is executing · error: the sandbox could not start (detail has the message; the next
 * run() retries) · unsupported: this browser has neither JSPI nor cross-origin isolation (detail says what works).
 */
export type SandboxPhase = 'loading' | 'ready' | 'running' | 'error' | 'unsupported';

export interface SandboxStatus {
  phase: SandboxPhase;
  detail?: string;
  /** Every spare of the pool has booted: the next run (and a killed run's successor) starts at once. */
  spareReady?: boolean;
  /** How the booted interpreter waits for requests (known once a spare is ready). */
  pythonWait?: PythonWait;
  /** The running run's tool call that reported progress last (an MCP server's notifications), as the run view shows it. */
  toolProgress?: string;
  /** A note on how this page's Python started, e.g. the kept snapshot failed its digest check and was dropped. */
  notice?: string;
  pool?: {
    size: number;
    /** The memory snapshot fresh interpreters are restored from (bytes; 0 until the first boot took it). */
    snapshotBytes: number;
    /** WebAssembly memory of one booted spare (bytes). */
    spareHeapBytes: number;
  };
}

export interface SandboxOptions {
  /** Pre-booted spares kept waiting (default 1). Each run uses one and a replacement boots at once. */
  poolSize?: number;
  /** Keep the clean interpreter's memory snapshot in the page's Cache Storage for the next visit (default true). */
  keepSnapshot?: boolean;
  /** A download of a Pyodide file (by name, e.g. `pyodide.asm.wasm`) the page already started, or null. */
  prefetched?: (file: string) => Promise<Response> | null;
}

export interface SandboxHandle {
  /** Resolves when the first sandbox can run code. Never rejects (check status() for error/unsupported). */
  ready: Promise<void>;
  status: () => SandboxStatus;
  /** Subscribes to status changes; returns the unsubscribe function. */
  onStatus: (fn: (s: SandboxStatus) => void) => () => void;
  /**
   * Runs `code` in a fresh interpreter that no other run has touched, bound to the config of this moment. Never
   * throws. Aborting `signal` (or calling stop()) kills the run: it resolves with { ok: false, error: 'Stopped' }.
   * Runs are queued one at a time.
   */
  run: (code: string, options?: RunOptions & RunControl & RunFiles) => Promise<RunResult>;
  /** Kills the running script (destroys its worker and iframe); a spare from the pool takes the next run. */
  stop: () => void;
  /** New spec / credentials; applies from the next run on (a run in flight keeps the config it started with). */
  setConfig: (config: SandboxConfig | OneApiConfig) => void;
  dispose: () => void;
}

export interface Broker {
  /**
   * Checks the allowlist on the parsed URL, adds TargetAuth to allowed requests, fetches with
   * redirect:'error', size caps and a timeout. Never throws: denials and failures are `{ ok: false }` replies.
   */
  request: (req: BrokerRequest, signal?: AbortSignal) => Promise<{ reply: BrokerReply; log: RequestLogEntry }>;
}

// ---- Page ↔ sandbox worker protocol (plain tagged messages over one MessagePort; the page trusts nothing) ----

/** Pyodide core files, handed over by the page as Blobs so the sandbox never needs network access. */
export interface SandboxAssets {
  pyodideMjs: Blob;
  asmMjs: Blob;
  wasm: Blob;
  stdlib: Blob;
  lockJson: string;
}

/**
 * How a sandbox starts: `snapshot` restores a memory snapshot of an interpreter that ran no user code (fast);
 * `make-snapshot` boots cold, takes that snapshot before anything else and hands it to the page (unless told to skip it).
 * A snapshot Blob of type `application/x-cmp-snapshot-pages` (as kept across visits, snapshotCodec.ts) is packed; any
 * other is raw. `awaitCheck`: one kept across visits, whose digest the page is still checking; the worker restores it
 * only once a `snapshot-check` message says it matched.
 */
export type BootMode = { kind: 'snapshot'; snapshot: Blob; awaitCheck?: true } | { kind: 'make-snapshot' };

/** Page → worker (through the relay in the sandbox iframe). Each worker serves exactly one run. */
export type HostToWorker =
  | { t: 'init'; assets: SandboxAssets; pythonFiles: Record<string, string>; boot: BootMode }
  /** `apis`: files under /apis (path → text), written read-only before the script starts; `specs`: /specs files for a search (UTF-8, transferred). */
  | { t: 'run'; nonce: string; code: string; baseUrl: string; baseUrls: Array<[string, string]>; maxOutputChars: number; maxRequests: number; files: WorkspaceFile[]; skills: SkillModule[]; apis: Record<string, string>; specs: Record<string, Uint8Array> }
  | { t: 'fetch-reply'; nonce: string; id: number; reply: BrokerReply }
  /** A run is waiting for this `make-snapshot` boot: skip the snapshot (another boot makes it), don't make the run wait. */
  | { t: 'skip-snapshot' }
  /** The page's verdict on an `awaitCheck` snapshot: whether its bytes matched their digest. */
  | { t: 'snapshot-check'; matched: boolean };

/** What the worker reports at the end of a run; the page re-validates and re-caps every field. */
export interface WorkerRunOutcome {
  ok: boolean;
  /**
   * UTF-8 JSON of the script's `result`, whole (up to `MessageLimits.maxResultBytes`); absent when the script set
   * none (the page then uses stdout). Its buffer is transferred at each hop, never copied or re-encoded.
   */
  result?: Uint8Array<ArrayBuffer>;
  stdout: string;
  stderr: string;
  error?: string;
  traceback?: string;
  truncated: Array<'stdout' | 'stderr' | 'result'>;
  /** What the script wrote or deleted under /data (buffers transferred); the page applies it only to a finished run. */
  files?: WorkspaceChanges;
  /** Why (some of) the script's writes under /data were not kept. */
  filesError?: string;
  /** The runtime itself broke (not just the script): the page discards this sandbox. */
  fatal?: boolean;
}

/**
 * The JSON text `cmp_runner.run` (python/cmp_runner.py) returns beside the result's bytes. Fields are optional
 * because the worker checks each before use: the text comes out of the interpreter the script ran in.
 */
export interface RunnerOutcome {
  ok: boolean;
  error?: string;
  traceback?: string;
  stdout?: string;
  stderr?: string;
  truncated?: Array<'stdout' | 'stderr'>;
  /** The result's JSON was cut at `MessageLimits.maxResultBytes`. */
  resultTruncated?: boolean;
}

/**
 * Worker → page (through the relay). `fetch.refused` is set by the relay or the bridge when the request broke a
 * size limit: the page logs and answers it without sending anything. `halt` comes from the relay alone: it has
 * terminated the worker (a flood, an oversized message, or a message after `done`).
 */
export type WorkerToHost =
  | { t: 'status'; phase: 'loading' | 'ready' | 'unsupported' | 'error'; detail?: string; heapBytes?: number; wait?: PythonWait }
  | { t: 'snapshot'; snapshot?: Blob; error?: string }
  /** `sync`: the worker blocks on the shared buffer; the relay writes the reply there instead of posting it. */
  | { t: 'fetch'; nonce: string; id: number; req: BrokerRequest; refused?: string; sync?: true }
  | { t: 'done'; nonce: string; outcome: WorkerRunOutcome }
  | { t: 'halt'; reason: string };

/**
 * Worker → relay only (never reaches the page): the worker has read one chunk of a reply from the shared buffer
 * and waits for the next one.
 */
export type WorkerToRelay = { t: 'sync-more'; nonce: string; id: number };

/**
 * The shared buffer of the `sab` path, made by the relay: an Int32 header (slots below) then `dataBytes` of reply
 * data. A reply is UTF-8 JSON of the BrokerReply without its body, then the body bytes, in as many chunks as needed.
 */
export interface SyncBufferLayout {
  /** Header slots (Int32 indices): 0 = empty, 1 = a chunk is ready; request id; total bytes; head bytes; chunk bytes. */
  state: number;
  id: number;
  total: number;
  head: number;
  chunk: number;
  headerBytes: number;
  dataBytes: number;
  /** Biggest reply (head + body) the worker accepts. */
  maxTotalBytes: number;
}

/** Size limits the relay and the worker enforce before anything reaches the page. */
export interface MessageLimits {
  maxUrlChars: number;
  maxHeaderCount: number;
  maxHeadersChars: number;
  maxBodyBytes: number;
  /** Biggest snapshot the page accepts (bytes). */
  maxSnapshotBytes: number;
  /** Messages a run may send beyond its request limit before it counts as a flood. */
  extraMessagesPerRun: number;
  /** Messages tolerated outside a run (status, snapshot). */
  maxIdleMessages: number;
  /** Room on top of the output cap for the worker's own truncation markers (characters). */
  markerRoom: number;
  /** Biggest `result` that crosses whole (bytes of UTF-8 JSON); the same as the workspace's per-file cap. */
  maxResultBytes: number;
  /** Workspace caps (see src/core/workspace): per file, all files together, file count. */
  maxFileBytes: number;
  maxWorkspaceBytes: number;
  maxFiles: number;
}
