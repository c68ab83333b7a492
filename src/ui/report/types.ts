// The compare report: everything one comparison (its modes × repeats, or a task suite) measured, ready for export.
import type { AgentMode, AgentRunSummary } from '../../core/agent';
import type { DualSurface } from '../../core/surfaces';
import type { ProviderId } from '../../core/llm';
import type { ModelPrice, PricingTable } from '../../core/pricing';

/** stopped: the user pressed Stop (not a failure). */
export type RunStatus = 'ok' | 'error' | 'skipped' | 'stopped';

export interface ContextAtStart {
  operations: number;
  classicTokens: number;
  codeTokens: number;
  /** Dual mode, for the provider of the run: typed tools + execute (direct) or search/get_schema/call_operation/execute. */
  dualTokens?: number;
  dualSurface?: DualSurface;
  /** e.g. "o200k_base (gpt-tokenizer)" — these are tokenizer counts, not provider-reported. */
  tokenizer: string;
}

export interface RunRecord {
  mode: AgentMode;
  status: RunStatus;
  /** Why the run was skipped or failed, in words a user can act on. */
  reason?: string;
  summary?: AgentRunSummary;
}

/** One run of a comparison: which task, which repeat, and whether its answer met the task's expectation. */
export interface CompareRun extends RunRecord {
  /** 1-based. */
  task: number;
  /** 1-based. */
  repeat: number;
  /** undefined: the task has no expected answer, or the run was stopped or skipped. */
  success?: boolean;
}

/** A task as the user wrote it (the expectation in its own syntax, see core/compare). */
export interface TaskSource {
  prompt: string;
  expect?: string;
}

export interface CompareInput {
  spec: { title: string; source: string; url?: string; operations: number };
  prompt: string;
  provider: ProviderId;
  model: string;
  context: ContextAtStart;
  /** The last run of each mode (the one its column shows); a mode not selected is skipped. */
  runs: Record<AgentMode, RunRecord>;
  /** The modes chosen for this comparison, in column order. */
  modes: AgentMode[];
  repeats: number;
  /** The tasks run: one for a single prompt, the file's lines for a suite. */
  tasks: TaskSource[];
  /** The suite's file name when a suite ran. */
  suite?: string;
  /** Every run in the order it went, stopped and skipped ones included. */
  allRuns: CompareRun[];
  /** The user pressed Stop before every planned run went. */
  stopped: boolean;
  /** How many runs were planned. */
  planned: number;
  pricing: PricingTable;
  /** Privacy mode was on: tool results reached the model with personal data as tokens. */
  privacy?: boolean;
  /** API data came from mock mode (generated from the spec), not the live API. */
  mocked?: boolean;
  /** ISO time the report was made. */
  generatedAt: string;
}

export interface TurnMetrics {
  turn: number;
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  /** Running sum of input tokens up to and including this turn. */
  cumulativeInputTokens: number;
  /** false: the provider reported nothing; these are tokenizer estimates. */
  reported: boolean;
  ms: number;
}

export interface RunMetrics {
  mode: AgentMode;
  status: RunStatus;
  reason?: string;
  roundTrips: number;
  turns: TurnMetrics[];
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  totalTokens: number;
  allReported: boolean;
  toolCalls: number;
  httpRequests: number;
  wallMs: number;
  /** Tool results the Context Off-Ramp saved to the workspace instead of the context, and the tokens that kept out. */
  offRamps: number;
  tokensKeptOut: number;
  /** Tool results cut at the size cap (no off-ramp): the model saw only their start. */
  truncatedResults: number;
  /** undefined when no price is known for the model. */
  costUsd?: number;
  price?: ModelPrice;
  answer?: string;
}

export interface Secrets {
  /** Literal values that must never appear: the LLM key, target-API credentials. */
  values: readonly string[];
  /** Query parameter names that carry credentials for this spec (apiKey-in-query schemes). */
  queryParams?: readonly string[];
}
