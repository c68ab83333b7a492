// Runs a reference program under native CPython (python3 + the urllib `requests` shim) against the same server.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PROGRAMS = fileURLToPath(new URL('../../../e2e/fixtures/programs/', import.meta.url));

export interface NativeRun {
  result: unknown;
  /** Program time inside the interpreter (excludes interpreter start-up). */
  ms: number;
  /** Per request: [method, url, status, ms]. */
  requests: Array<[string, string, number, number]>;
}

export function runNative(program: string, baseUrl: string): NativeRun {
  const out = spawnSync('python3', [`${PROGRAMS}run_native.py`, `${PROGRAMS}${program}`, baseUrl], {
    encoding: 'utf8', timeout: 60_000,
  });
  if (out.status !== 0) throw new Error(`native run of ${program} failed: ${out.stderr}`);
  const lines = out.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as NativeRun;
}

export function programText(program: string): string {
  return readFileSync(`${PROGRAMS}${program}`, 'utf8');
}
