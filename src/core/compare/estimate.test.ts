import { describe, expect, it } from 'vitest';
import type { ModelPrice } from '../pricing';
import { ASSUMED_OUTPUT_PER_TURN, ASSUMED_TURNS, assumedRunInput, estimateSuite, needsConfirmation } from './estimate';

const price: ModelPrice = { model: 'm', provider: 'openai', inputPerMTok: 1, cachedInputPerMTok: 0.1, outputPerMTok: 10 };

describe('estimateSuite', () => {
  it('multiplies the assumed run by tasks × modes × repeats and prices it uncached', () => {
    const e = estimateSuite({ prompts: ['abcd', 'abcdefgh'], modes: ['classic', 'code'], repeats: 3, contextTokens: { classic: 1000, code: 200 }, price });
    const input = 3 * (assumedRunInput(1000, 1) + assumedRunInput(1000, 2) + assumedRunInput(200, 1) + assumedRunInput(200, 2));
    const output = 3 * 2 * 2 * ASSUMED_TURNS * ASSUMED_OUTPUT_PER_TURN;
    expect(e).toMatchObject({ runs: 12, inputTokens: input, outputTokens: output, measuredModes: [] });
    expect(e.usd).toBeCloseTo((input * 1 + output * 10) / 1e6, 10);
  });

  it('prefers measured means for a mode, and has no cost without a price', () => {
    const e = estimateSuite({ prompts: ['a'], modes: ['code'], repeats: 2, contextTokens: { code: 999 }, price: undefined, measured: { code: { inputTokens: 500, outputTokens: 50 } } });
    expect(e).toMatchObject({ runs: 2, inputTokens: 1000, outputTokens: 100, usd: undefined, measuredModes: ['code'] });
  });

  it('asks for confirmation above the cap, or when no price can be checked against a cap', () => {
    const base = { runs: 1, inputTokens: 1, outputTokens: 1, measuredModes: [] };
    expect(needsConfirmation({ ...base, usd: 0.5 }, 1)).toBe(false);
    expect(needsConfirmation({ ...base, usd: 1.5 }, 1)).toBe(true);
    expect(needsConfirmation({ ...base, usd: undefined }, 1)).toBe(true);
    expect(needsConfirmation({ ...base, usd: 99 }, undefined)).toBe(false);
  });
});
