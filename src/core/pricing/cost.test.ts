import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from './table';
import { costFor, costOfUsage, findPrice, formatUsd, withPrice } from './cost';

describe('findPrice', () => {
  it('prefers the longest matching model id', () => {
    expect(findPrice(DEFAULT_PRICING, 'gpt-4o-mini')?.model).toBe('gpt-4o-mini');
    expect(findPrice(DEFAULT_PRICING, 'gpt-4o')?.model).toBe('gpt-4o');
    expect(findPrice(DEFAULT_PRICING, 'gpt-4o-2024-08-06')?.model).toBe('gpt-4o');
    expect(findPrice(DEFAULT_PRICING, 'claude-sonnet-4-5-20250929')?.model).toBe('claude-sonnet-4-5');
    expect(findPrice(DEFAULT_PRICING, 'gemini-2.5-flash-lite')?.model).toBe('gemini-2.5-flash-lite');
  });

  it('strips router prefixes and ignores case', () => {
    expect(findPrice(DEFAULT_PRICING, 'openai/GPT-4.1-mini')?.model).toBe('gpt-4.1-mini');
    expect(findPrice(DEFAULT_PRICING, 'models/gemini-2.5-pro')?.model).toBe('gemini-2.5-pro');
  });

  it('does not match a prefix that runs into another word', () => {
    expect(findPrice(DEFAULT_PRICING, 'gpt-4ox')).toBeUndefined();
    // A newer version is another model with another price, not a dated id of the older one.
    expect(findPrice(DEFAULT_PRICING, 'gpt-5.9-mini')).toBeUndefined();
    expect(findPrice(DEFAULT_PRICING, 'gpt-5.4-mini')?.model).toBe('gpt-5.4-mini');
    expect(findPrice(DEFAULT_PRICING, 'llama3.1:8b')).toBeUndefined();
  });
});

describe('costOfUsage', () => {
  const price = { provider: 'openai' as const, model: 'm', inputPerMTok: 2, cachedInputPerMTok: 0.5, outputPerMTok: 8 };

  it('bills cached input at the cached rate and the rest at the input rate', () => {
    const cost = costOfUsage({ inputTokens: 1_000_000, cachedInputTokens: 400_000, outputTokens: 100_000 }, price);
    expect(cost.usd).toBeCloseTo(0.6 * 2 + 0.4 * 0.5 + 0.1 * 8, 10);
  });

  it('never bills more cached tokens than input tokens', () => {
    const cost = costOfUsage({ inputTokens: 10, cachedInputTokens: 50, outputTokens: 0 }, price);
    expect(cost.usd).toBeCloseTo((10 * 0.5) / 1e6, 12);
  });

  it('returns undefined for an unknown model and uses edited prices', () => {
    const usage = { inputTokens: 1000, cachedInputTokens: 0, outputTokens: 1000 };
    expect(costFor(DEFAULT_PRICING, 'my-local-model', usage)).toBeUndefined();
    const edited = withPrice(DEFAULT_PRICING, { ...price, model: 'my-local-model' });
    expect(costFor(edited, 'my-local-model', usage)?.usd).toBeCloseTo(0.01, 10);
    expect(edited.prices.filter((x) => x.model === 'my-local-model')).toHaveLength(1);
  });
});

describe('formatUsd', () => {
  it('shows sub-cent amounts with two significant digits', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(0.000123)).toBe('$0.00012');
    expect(formatUsd(0.5)).toBe('$0.5000');
    expect(formatUsd(12.345)).toBe('$12.35');
  });
});
