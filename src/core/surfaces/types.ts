// What the MCP servers need from the outside world, as interfaces (implemented page-side by src/sandbox).
import type { ToolDefinition, ToolImage } from '../llm/types';
import type { ExecutionResult, HttpLogEntry } from '../execution/types';

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
  /** Images the model sees as images where its API takes them in tool results (else a short line each). */
  images?: ToolImage[];
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
