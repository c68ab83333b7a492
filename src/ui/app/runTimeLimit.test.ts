import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/execution';
import { DEFAULT_RUN_TIME_LIMIT, loadRunTimeLimit, parseRunSeconds, RUN_TIME_LIMIT_KEY, runTimeoutMs, TOOL_CAP, typedRunTimeLimit } from './runTimeLimit';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('run time limit setting', () => {
  it('defaults to the limits table\'s 30 s and takes its range, 0.1–600 s', () => {
    expect(DEFAULT_RUN_TIME_LIMIT).toEqual({ seconds: LIMITS.runTimeoutMs.value / 1000 });
    expect(DEFAULT_RUN_TIME_LIMIT.seconds).toBe(30);
    expect(parseRunSeconds('0.1', 30)).toEqual({ seconds: 0.1 });
    expect(parseRunSeconds(' 600 ', 30)).toEqual({ seconds: 600 });
    expect(parseRunSeconds('4', 30)).toEqual({ seconds: 4 });
  });

  it('names what is wrong with the typed text, the range and the limit that stays', () => {
    expect(parseRunSeconds('', 30)).toEqual({ problem: 'Type the time limit in seconds (0.1–600 s). Runs keep the limit of 30 s until then.' });
    expect(parseRunSeconds('abc', 12)).toEqual({ problem: 'Type the time limit in seconds (0.1–600 s). Runs keep the limit of 12 s until then.' });
    expect(parseRunSeconds('0.05', 30)).toEqual({ problem: 'The time limit must be 0.1–600 s; 0.05 s is out of range. Runs keep the limit of 30 s until then.' });
    expect(parseRunSeconds('601', 4)).toEqual({ problem: 'The time limit must be 0.1–600 s; 601 s is out of range. Runs keep the limit of 4 s until then.' });
    expect(parseRunSeconds('Infinity', 30)).toHaveProperty('problem');
  });

  it('keeps the previous value for invalid text and takes a valid one', () => {
    const prev = { seconds: 12 };
    for (const bad of ['', '-1', '0', '0.09', '600.5', 'ten', '1e9']) expect(typedRunTimeLimit(prev, bad)).toBe(prev);
    expect(typedRunTimeLimit(prev, '4')).toEqual({ seconds: 4 });
    expect(typedRunTimeLimit(prev, '0.5')).toEqual({ seconds: 0.5 });
  });

  it('gives runs the limit in ms, clamped to the table\'s range', () => {
    expect(runTimeoutMs({ seconds: 4 })).toBe(4_000);
    expect(runTimeoutMs({ seconds: 0.1 })).toBe(100);
    expect(runTimeoutMs({ seconds: 4.35 })).toBe(4_350);
    expect(runTimeoutMs({ seconds: 0.001 })).toBe(LIMITS.runTimeoutMs.min);
    expect(runTimeoutMs({ seconds: 3_600 })).toBe(LIMITS.runTimeoutMs.max);
  });

  it('persists as JSON and reads back; a stored value out of range is clamped, anything else is the default', () => {
    const store = memory();
    store.setItem(RUN_TIME_LIMIT_KEY, JSON.stringify(typedRunTimeLimit(DEFAULT_RUN_TIME_LIMIT, '4.5')));
    expect(loadRunTimeLimit(store)).toEqual({ seconds: 4.5 });
    const stored = (v: string | null) => ({ getItem: (k: string) => (k === RUN_TIME_LIMIT_KEY ? v : null) });
    expect(loadRunTimeLimit(stored('{"seconds":9000}'))).toEqual({ seconds: 600 });
    expect(loadRunTimeLimit(stored('{"seconds":0}'))).toEqual({ seconds: 0.1 });
    expect(loadRunTimeLimit(stored('{"seconds":"4"}'))).toEqual(DEFAULT_RUN_TIME_LIMIT);
    expect(loadRunTimeLimit(stored('not json'))).toEqual(DEFAULT_RUN_TIME_LIMIT);
    expect(loadRunTimeLimit(stored(null))).toEqual(DEFAULT_RUN_TIME_LIMIT);
    expect(loadRunTimeLimit(null)).toEqual(DEFAULT_RUN_TIME_LIMIT);
  });

  it('the MCP tool call cap: 5 min by default, 1 s to 1 h, its own key and words', () => {
    expect(loadRunTimeLimit(memory(), TOOL_CAP)).toEqual({ seconds: 300 });
    expect(runTimeoutMs({ seconds: 90 }, TOOL_CAP)).toBe(90_000);
    expect(parseRunSeconds('0.5', 300, TOOL_CAP)).toEqual({ problem: 'The tool call cap must be 1–3600 s; 0.5 s is out of range. Tool calls keep the limit of 300 s until then.' });
    const stored = memory();
    stored.setItem(TOOL_CAP.key, JSON.stringify({ seconds: 99_999 }));
    expect(loadRunTimeLimit(stored, TOOL_CAP)).toEqual({ seconds: 3600 });
  });
});
