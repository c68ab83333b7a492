// dataDir against Pyodide's own file system (in Node): what comes back is regular files really under /data.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nodePyodideWithShim, type NodePyodide } from '../../../scripts/pyodide-stdlib/stdlibZip';
import { WORKSPACE_CAPS } from '../../core/workspace';
import { collect, dataFs, handIn, type DataFs, type EmscriptenFs } from './dataDir';

let py: NodePyodide;
let fs: DataFs;
const text = (s: string) => new TextEncoder().encode(s);

describe('/data collection', () => {
  // One interpreter (a boot takes seconds); each test starts from no /data.
  beforeAll(async () => {
    py = await nodePyodideWithShim();
  }, 120_000);
  beforeEach(() => {
    py.runPython('import os, shutil\nif os.path.islink("/data"): os.remove("/data")\nelif os.path.exists("/data"): shutil.rmtree("/data")');
    fs = dataFs(py.FS as unknown as EmscriptenFs);
  });

  it('keeps new and rewritten regular files, never what a link inside /data points at', () => {
    const handed = handIn(fs, [{ name: 'kept.json', bytes: text('[1]') }, { name: 'old.txt', bytes: text('x') }]);
    py.runPython([
      'import os',
      'os.remove("/data/old.txt")',
      'os.makedirs("/data/sub")',
      'open("/data/sub/new.csv", "w").write("a,b\\n")',
      'os.symlink("/lib/cmp/cmp_runner.py", "/data/runner.py")',
      'os.symlink("/lib/cmp", "/data/sub/shim")',
    ].join('\n'));
    const { changes, error } = collect(fs, handed, WORKSPACE_CAPS);
    expect(error).toBeUndefined();
    expect(changes.written.map((f) => f.name)).toEqual(['sub/new.csv']);
    expect(changes.deleted).toEqual(['old.txt']);
  });

  it('/data replaced by a link: nothing from where it points comes back, and the workspace loses nothing', () => {
    const handed = handIn(fs, [{ name: 'kept.json', bytes: text('[1]') }]);
    py.runPython('import os, shutil\nshutil.rmtree("/data")\nos.symlink("/lib/cmp", "/data")');
    const { changes, error } = collect(fs, handed, WORKSPACE_CAPS);
    expect(changes).toEqual({ written: [], deleted: [] });
    expect(error).toMatch(/^\/data was replaced by a link or a file: nothing this run wrote under \/data was kept$/);
  });

  it('/data removed: the handed files count as deleted, as before', () => {
    const handed = handIn(fs, [{ name: 'kept.json', bytes: text('[1]') }]);
    py.runPython('import shutil\nshutil.rmtree("/data")');
    expect(collect(fs, handed, WORKSPACE_CAPS)).toEqual({ changes: { written: [], deleted: ['kept.json'] } });
  });

  it('reads through the functions taken at boot, not through a script\'s later patch of FS', () => {
    const handed = handIn(fs, []);
    const patchable = py.FS as unknown as { lstat: unknown };
    const lstat = patchable.lstat;
    patchable.lstat = () => {
      throw new Error('patched');
    };
    try {
      py.runPython('open("/data/a.txt", "w").write("a")');
      expect(collect(fs, handed, WORKSPACE_CAPS).changes.written.map((f) => f.name)).toEqual(['a.txt']);
    } finally {
      patchable.lstat = lstat;
    }
  });
});
