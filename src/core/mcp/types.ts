// What the MCP servers need from the outside world, as interfaces (implemented page-side by src/sandbox).
import type { ToolDefinition } from '../llm/types';

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
  source?: 'live' | 'mock';
  /** Time spent waiting for the user's approval (ms): not part of `ms`, nor of run or wall-time limits. */
  waitedMs?: number;
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

export interface HttpRequestSpec {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type HttpOutcome =
  | { ok: true; status: number; statusText: string; url: string; headers: Array<[string, string]>; bodyText: string; bytes: number; log: HttpLogEntry }
  | { ok: false; error: string; kind: string; log: HttpLogEntry };

/** Performs one HTTP request through the allowlisting broker (classic mode). Never throws. */
export type HttpExecutor = (request: HttpRequestSpec, signal?: AbortSignal) => Promise<HttpOutcome>;

/** What one MCP tools/call gave back, adapted for the agent loop and the trace. */
export interface ToolCallOutcome {
  /** Text the model sees (the result's text content, joined). */
  text: string;
  isError: boolean;
  /** For `execute`: the sandbox's full result, carried in the MCP result's `_meta`. */
  execution?: ExecutionResult;
  /** HTTP requests the call made (execute or a classic tool), from `_meta`. */
  requests: HttpLogEntry[];
  /** Set when the Context Off-Ramp saved the result to the workspace instead of putting it in context. */
  offRamp?: { path: string; tokensKeptOut: number; bytes: number };
  /** Set when the result was cut at the size cap instead (no off-ramp): the model saw shownChars of totalChars. */
  truncated?: { shownChars: number; totalChars: number };
}

/** An MCP client connection as the agent uses it: list tools, call one, close. */
export interface McpToolClient {
  listTools: () => Promise<ToolDefinition[]>;
  callTool: (name: string, args: Record<string, unknown>, options?: { signal?: AbortSignal }) => Promise<ToolCallOutcome>;
  close: () => Promise<void>;
}
