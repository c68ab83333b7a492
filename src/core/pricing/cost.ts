// Cost of token usage under a pricing table; pure, so reports and the UI agree on every number.
import type { Usage } from '../llm/types';
import type { ModelPrice, PricingTable } from './table';

/** Longest matching entry: an exact id wins, then the longest prefix followed by "-", "@", ":" or "." . */
export function findPrice(table: PricingTable, model: string): ModelPrice | undefined {
  const id = normalizeModelId(model);
  let best: ModelPrice | undefined;
  for (const price of table.prices) {
    const m = price.model.toLowerCase();
    // A dot before a digit continues a version (gpt-5.4-mini is not gpt-5); other separators start a suffix.
    const rest = id.slice(m.length);
    const matches = id === m || (id.startsWith(m) && /^[-@:]|^\.(?!\d)/.test(rest));
    if (matches && (!best || m.length > best.model.length)) best = price;
  }
  return best;
}

/** Strips routing prefixes such as OpenRouter's "openai/gpt-4o" or Gemini's "models/gemini-2.5-flash". */
export function normalizeModelId(model: string): string {
  const lower = model.trim().toLowerCase();
  const slash = lower.lastIndexOf('/');
  return slash >= 0 ? lower.slice(slash + 1) : lower;
}

export interface Cost {
  usd: number;
  /** The price the cost was computed with. */
  price: ModelPrice;
}

/**
 * `inputTokens` counts every prompt token, cached ones included (as the adapters normalize it);
 * cached tokens are billed at the cached rate and the rest at the input rate.
 */
export function costOfUsage(usage: Pick<Usage, 'inputTokens' | 'outputTokens' | 'cachedInputTokens'>, price: ModelPrice): Cost {
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const fresh = usage.inputTokens - cached;
  const usd = (fresh * price.inputPerMTok + cached * price.cachedInputPerMTok + usage.outputTokens * price.outputPerMTok) / 1_000_000;
  return { usd, price };
}

/** Cost for a model, or undefined when the table has no price for it. */
export function costFor(table: PricingTable, model: string, usage: Pick<Usage, 'inputTokens' | 'outputTokens' | 'cachedInputTokens'>): Cost | undefined {
  const price = findPrice(table, model);
  return price ? costOfUsage(usage, price) : undefined;
}

/** "$0.0123" with enough digits to show sub-cent costs. */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0';
  if (usd < 0.01) return `$${usd.toPrecision(2)}`;
  return `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}

/** Replaces (or adds) the price for one model id; returns a new table. */
export function withPrice(table: PricingTable, price: ModelPrice): PricingTable {
  const rest = table.prices.filter((p) => p.model.toLowerCase() !== price.model.toLowerCase());
  return { ...table, prices: [...rest, price] };
}
