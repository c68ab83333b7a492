// What running model-written code gives back, as interfaces (implemented page-side by src/sandbox): a leaf every
// folder that runs code depends on.

/** One HTTP attempt, as the broker logged it (mirrors RequestLogEntry in src/sandbox/contract.ts). */
export interface HttpLogEntry {
  method: string;
  url: string;
  status: number | null;
  ms: number;
  bytes: number;
  allowed: boolean;
  reason?: string;
  /** Where the answer came from: the API, or mock mode (generated from the spec). Unset when nothing answered. */
  source?: 'live' | 'mock' | 'mcp';
  /** An MCP tool call (source 'mcp'): the tool's name on its server. */
  tool?: string;
  /** Time spent waiting for the user's approval (ms): not part of `ms`, nor of run or wall-time limits. */
  waitedMs?: number;
  /** The short name of the API the request was attributed to (when it has one). */
  api?: string;
  /** An MCP tool call: each question its server asked mid-call and the answer, one line each (values hidden in privacy mode). */
  questions?: string[];
}

/** A file of a chat's workspace (`/data/<name>`; `name` may hold `/`), handed into a run or written by it. */
export interface WorkspaceFile {
  name: string;
  bytes: Uint8Array;
}

/** What a run changed under `/data`: new or rewritten files, and handed-in files it deleted. */
export interface WorkspaceChanges {
  written: WorkspaceFile[];
  deleted: string[];
}

/** Outcome of running model-written Python (mirrors RunResult in src/sandbox/contract.ts). */
export interface ExecutionResult {
  ok: boolean;
  result: unknown;
  /** The whole `result` as UTF-8 JSON when it was longer than the output cap (`result` then holds the cut text). */
  resultFile?: Uint8Array;
  stdout: string;
  stderr: string;
  error?: string;
  traceback?: string;
  requests: HttpLogEntry[];
  durationMs: number;
  truncated?: Array<'stdout' | 'stderr' | 'result'>;
  /** Files the run wrote or deleted under `/data` (successful runs only; a killed run's writes are discarded). */
  files?: WorkspaceChanges;
  /** Why the run's writes under `/data` were not kept (a size cap), when they were not. */
  filesError?: string;
}

/** Runs Python in the sandbox. Never throws: failures come back with ok=false. */
export interface CodeRunner {
  /** `files` are written under `/data` before the script starts (data only: never on sys.path). */
  run: (code: string, options?: { signal?: AbortSignal; files?: WorkspaceFile[] }) => Promise<ExecutionResult>;
}
