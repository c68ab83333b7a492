// Runs a reference program under native CPython (python3 + the urllib `requests` shim) against the same server.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

// Async on purpose: the brewery server may run in this same process, and a blocking spawn would starve it.
export async function runNative(program: string, baseUrl: string): Promise<NativeRun> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)('python3', [`${PROGRAMS}run_native.py`, `${PROGRAMS}${program}`, baseUrl], {
      encoding: 'utf8', timeout: 60_000,
    }));
  } catch (error) {
    throw new Error(`native run of ${program} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
  }
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as NativeRun;
}

export function programText(program: string): string {
  return readFileSync(`${PROGRAMS}${program}`, 'utf8');
}
