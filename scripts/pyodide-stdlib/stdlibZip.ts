// The standard library zip the app serves: Pyodide's own, plus bytecode for every module a sandbox imports before its
// first run (compile_stdlib.py). Python compiles no stdlib source while booting: a cold boot takes 0.8-0.9 s instead
// of 2.2-2.3 s on 2 cores. Made by this Pyodide itself (bytecode is specific to its CPython), cached by input hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The npm package's folder, and its version. */
export const PYODIDE_PACKAGE_DIR = path.dirname(require.resolve('pyodide/package.json'));
export const PYODIDE_VERSION = (JSON.parse(readFileSync(path.join(PYODIDE_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compilerPath = path.join(root, 'scripts/pyodide-stdlib/compile_stdlib.py');
const shimDir = path.join(root, 'src/sandbox/python');
const cacheDir = path.join(root, 'node_modules/.cache/cmp-pyodide-stdlib');

/** Modules scripts often import that the shim does not: their first import in a run skips compiling too. */
export const COMMON_IMPORTS = ['csv', 'statistics', 'pprint', 'textwrap', 'string', 'decimal', 'hashlib', 'urllib.request'];

/** The sandbox's Python shim as it is written into the interpreter (the same files pythonFiles.ts ships). */
export function shimFiles(dir = shimDir, rel = ''): Array<[string, string]> {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).flatMap((e): Array<[string, string]> => {
    if (e.isDirectory()) return e.name === 'tests' ? [] : shimFiles(path.join(dir, e.name), `${rel}${e.name}/`);
    return e.name.endsWith('.py') ? [[`${rel}${e.name}`, readFileSync(path.join(dir, e.name), 'utf8')]] : [];
  });
}

/** Everything the zip's content depends on; its hash names the file, so a changed zip is a new URL. */
function inputsHash(): string {
  const inputs = JSON.stringify([PYODIDE_VERSION, readFileSync(compilerPath, 'utf8'), shimFiles(), COMMON_IMPORTS]);
  return createHash('sha256').update(inputs).digest('hex').slice(0, 10);
}

export const STDLIB_ZIP = `python_stdlib-${inputsHash()}.zip`;

/** The part of Pyodide's API used here and in the test. */
export interface NodePyodide {
  FS: { writeFile: (p: string, d: string | Uint8Array) => void; readFile: (p: string) => Uint8Array; mkdirTree: (p: string) => void };
  runPython: (code: string) => unknown;
  globals: { set: (k: string, v: unknown) => void };
}

/** What the sandbox's boot imports (SHIM_SETUP in src/sandbox/worker/entry.ts; the e2e bytecode check catches a drift). */
export const SHIM_IMPORTS = "import sys\nsys.path.insert(0, '/lib/cmp')\nimport requests, cmp_runner, cmp_urllib, cmp_compat\n";

/** Pyodide in Node, quiet, with the shim written where the sandbox writes it; `stdLibURL` picks another stdlib zip. */
export async function nodePyodideWithShim(stdLibURL?: string): Promise<NodePyodide> {
  const { loadPyodide } = (await import('pyodide')) as unknown as { loadPyodide: (o: object) => Promise<NodePyodide> };
  const py = await loadPyodide({ indexURL: `${PYODIDE_PACKAGE_DIR}/`, stdout: () => undefined, stderr: () => undefined, ...(stdLibURL ? { stdLibURL } : {}) });
  for (const [rel, source] of shimFiles()) {
    const full = `/lib/cmp/${rel}`;
    py.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    py.FS.writeFile(full, source);
  }
  return py;
}

async function build(): Promise<Uint8Array> {
  const py = await nodePyodideWithShim();
  py.FS.writeFile('/tmp/stock.zip', readFileSync(path.join(PYODIDE_PACKAGE_DIR, 'python_stdlib.zip')));
  py.FS.writeFile('/tmp/compile_stdlib.py', readFileSync(compilerPath, 'utf8'));
  py.globals.set('common_imports', COMMON_IMPORTS.join(' '));
  // The sandbox boot's imports, then the common ones.
  py.runPython(
    SHIM_IMPORTS +
    "sys.path.insert(0, '/tmp')\nimport compile_stdlib\ncompile_stdlib.main('/tmp/stock.zip', '/tmp/out.zip', common_imports.split())\n",
  );
  return py.FS.readFile('/tmp/out.zip');
}

let pending: Promise<Uint8Array> | null = null;

/** The zip's bytes: from the cache when these inputs were built before, else built (a few seconds) and cached. */
export function compiledStdlib(): Promise<Uint8Array> {
  pending ??= (async () => {
    const cached = path.join(cacheDir, STDLIB_ZIP);
    if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
    const bytes = await build();
    mkdirSync(cacheDir, { recursive: true });
    // Written whole, then renamed: a build running beside this one never reads half a zip.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, cached);
    return bytes;
  })();
  // A failed build is tried again on the next request (a dev server lives on).
  pending.catch(() => (pending = null));
  return pending;
}
