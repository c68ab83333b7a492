// A run's limits: the table's defaults, then the config's, then the run's own, each clamped to the table's range.
import { clampToLimit, LIMITS, type Limit } from '../../core/execution';
import type { RunOptions } from '../contract';

/** Each run option, the table row it reads, and whether it is a count (floored). */
const RUN_LIMITS: Record<keyof RunOptions, { limit: Limit; integer: boolean }> = {
  timeoutMs: { limit: LIMITS.runTimeoutMs, integer: false },
  maxRequests: { limit: LIMITS.runMaxRequests, integer: true },
  maxOutputChars: { limit: LIMITS.runMaxOutputChars, integer: true },
};

const KEYS = Object.keys(RUN_LIMITS) as Array<keyof RunOptions>;

export const RUN_DEFAULTS = Object.fromEntries(KEYS.map((key) => [key, RUN_LIMITS[key].limit.value])) as Required<RunOptions>;

/** `config` overrides the defaults key by key as given; `run` only where it sets a value (its undefined keeps the rest). */
export function runLimits(config: RunOptions | undefined, run: RunOptions): Required<RunOptions> {
  const merged: Required<RunOptions> = { ...RUN_DEFAULTS, ...config };
  const out = { ...RUN_DEFAULTS };
  for (const key of KEYS) {
    const { limit, integer } = RUN_LIMITS[key];
    out[key] = clampToLimit(limit, run[key] ?? merged[key], integer);
  }
  return out;
}

/** The error of a run stopped by its time limit, naming the limit to the ms (4.25 s as set, not 4.3 s). */
export function timeoutMessage(timeoutMs: number): string {
  return `Timed out after ${Math.round(timeoutMs) / 1000} s: the script was stopped and its sandbox replaced`;
}
