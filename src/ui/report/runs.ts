// Every run of a comparison as flat facts (priced with the current table), per-mode ranges, and the CSV of them all.
import { aggregateMode, runsToCsv, type ModeAggregate, type RunFacts } from '../../core/compare';
import type { PricingTable } from '../../core/pricing';
import { runMetrics } from './metrics';
import { redactSecrets } from './redact';
import type { CompareInput, CompareRun, Secrets } from './types';

export function runFacts(run: CompareRun, model: string, pricing: PricingTable): RunFacts {
  const m = runMetrics(run, model, pricing);
  return {
    task: run.task, mode: run.mode, repeat: run.repeat, status: run.status,
    inputTokens: m.inputTokens, outputTokens: m.outputTokens, cachedInputTokens: m.cachedInputTokens, totalTokens: m.totalTokens,
    costUsd: m.costUsd, wallMs: m.wallMs, toolCalls: m.toolCalls, httpRequests: m.httpRequests, success: run.success,
  };
}

export function allFacts(input: Pick<CompareInput, 'allRuns' | 'model' | 'pricing'>): RunFacts[] {
  return input.allRuns.map((r) => runFacts(r, input.model, input.pricing));
}

/** One aggregate per chosen mode, in column order. */
export function modeAggregates(input: Pick<CompareInput, 'allRuns' | 'model' | 'pricing' | 'modes'>): ModeAggregate[] {
  const facts = allFacts(input);
  return input.modes.map((mode) => aggregateMode(mode, facts));
}

export function buildCsvReport(input: CompareInput, secrets: Secrets): string {
  const rows = allFacts(input).map((f) => ({ ...f, prompt: redactSecrets(input.tasks[f.task - 1]?.prompt ?? '', secrets.values) }));
  return runsToCsv(rows);
}
