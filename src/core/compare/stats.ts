// Per-mode numbers across repeated runs: mean and min–max of each measure, and how many runs met the expectation.
import type { AgentMode } from '../agent';

/** stopped: the user pressed Stop (not a failure); skipped: the run could not be made (e.g. too many tools). */
export type CompareRunStatus = 'ok' | 'error' | 'skipped' | 'stopped';

/** What one run measured, flat (a CSV row, a chart point). */
export interface RunFacts {
  /** 1-based task number (1 for a single prompt). */
  task: number;
  mode: AgentMode;
  /** 1-based repeat number. */
  repeat: number;
  status: CompareRunStatus;
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  totalTokens: number;
  /** undefined when no price is known for the model. */
  costUsd?: number;
  wallMs: number;
  toolCalls: number;
  httpRequests: number;
  /** undefined when the task has no expected answer. */
  success?: boolean;
}

export interface Range {
  mean: number;
  min: number;
  max: number;
  /** How many runs the range is over. */
  n: number;
}

export const MEASURES = ['inputTokens', 'outputTokens', 'totalTokens', 'costUsd', 'wallMs', 'toolCalls', 'httpRequests'] as const;
export type Measure = (typeof MEASURES)[number];

export interface ModeAggregate {
  mode: AgentMode;
  /** Runs that finished (ok or error): the ranges are over these. Stopped and skipped runs measured nothing whole. */
  measured: number;
  ranges: Record<Measure, Range | null>;
  /** Runs that met the expectation, of those checked; null when no run had an expectation. */
  success: { passed: number; checked: number } | null;
}

export function rangeOf(values: readonly number[]): Range | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v;
  }
  return { mean: sum / values.length, min, max, n: values.length };
}

export const isMeasured = (f: Pick<RunFacts, 'status'>) => f.status === 'ok' || f.status === 'error';

export function aggregateMode(mode: AgentMode, facts: readonly RunFacts[]): ModeAggregate {
  const runs = facts.filter((f) => f.mode === mode && isMeasured(f));
  const pick = (m: Measure): Range | null => {
    const values = runs.map((f) => f[m]);
    // A cost range over some runs only would mislead: no price for one run means none for the mode.
    return values.every((v): v is number => v !== undefined) ? rangeOf(values) : null;
  };
  const ranges = Object.fromEntries(MEASURES.map((m) => [m, pick(m)])) as Record<Measure, Range | null>;
  const checked = runs.filter((f) => f.success !== undefined);
  return {
    mode,
    measured: runs.length,
    ranges,
    success: checked.length > 0 ? { passed: checked.filter((f) => f.success).length, checked: checked.length } : null,
  };
}

/** "3/3", or "—" when nothing was checked. */
export function formatSuccess(success: ModeAggregate['success']): string {
  return success ? `${success.passed}/${success.checked}` : '—';
}
