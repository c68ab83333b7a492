// JSON export of a comparison: all numbers plus the transcripts, with secrets scrubbed. Fields are only ever added
// (readers of older files keep working): `runs` holds the last run of each mode, `allRuns` every run.
import type { AgentMode, TraceStep } from '../../core/agent';
import { compareModeIds } from '../../core/compare';
import { runMetrics } from './metrics';
import { mapStrings, redactSecrets, redactUrl } from './redact';
import { modeAggregates } from './runs';
import type { CompareInput, RunRecord, Secrets } from './types';

export type { Secrets } from './types';

export const REPORT_FORMAT = 'code-mode-playground/compare@1';

function stepForExport(step: TraceStep, queryParams: readonly string[]) {
  return {
    turn: step.turn,
    tool: step.tool,
    status: step.status,
    arguments: step.argumentsJson,
    result: step.resultText,
    code: step.execution?.code,
    ms: step.endedAt !== undefined ? step.endedAt - step.startedAt : undefined,
    ...(step.offRamp ? { offRamp: step.offRamp } : {}),
    ...(step.truncated ? { truncated: step.truncated } : {}),
    requests: step.requests.map((r) => ({ ...r, url: redactUrl(r.url, queryParams) })),
  };
}

/** The report as a plain object (what the JSON file contains). */
export function buildReportObject(input: CompareInput, secrets: Secrets) {
  const queryParams = secrets.queryParams ?? [];
  const run = (record: RunRecord) => ({
    ...runMetrics(record, input.model, input.pricing),
    transcript: record.summary?.messages ?? [],
    steps: (record.summary?.steps ?? []).map((s) => stepForExport(s, queryParams)),
  });
  const runs = Object.fromEntries(compareModeIds().map((mode) => [mode, run(input.runs[mode])])) as Record<AgentMode, ReturnType<typeof run>>;
  const report = {
    format: REPORT_FORMAT,
    generatedAt: input.generatedAt,
    spec: { ...input.spec, url: input.spec.url ? redactUrl(input.spec.url, queryParams) : undefined },
    prompt: input.prompt,
    provider: input.provider,
    model: input.model,
    privacyMode: input.privacy === true,
    contextAtStart: input.context,
    dataSource: input.mocked ? 'mock (responses generated from the spec, not the live API)' : 'live API',
    pricing: { source: input.pricing.source, asOf: input.pricing.asOf, unit: 'USD per million tokens' },
    runs,
    modes: input.modes,
    repeats: input.repeats,
    tasks: input.tasks,
    ...(input.suite !== undefined ? { suite: input.suite } : {}),
    planned: input.planned,
    stopped: input.stopped,
    /** Per chosen mode: mean and min–max over its finished runs, and runs that met the expectation. */
    aggregates: modeAggregates(input),
    allRuns: input.allRuns.map((r) => ({ task: r.task, repeat: r.repeat, success: r.success, ...run(r) })),
  };
  return mapStrings(report, (s) => redactSecrets(s, secrets.values));
}

export function buildJsonReport(input: CompareInput, secrets: Secrets): string {
  return JSON.stringify(buildReportObject(input, secrets), null, 2);
}
