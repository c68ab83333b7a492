// Turns what the worker reported (already validated) into the page's RunResult.
import type { RequestLogEntry, RunResult, WorkerRunOutcome } from '../contract';

/**
 * The result's JSON is parsed when it fits the output cap; a longer one is shown cut (as text) and handed over
 * whole as `resultFile`, for the caller to keep (e.g. in the chat workspace) instead of losing it.
 */
export function toRunResult(o: WorkerRunOutcome, requests: RequestLogEntry[], durationMs: number, maxChars = Infinity): RunResult {
  let result: unknown = o.stdout;
  let resultFile: Uint8Array | undefined;
  const truncated = [...o.truncated];
  if (o.result) {
    const text = new TextDecoder().decode(o.result);
    if (text.length > maxChars) {
      result = `${text.slice(0, maxChars)}\n… [result truncated: ${(text.length - maxChars).toLocaleString('en-US')} more characters dropped]`;
      if (!truncated.includes('result')) truncated.push('result');
      resultFile = o.result;
    } else {
      try {
        result = JSON.parse(text) as unknown;
      } catch {
        result = text;
      }
    }
  }
  return {
    ok: o.ok,
    result,
    ...(resultFile ? { resultFile } : {}),
    stdout: o.stdout,
    stderr: o.stderr,
    ...(o.error !== undefined ? { error: o.error } : {}),
    ...(o.traceback !== undefined ? { traceback: o.traceback } : {}),
    requests,
    durationMs: Math.round(durationMs),
    ...(truncated.length ? { truncated } : {}),
    ...(o.files ? { files: o.files } : {}),
    ...(o.filesError !== undefined ? { filesError: o.filesError } : {}),
  };
}

export function failedRun(error: string, requests: RequestLogEntry[], durationMs: number): RunResult {
  return { ok: false, result: null, stdout: '', stderr: '', error, requests, durationMs: Math.round(durationMs) };
}
