// JSON export of a comparison: all numbers plus the three transcripts, with secrets scrubbed.
import type { AgentMode, TraceStep } from '../../core/agent';
import { runMetrics } from './metrics';
import { mapStrings, redactSecrets, redactUrl } from './redact';
import type { CompareInput } from './types';

export const REPORT_FORMAT = 'code-mode-playground/compare@1';

export interface Secrets {
  /** Literal values that must never appear: the LLM key, target-API credentials. */
  values: readonly string[];
  /** Query parameter names that carry credentials for this spec (apiKey-in-query schemes). */
  queryParams?: readonly string[];
}

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
  const run = (mode: AgentMode) => {
    const record = input.runs[mode];
    const metrics = runMetrics(record, input.model, input.pricing);
    return {
      ...metrics,
      transcript: record.summary?.messages ?? [],
      steps: (record.summary?.steps ?? []).map((s) => stepForExport(s, queryParams)),
    };
  };
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
    runs: { classic: run('classic'), code: run('code'), dual: run('dual') },
  };
  return mapStrings(report, (s) => redactSecrets(s, secrets.values));
}

export function buildJsonReport(input: CompareInput, secrets: Secrets): string {
  return JSON.stringify(buildReportObject(input, secrets), null, 2);
}
