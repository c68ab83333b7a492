// Events and records of one agent run, shared by the loop, the UI trace and the compare report.
import type { ChatMessage, NativeEvent, RawExchange, StopReason, ToolCall, Usage } from '../llm/types';
import type { ExecutionResult, HttpLogEntry } from '../execution/types';
import type { AgentMode } from '../modes';

/** Every mode's id, from its line in core/modes (classic, code mode's discovery variants, dual, the native modes). */
export type { AgentMode };

export interface TraceStep {
  id: string;
  turn: number;
  tool: string;
  argumentsJson: string;
  status: 'running' | 'ok' | 'error';
  /** Text the model received back (with privacy mode on: personal data as tokens). */
  resultText?: string;
  /** With privacy mode on and something tokenized: the result with its real values, for the page only. */
  realText?: string;
  /** For `execute`: the Python and what the sandbox returned. */
  execution?: { code: string; result: ExecutionResult };
  /** HTTP requests this step made (execute or a classic tool). */
  requests: HttpLogEntry[];
  startedAt: number;
  endedAt?: number;
  /** The provider's id for this tool call (pairs the step with its ChatMessage). */
  toolCallId?: string;
  /** The Context Off-Ramp saved this result to the workspace: where, and the tokens it kept out of context. */
  offRamp?: { path: string; tokensKeptOut: number; bytes: number };
  /** The result was cut at the size cap (no off-ramp): the model saw shownChars of totalChars. */
  truncated?: { shownChars: number; totalChars: number };
  /** A nested call: the provider's program (NativeEvent id) that made it. */
  calledBy?: string;
  /** A client-side search step (tool-search-local): the tools its answer loaded. */
  loadedTools?: string[];
}

export interface TurnRecord {
  turn: number;
  usage: Usage;
  ms: number;
  text: string;
  toolCalls: ToolCall[];
  /** Why the model stopped; empty, blocked and malformed-call explain an answer without text. */
  stopReason?: StopReason;
  /** The provider's own finish reason for such a turn, e.g. "SAFETY", "content_filter". */
  finishReason?: string;
  /** The HTTP exchange of the attempt that answered, credentials redacted, bodies capped. */
  raw?: RawExchange;
  /** Attempts at this turn that failed (and were retried) before the one that answered. */
  failedAttempts?: number;
  /** Native modes: the searches and programs the provider ran in this turn. */
  native?: NativeEvent[];
}

export interface Totals {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  /** false if any turn's usage was a tokenizer estimate. */
  allReported: boolean;
}

export interface AgentErrorInfo {
  kind: string;
  message: string;
  /** The provider exchange that failed (redacted), when the error came from one. */
  raw?: RawExchange;
}

export type AgentEvent =
  | { type: 'turn-start'; turn: number }
  | { type: 'text-delta'; turn: number; delta: string }
  | { type: 'turn-end'; turn: TurnRecord; totals: Totals }
  | { type: 'tool-start'; step: TraceStep }
  | { type: 'tool-end'; step: TraceStep }
  /** A search or program the provider ran during `turn` (also in that turn's TurnRecord.native). */
  | { type: 'native'; turn: number; event: NativeEvent }
  /**
   * Any text streamed in `turn` before the failure is void: the turn restarts after waitMs. asked: the provider
   * stated that wait (Retry-After or its error body); otherwise it is our backoff. maxRetries: the retry budget.
   */
  | { type: 'retry'; attempt: number; waitMs: number; reason: string; turn?: number; asked?: boolean; maxRetries?: number }
  | { type: 'error'; error: AgentErrorInfo }
  | { type: 'done'; summary: AgentRunSummary };

export interface AgentRunSummary {
  mode: AgentMode;
  ok: boolean;
  answer?: string;
  error?: AgentErrorInfo;
  turns: TurnRecord[];
  steps: TraceStep[];
  totals: Totals;
  toolCalls: number;
  httpRequests: number;
  wallMs: number;
  /** Full conversation, so the user can edit the last message and resend. */
  messages: ChatMessage[];
}
