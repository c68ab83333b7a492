import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFRAMP, loadOffRamp, OFFRAMP_KEY, offRampProblem, offRampThreshold } from './offRampSettings';

const stored = (value: unknown) => ({ getItem: (k: string) => (k === OFFRAMP_KEY ? JSON.stringify(value) : null) });

describe('off-ramp settings', () => {
  it('is on at 4,000 tokens by default, and reads what was stored', () => {
    expect(loadOffRamp(null)).toEqual({ on: true, tokens: '4000' });
    expect(offRampThreshold(DEFAULT_OFFRAMP)).toBe(4_000);
    expect(loadOffRamp(stored({ on: false, tokens: '9000' }))).toEqual({ on: false, tokens: '9000' });
    expect(loadOffRamp({ getItem: () => '{not json' })).toEqual(DEFAULT_OFFRAMP);
  });

  it('off means no threshold; a usable number is used; an unusable one says why and keeps the default', () => {
    expect(offRampThreshold({ on: false, tokens: '4000' })).toBeNull();
    expect(offRampThreshold({ on: true, tokens: ' 12000 ' })).toBe(12_000);
    for (const tokens of ['', 'abc', '12.5', '100', '900000']) {
      expect(offRampProblem({ on: true, tokens })).toMatch(/500–200,000.*Runs use 4,000/);
      expect(offRampThreshold({ on: true, tokens })).toBe(4_000);
    }
    expect(offRampProblem({ on: false, tokens: 'abc' })).toBeNull();
  });
});
