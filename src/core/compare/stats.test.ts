import { describe, expect, it } from 'vitest';
import { planRuns } from './plan';
import { aggregateMode, formatSuccess, rangeOf, type RunFacts } from './stats';
import { clampRepeats, orderedModes } from './modes';

const fact = (over: Partial<RunFacts>): RunFacts => ({
  task: 1, mode: 'code', repeat: 1, status: 'ok', inputTokens: 100, outputTokens: 10, cachedInputTokens: 0, totalTokens: 110,
  costUsd: 0.01, wallMs: 1000, toolCalls: 2, httpRequests: 1, ...over,
});

describe('rangeOf', () => {
  it('gives mean, min and max', () => {
    expect(rangeOf([3, 1, 8])).toEqual({ mean: 4, min: 1, max: 8, n: 3 });
    expect(rangeOf([])).toBeNull();
  });
});

describe('aggregateMode', () => {
  it('ranges over the finished runs of the mode only; stopped and skipped runs measured nothing whole', () => {
    const facts = [
      fact({ inputTokens: 100, totalTokens: 110, success: true }),
      fact({ repeat: 2, inputTokens: 300, totalTokens: 330, status: 'error', success: false }),
      fact({ repeat: 3, inputTokens: 9999, status: 'stopped' }),
      fact({ mode: 'classic', inputTokens: 5 }),
    ];
    const a = aggregateMode('code', facts);
    expect(a.measured).toBe(2);
    expect(a.ranges.inputTokens).toEqual({ mean: 200, min: 100, max: 300, n: 2 });
    expect(a.ranges.totalTokens).toMatchObject({ min: 110, max: 330 });
    expect(a.success).toEqual({ passed: 1, checked: 2 });
    expect(formatSuccess(a.success)).toBe('1/2');
  });

  it('no cost range when one run has no price, and no success count without expectations', () => {
    const a = aggregateMode('code', [fact({}), fact({ repeat: 2, costUsd: undefined })]);
    expect(a.ranges.costUsd).toBeNull();
    expect(a.success).toBeNull();
    expect(formatSuccess(a.success)).toBe('—');
  });
});

describe('planRuns', () => {
  it('goes task by task, repeat by repeat, each mode in turn', () => {
    expect(planRuns(2, ['classic', 'code'], 2).map((s) => `${s.task}.${s.repeat}`)).toEqual(['1.1', '1.1', '1.2', '1.2', '2.1', '2.1', '2.2', '2.2']);
    expect(planRuns(2, ['classic', 'code'], 2).map((s) => s.mode)).toEqual(['classic', 'code', 'classic', 'code', 'classic', 'code', 'classic', 'code']);
    expect(planRuns(3, ['classic', 'dual'], 2)).toHaveLength(12);
  });
});

describe('modes', () => {
  it('keeps column order and clamps repeats to 1–10', () => {
    expect(orderedModes(['dual', 'classic', 'dual'])).toEqual(['classic', 'dual']);
    expect([clampRepeats(0), clampRepeats(3.4), clampRepeats(11), clampRepeats(Number.NaN)]).toEqual([1, 3, 10, 1]);
  });
});
