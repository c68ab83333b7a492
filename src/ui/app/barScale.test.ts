import { describe, expect, it } from 'vitest';
import { barGeometry, LOG_PAST_RATIO } from './barScale';

describe('barGeometry', () => {
  it('draws close values proportionally (709 vs 541 are not equal)', () => {
    const g = barGeometry([709, 541]);
    expect(g.scale).toBe('linear');
    expect(g.widths[0]).toBe(100);
    expect(g.widths[1]).toBeCloseTo((541 / 709) * 100, 6);
    expect(g.ticks).toEqual([]);
  });

  it('keeps a 3.9x ratio a 3.9x ratio in length', () => {
    const [a = 0, b = 0] = barGeometry([2114, 548]).widths;
    expect(a / b).toBeCloseTo(2114 / 548, 6);
  });

  it('switches to a log scale past the ratio, with powers-of-ten ticks from 1 to the end of the track', () => {
    expect(barGeometry([LOG_PAST_RATIO * 100, 100]).scale).toBe('linear');
    const g = barGeometry([338_902, 570]);
    expect(g.scale).toBe('log');
    expect(g.ticks.map((t) => t.label)).toEqual(['1', '10', '100', '1K', '10K', '100K', '1M']);
    expect(g.ticks[0]?.at).toBe(0);
    expect(g.ticks.at(-1)?.at).toBe(100);
    // Each bar ends where its value sits between the ticks.
    const [classic = 0, code = 0] = g.widths;
    expect(classic).toBeCloseTo((Math.log10(338_902) / 6) * 100, 6);
    expect(code).toBeCloseTo((Math.log10(570) / 6) * 100, 6);
    expect(code).toBeGreaterThan(g.ticks[2]?.at ?? 100);
    expect(code).toBeLessThan(g.ticks[3]?.at ?? 0);
    expect(classic).toBeLessThan(100);
  });

  it('handles zeros and a single value', () => {
    expect(barGeometry([0, 0]).widths).toEqual([0, 0]);
    expect(barGeometry([0, 500]).widths).toEqual([0, 100]);
    expect(barGeometry([42]).widths).toEqual([100]);
  });

  it('labels every other power of ten on a long log track (Graph: 10M and 100M overlapped), always the end', () => {
    const g = barGeometry([25_000_000, 30_000]);
    expect(g.ticks).toHaveLength(9);
    expect(g.ticks.filter((t) => t.labelled).map((t) => t.label)).toEqual(['1', '100', '10K', '1M', '100M']);
    expect(barGeometry([2_500_000, 30]).ticks.filter((t) => t.labelled).map((t) => t.label)).toEqual(['10', '1K', '100K', '10M']);
  });
});
