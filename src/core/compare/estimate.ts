// Cost of a suite before it runs, from the pricing table: measured means of an earlier comparison where there are
// some, else a stated assumption about how a run grows. An estimate to decide with, never a bill.
import type { AgentMode } from '../agent';
import { costOfUsage, type ModelPrice } from '../pricing';

/** A run that is not measured yet is assumed to take this many LLM round trips… */
export const ASSUMED_TURNS = 4;
/** …each adding this many tokens (a tool call and its result) to the conversation that the next one resends… */
export const ASSUMED_STEP_TOKENS = 500;
/** …and writing this many output tokens. */
export const ASSUMED_OUTPUT_PER_TURN = 200;

export interface EstimateInput {
  prompts: readonly string[];
  modes: readonly AgentMode[];
  repeats: number;
  /** Tool definitions + system prompt per mode, as counted before any call. */
  contextTokens: Partial<Record<AgentMode, number>>;
  price: ModelPrice | undefined;
  /** Mean tokens per run measured earlier with this model; used instead of the assumption for that mode. */
  measured?: Partial<Record<AgentMode, { inputTokens: number; outputTokens: number }>>;
}

export interface SuiteEstimate {
  runs: number;
  inputTokens: number;
  outputTokens: number;
  /** undefined when the pricing table has no price for the model. */
  usd?: number;
  /** Modes whose numbers come from measured runs rather than the assumption. */
  measuredModes: AgentMode[];
}

/** Input tokens of one assumed run: every turn resends context and prompt plus the steps so far. */
export function assumedRunInput(context: number, promptTokens: number): number {
  const steps = (ASSUMED_TURNS * (ASSUMED_TURNS - 1)) / 2;
  return ASSUMED_TURNS * (context + promptTokens) + steps * ASSUMED_STEP_TOKENS;
}

/** About four characters a token: good enough to size a prompt next to tool definitions. */
const promptTokens = (prompt: string) => Math.ceil(prompt.length / 4);

export function estimateSuite(input: EstimateInput): SuiteEstimate {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const mode of input.modes) {
    const seen = input.measured?.[mode];
    for (const prompt of input.prompts) {
      inputTokens += input.repeats * (seen ? seen.inputTokens : assumedRunInput(input.contextTokens[mode] ?? 0, promptTokens(prompt)));
      outputTokens += input.repeats * (seen ? seen.outputTokens : ASSUMED_TURNS * ASSUMED_OUTPUT_PER_TURN);
    }
  }
  inputTokens = Math.round(inputTokens);
  outputTokens = Math.round(outputTokens);
  const usd = input.price ? costOfUsage({ inputTokens, outputTokens, cachedInputTokens: 0 }, input.price).usd : undefined;
  return {
    runs: input.prompts.length * input.modes.length * input.repeats,
    inputTokens,
    outputTokens,
    usd,
    measuredModes: input.modes.filter((m) => input.measured?.[m] !== undefined),
  };
}

/** Whether the user must confirm before the suite starts: over the cap, or no price to compare with a cap. */
export function needsConfirmation(estimate: SuiteEstimate, capUsd: number | undefined): boolean {
  if (capUsd === undefined) return false;
  return estimate.usd === undefined || estimate.usd > capUsd;
}
