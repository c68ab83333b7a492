// The time limits the user chose, in seconds, remembered on this device; each range is the limits table's: the run's
// and the cap on an MCP tool call that keeps reporting progress.
import { clampToLimit, LIMITS, type Limit } from '../../core/execution';
import { storedField } from './storedChoice';

export interface RunTimeLimitSetting {
  seconds: number;
}

/** One seconds setting: its storage key, its row of the limits table and what the messages call it. */
export interface SecondsField {
  key: string;
  limit: Limit & { min: number; max: number };
  /** "time limit": as in "Type the time limit in seconds". */
  what: string;
  /** "Runs": who keeps the old value meanwhile. */
  who: string;
  /** The setting's label, unit, hover text and test id prefix. */
  label: string;
  unit: string;
  title: string;
  testId: string;
}

export const RUN_TIME_LIMIT_KEY = 'cmp.run-time-limit';
const LIMIT = LIMITS.runTimeoutMs;
export const RUN_TIME: SecondsField = {
  key: RUN_TIME_LIMIT_KEY, limit: LIMIT, what: 'time limit', who: 'Runs', label: 'Time limit', unit: 's per run', testId: 'time-limit',
  title: 'A run still going after this long is stopped and its sandbox replaced. Waiting for your approval of a request does not count.',
};
export const TOOL_CAP: SecondsField = {
  key: 'cmp.mcp-tool-cap', limit: LIMITS.mcpToolCapMs, what: 'tool call cap', who: 'Tool calls', label: 'MCP tool calls up to', unit: 's while they report progress', testId: 'tool-cap',
  title: 'A remote tool that keeps reporting progress is waited for up to this long (each report restarts the wait); the run\'s time limit still applies.',
};
export const DEFAULT_RUN_TIME_LIMIT: RunTimeLimitSetting = { seconds: LIMIT.value / 1000 };

/** "0.1–600 s": the range as the setting shows it. */
export const secondsRange = (f: SecondsField): string => `${f.limit.min / 1000}–${f.limit.max / 1000} s`;

/** The typed seconds, or why they cannot be used (the run keeps `current` meanwhile). */
export function parseRunSeconds(text: string, current: number, f: SecondsField = RUN_TIME): { seconds: number } | { problem: string } {
  const trimmed = text.trim();
  const n = Number(trimmed);
  const meanwhile = `${f.who} keep the limit of ${current} s until then.`;
  if (trimmed === '' || !Number.isFinite(n)) return { problem: `Type the ${f.what} in seconds (${secondsRange(f)}). ${meanwhile}` };
  if (n < f.limit.min / 1000 || n > f.limit.max / 1000) return { problem: `The ${f.what} must be ${secondsRange(f)}; ${trimmed} s is out of range. ${meanwhile}` };
  return { seconds: n };
}

/** The setting after the user typed `text`: invalid text keeps `prev`, so the previous limit stays in force. */
export function typedRunTimeLimit(prev: RunTimeLimitSetting, text: string, f: SecondsField = RUN_TIME): RunTimeLimitSetting {
  const parsed = parseRunSeconds(text, prev.seconds, f);
  return 'seconds' in parsed ? { seconds: parsed.seconds } : prev;
}

/** The limit in ms, clamped to the table's range. */
export function runTimeoutMs(s: RunTimeLimitSetting, f: SecondsField = RUN_TIME): number {
  return clampToLimit(f.limit, Math.round(s.seconds * 1000), false);
}

/** A stored number outside the range is brought into it; anything else reads as the default. */
export function loadRunTimeLimit(storage: Pick<Storage, 'getItem'> | null, f: SecondsField = RUN_TIME): RunTimeLimitSetting {
  const seconds = storedField(storage, f.key, 'seconds');
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return { seconds: f.limit.value / 1000 };
  return { seconds: clampToLimit(f.limit, seconds * 1000, false) / 1000 };
}
