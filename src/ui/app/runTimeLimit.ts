// The run time limit the user chose, in seconds, remembered on this device; the range is the limits table's.
import { clampToLimit, LIMITS } from '../../core/execution';
import { storedField } from './storedChoice';

export interface RunTimeLimitSetting {
  seconds: number;
}

export const RUN_TIME_LIMIT_KEY = 'cmp.run-time-limit';
const LIMIT = LIMITS.runTimeoutMs;
export const MIN_RUN_SECONDS = LIMIT.min / 1000;
export const MAX_RUN_SECONDS = LIMIT.max / 1000;
export const DEFAULT_RUN_TIME_LIMIT: RunTimeLimitSetting = { seconds: LIMIT.value / 1000 };

/** "0.1–600 s": the range as the setting shows it. */
export const RUN_SECONDS_RANGE = `${MIN_RUN_SECONDS}–${MAX_RUN_SECONDS} s`;

/** The typed seconds, or why they cannot be used (the run keeps `current` meanwhile). */
export function parseRunSeconds(text: string, current: number): { seconds: number } | { problem: string } {
  const trimmed = text.trim();
  const n = Number(trimmed);
  const meanwhile = `Runs keep the limit of ${current} s until then.`;
  if (trimmed === '' || !Number.isFinite(n)) return { problem: `Type the time limit in seconds (${RUN_SECONDS_RANGE}). ${meanwhile}` };
  if (n < MIN_RUN_SECONDS || n > MAX_RUN_SECONDS) return { problem: `The time limit must be ${RUN_SECONDS_RANGE}; ${trimmed} s is out of range. ${meanwhile}` };
  return { seconds: n };
}

/** The setting after the user typed `text`: invalid text keeps `prev`, so the previous limit stays in force. */
export function typedRunTimeLimit(prev: RunTimeLimitSetting, text: string): RunTimeLimitSetting {
  const parsed = parseRunSeconds(text, prev.seconds);
  return 'seconds' in parsed ? { seconds: parsed.seconds } : prev;
}

/** The limit runs get, in ms, clamped to the table's range. */
export function runTimeoutMs(s: RunTimeLimitSetting): number {
  return clampToLimit(LIMIT, Math.round(s.seconds * 1000), false);
}

/** A stored number outside the range is brought into it; anything else reads as the default. */
export function loadRunTimeLimit(storage: Pick<Storage, 'getItem'> | null): RunTimeLimitSetting {
  const seconds = storedField(storage, RUN_TIME_LIMIT_KEY, 'seconds');
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return DEFAULT_RUN_TIME_LIMIT;
  return { seconds: clampToLimit(LIMIT, seconds * 1000, false) / 1000 };
}
