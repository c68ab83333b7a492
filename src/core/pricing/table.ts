// Default list prices per model, USD per million tokens. Users can override any of them in the UI.
import type { ProviderId } from '../llm/types';

export interface ModelPrice {
  /** Matched against the model id: exact, or as a prefix (so dated ids like "gpt-4o-2024-08-06" match "gpt-4o"). */
  model: string;
  provider: ProviderId;
  inputPerMTok: number;
  /** Price of input tokens served from the provider's prompt cache. */
  cachedInputPerMTok: number;
  outputPerMTok: number;
}

export interface PricingTable {
  /** Where the numbers come from, shown next to every cost. */
  source: string;
  /** When they were copied from the source (ISO date). */
  asOf: string;
  prices: ModelPrice[];
}

const p = (provider: ProviderId, model: string, input: number, cached: number, output: number): ModelPrice => ({
  provider, model, inputPerMTok: input, cachedInputPerMTok: cached, outputPerMTok: output,
});

export const DEFAULT_PRICING: PricingTable = {
  source: 'Standard list prices from openai.com/api/pricing, anthropic.com/pricing and ai.google.dev/gemini-api/docs/pricing (Gemini: prompts ≤ 200k tokens); gpt-5.4-mini as listed by OpenAI from March 2026',
  asOf: '2025-09-15',
  prices: [
    // The default OpenAI model (providers.ts): OpenAI's list price since its release in March 2026.
    p('openai', 'gpt-5.4-mini', 0.75, 0.075, 4.5),
    p('openai', 'gpt-5-nano', 0.05, 0.005, 0.4),
    p('openai', 'gpt-5-mini', 0.25, 0.025, 2),
    p('openai', 'gpt-5', 1.25, 0.125, 10),
    p('openai', 'gpt-4.1-nano', 0.1, 0.025, 0.4),
    p('openai', 'gpt-4.1-mini', 0.4, 0.1, 1.6),
    p('openai', 'gpt-4.1', 2, 0.5, 8),
    p('openai', 'gpt-4o-mini', 0.15, 0.075, 0.6),
    p('openai', 'gpt-4o', 2.5, 1.25, 10),
    p('openai', 'o4-mini', 1.1, 0.275, 4.4),
    p('openai', 'o3', 2, 0.5, 8),
    p('anthropic', 'claude-opus-4-1', 15, 1.5, 75),
    p('anthropic', 'claude-opus-4', 15, 1.5, 75),
    p('anthropic', 'claude-sonnet-4-5', 3, 0.3, 15),
    p('anthropic', 'claude-sonnet-4', 3, 0.3, 15),
    p('anthropic', 'claude-3-7-sonnet', 3, 0.3, 15),
    p('anthropic', 'claude-haiku-4-5', 1, 0.1, 5),
    p('anthropic', 'claude-3-5-haiku', 0.8, 0.08, 4),
    p('gemini', 'gemini-2.5-pro', 1.25, 0.31, 10),
    p('gemini', 'gemini-2.5-flash-lite', 0.1, 0.025, 0.4),
    p('gemini', 'gemini-2.5-flash', 0.3, 0.075, 2.5),
    p('gemini', 'gemini-2.0-flash', 0.1, 0.025, 0.4),
  ],
};
