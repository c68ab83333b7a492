import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunTimer } from './runTimer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RunTimer', () => {
  it('expires after its time when never paused', () => {
    const fired = vi.fn();
    new RunTimer(() => Date.now()).start(1_000, fired);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('does not count paused time (nested pauses resume on the last)', () => {
    const fired = vi.fn();
    const t = new RunTimer(() => Date.now());
    t.start(1_000, fired);
    vi.advanceTimersByTime(600);
    t.pause();
    t.pause();
    vi.advanceTimersByTime(10_000);
    t.resume();
    vi.advanceTimersByTime(10_000);
    expect(fired).not.toHaveBeenCalled();
    t.resume();
    vi.advanceTimersByTime(399);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const fired = vi.fn();
    const t = new RunTimer(() => Date.now());
    t.start(100, fired);
    t.pause();
    t.stop();
    t.resume();
    vi.advanceTimersByTime(1_000);
    expect(fired).not.toHaveBeenCalled();
  });
});
