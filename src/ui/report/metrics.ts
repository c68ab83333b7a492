// Numbers of one run, derived from the agent's summary exactly as the provider reported them.
import type { AgentRunSummary } from '../../core/agent';
import { costFor, type PricingTable } from '../../core/pricing';
import type { RunMetrics, RunRecord, TurnMetrics } from './types';

export function turnMetrics(summary: AgentRunSummary): TurnMetrics[] {
  let cumulative = 0;
  return summary.turns.map((t) => {
    cumulative += t.usage.inputTokens;
    return {
      turn: t.turn,
      inputTokens: t.usage.inputTokens,
      outputTokens: t.usage.outputTokens,
      cachedInputTokens: t.usage.cachedInputTokens,
      cumulativeInputTokens: cumulative,
      reported: t.usage.reported,
      ms: t.ms,
    };
  });
}

export function runMetrics(run: RunRecord, model: string, pricing: PricingTable): RunMetrics {
  const s = run.summary;
  if (!s) {
    return {
      mode: run.mode, status: run.status, reason: run.reason, roundTrips: 0, turns: [], inputTokens: 0, outputTokens: 0,
      cachedInputTokens: 0, totalTokens: 0, allReported: true, toolCalls: 0, httpRequests: 0, wallMs: 0, offRamps: 0, tokensKeptOut: 0, truncatedResults: 0,
    };
  }
  const { inputTokens, outputTokens, cachedInputTokens, allReported } = s.totals;
  const cost = costFor(pricing, model, s.totals);
  return {
    mode: run.mode,
    status: run.status,
    reason: run.reason ?? s.error?.message,
    roundTrips: s.turns.length,
    turns: turnMetrics(s),
    inputTokens,
    outputTokens,
    cachedInputTokens,
    totalTokens: inputTokens + outputTokens,
    allReported,
    toolCalls: s.toolCalls,
    httpRequests: s.httpRequests,
    wallMs: s.wallMs,
    offRamps: s.steps.filter((step) => step.offRamp).length,
    tokensKeptOut: s.steps.reduce((n, step) => n + (step.offRamp?.tokensKeptOut ?? 0), 0),
    truncatedResults: s.steps.filter((step) => step.truncated).length,
    costUsd: cost?.usd,
    price: cost?.price,
    answer: s.answer,
  };
}
