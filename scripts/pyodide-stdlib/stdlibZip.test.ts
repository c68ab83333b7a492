// The app's stdlib zip, checked in the interpreter it is made for (Pyodide in Node): the stock entries unchanged, and
// an interpreter booted from it that imports what a sandbox imports compiles no stdlib source.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_IMPORTS, PYODIDE_PACKAGE_DIR, SHIM_IMPORTS, STDLIB_ZIP, compiledStdlib, nodePyodideWithShim } from './stdlibZip';

describe('the stdlib zip with bytecode', () => {
  it('is named by its inputs', () => {
    expect(STDLIB_ZIP).toMatch(/^python_stdlib-[0-9a-f]{10}\.zip$/);
  });

  it('keeps every stock entry, and an interpreter booted from it imports the shim without compiling stdlib source', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cmp-stdlib-'));
    const zip = path.join(dir, STDLIB_ZIP);
    writeFileSync(zip, await compiledStdlib());
    const py = await nodePyodideWithShim(zip);
    py.FS.writeFile('/tmp/stock.zip', readFileSync(path.join(PYODIDE_PACKAGE_DIR, 'python_stdlib.zip')));
    py.FS.writeFile('/tmp/ours.zip', readFileSync(zip));
    const report = JSON.parse(String(py.runPython(`${SHIM_IMPORTS}
import json, traceback, zipfile
for name in ${JSON.stringify(COMMON_IMPORTS)}:
    __import__(name)
stdlib = next(p for p in sys.path if p.endswith('.zip'))
origins = [getattr(getattr(m, '__spec__', None), 'origin', None) or '' for m in list(sys.modules.values())]
stock, ours = zipfile.ZipFile('/tmp/stock.zip'), zipfile.ZipFile('/tmp/ours.zip')
names = set(ours.namelist())
try:
    json.loads('{')
except ValueError:
    tb = traceback.format_exc()
json.dumps({
    'from_source': sorted(o for o in origins if o.startswith(stdlib) and o.endswith('.py')),
    'bytecode': sum(o.startswith(stdlib) and o.endswith('.pyc') for o in origins),
    'changed': [i.filename for i in stock.infolist() if i.filename not in names or ours.read(i.filename) != stock.read(i)],
    'orphans': sorted(n for n in names if n.endswith('.pyc') and n[:-1] not in names),
    'tb': tb,
})`))) as { from_source: string[]; bytecode: number; changed: string[]; orphans: string[]; tb: string };
    expect(report.changed).toEqual([]);
    expect(report.orphans).toEqual([]);
    expect(report.from_source).toEqual([]);
    expect(report.bytecode).toBeGreaterThan(100);
    // Sources stay beside the bytecode: a stdlib frame in a traceback shows its line.
    expect(report.tb).toContain('return _default_decoder.decode(s)');
  }, 120_000);
});
