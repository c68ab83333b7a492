import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldTimeout } from './heldTimeout';

afterEach(() => void vi.useRealTimers());

describe('heldTimeout', () => {
  it('aborts after its time, not counting the time held; a restart gives the full time again', () => {
    vi.useFakeTimers();
    const t = heldTimeout(100, () => 'late');
    vi.advanceTimersByTime(60);
    const release = t.hold();
    vi.advanceTimersByTime(1_000);
    expect(t.passed()).toBe(false);
    release();
    release();
    vi.advanceTimersByTime(39);
    expect(t.passed()).toBe(false);
    t.restart();
    vi.advanceTimersByTime(99);
    expect(t.passed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(t.signal.reason).toBe('late');
  });

  it('holds nest: the clock runs again only when the last is released; clear stops it for good', () => {
    vi.useFakeTimers();
    const t = heldTimeout(10);
    const a = t.hold();
    const b = t.hold();
    a();
    vi.advanceTimersByTime(50);
    expect(t.passed()).toBe(false);
    b();
    t.clear();
    vi.advanceTimersByTime(50);
    expect(t.passed()).toBe(false);
  });
});
