import { describe, expect, it } from 'vitest';
import type { WorkerRunOutcome } from '../contract';
import { failedRun, toRunResult } from './result';

const base: WorkerRunOutcome = { ok: true, stdout: 'printed\n', stderr: '', truncated: [] };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('toRunResult', () => {
  it('uses the parsed result when the script set one', () => {
    expect(toRunResult({ ...base, result: bytes('{"a":[1,2]}') }, [], 12.4)).toMatchObject({ ok: true, result: { a: [1, 2] }, durationMs: 12 });
  });
  it('falls back to stdout when the script set no result', () => {
    expect(toRunResult(base, [], 1).result).toBe('printed\n');
  });
  it('keeps unparsable result text as a string instead of throwing', () => {
    expect(toRunResult({ ...base, result: bytes('{oops') }, [], 1).result).toBe('{oops');
  });
  it('cuts a result longer than the cap for display and hands its whole JSON over as resultFile', () => {
    const whole = bytes(JSON.stringify(Array.from({ length: 1_000 }, (_, i) => ({ i, name: `brewery ${i}` }))));
    const r = toRunResult({ ...base, result: whole }, [], 1, 5_000);
    expect(String(r.result)).toMatch(/^\[\{"i":0,.*\n… \[result truncated: [\d,]+ more characters dropped\]$/s);
    expect(r.truncated).toEqual(['result']);
    expect((JSON.parse(new TextDecoder().decode(r.resultFile)) as unknown[]).length).toBe(1_000);
    expect('resultFile' in toRunResult({ ...base, result: bytes('[1]') }, [], 1, 5_000)).toBe(false);
  });
  it('passes errors, traceback and truncation through', () => {
    const r = toRunResult({ ...base, ok: false, error: 'ValueError: x', traceback: 'tb', truncated: ['stdout'] }, [], 1);
    expect(r).toMatchObject({ ok: false, error: 'ValueError: x', traceback: 'tb', truncated: ['stdout'] });
  });
  it('omits truncated when nothing was cut', () => {
    expect('truncated' in toRunResult(base, [], 1)).toBe(false);
  });
});

describe('failedRun', () => {
  it('is a value with the error and the requests so far', () => {
    const log = [{ method: 'GET', url: 'u', status: 200, ms: 1, bytes: 2, allowed: true }];
    expect(failedRun('Timed out', log, 30_000.6)).toEqual({
      ok: false, result: null, stdout: '', stderr: '', error: 'Timed out', requests: log, durationMs: 30_001,
    });
  });
});
