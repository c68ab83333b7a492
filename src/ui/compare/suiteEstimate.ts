// The suite's cost estimate for the view: context sizes of the spec, the model's price, and per-mode means measured
// by the last comparison when it used the same model.
import type { AgentMode } from '../../core/agent';
import { ASSUMED_TURNS, estimateSuite, type CompareTask, type SuiteEstimate } from '../../core/compare';
import type { ModelPrice } from '../../core/pricing';
import { modeAggregates } from '../report/runs';
import type { CompareInput } from '../report/types';

export interface SuiteEstimateInput {
  tasks: readonly CompareTask[];
  modes: readonly AgentMode[];
  repeats: number;
  contextTokens: Partial<Record<AgentMode, number>>;
  price: ModelPrice | undefined;
  model: string;
  last: CompareInput | null;
}

export function suiteEstimate(input: SuiteEstimateInput): SuiteEstimate {
  const measured: Partial<Record<AgentMode, { inputTokens: number; outputTokens: number }>> = {};
  if (input.last && input.last.model === input.model) {
    for (const a of modeAggregates(input.last)) {
      const { inputTokens: i, outputTokens: o } = a.ranges;
      if (i && o) measured[a.mode] = { inputTokens: i.mean, outputTokens: o.mean };
    }
  }
  return estimateSuite({ prompts: input.tasks.map((t) => t.prompt), modes: input.modes, repeats: input.repeats, contextTokens: input.contextTokens, price: input.price, measured });
}

export function estimateBasis(estimate: SuiteEstimate): string {
  const assumed = `${ASSUMED_TURNS} round trips a run, each resending the tools, uncached prices`;
  if (estimate.measuredModes.length === 0) return `Assumes ${assumed}.`;
  return `Uses the last comparison's mean per run for ${estimate.measuredModes.join(', ')}; assumes ${assumed} for the rest.`;
}
