// Turns what the worker reported (already validated) into the page's RunResult.
import type { RequestLogEntry, RunResult, WorkerRunOutcome } from '../contract';

export function toRunResult(o: WorkerRunOutcome, requests: RequestLogEntry[], durationMs: number): RunResult {
  let result: unknown = o.stdout;
  if (o.resultJson !== '') {
    try {
      result = JSON.parse(o.resultJson) as unknown;
    } catch {
      result = o.resultJson;
    }
  }
  return {
    ok: o.ok,
    result,
    stdout: o.stdout,
    stderr: o.stderr,
    ...(o.error !== undefined ? { error: o.error } : {}),
    ...(o.traceback !== undefined ? { traceback: o.traceback } : {}),
    requests,
    durationMs: Math.round(durationMs),
    ...(o.truncated.length ? { truncated: o.truncated } : {}),
  };
}

export function failedRun(error: string, requests: RequestLogEntry[], durationMs: number): RunResult {
  return { ok: false, result: null, stdout: '', stderr: '', error, requests, durationMs: Math.round(durationMs) };
}
