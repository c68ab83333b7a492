// Runs the Python `requests` shim's unit tests under native CPython (bridge and pyodide.ffi stubbed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const python = ['python3', 'python'].find((cmd) => spawnSync(cmd, ['--version']).status === 0);

describe('requests shim (CPython)', () => {
  it.skipIf(!python)('passes its unittest suite', () => {
    const run = spawnSync(python!, ['-m', 'unittest', '-v', 'tests/test_requests_shim.py', 'tests/test_call_tool.py'], {
      cwd: here,
      env: { ...process.env, PYTHONPATH: [path.join(here, 'tests/stubs'), here].join(path.delimiter), PYTHONDONTWRITEBYTECODE: '1' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Ran \d+ tests/);
  });
});
