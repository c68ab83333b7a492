// The run's /apis: each loaded API's generated Python package (core/pyclient), written before the script starts and
// made read-only (files 0444, folders 0555: Emscripten enforces modes once booted). `import apis` finds it through
// cmp_apis' finder, never through sys.path, so / (and /data) stay off the import path.

export const APIS_DIR = '/apis';
/** code-spec's search runs: the loaded specs as /specs/<short name>.json (the same path core/discovery's prelude reads). */
export const SPECS_DIR = '/specs';
/** A relative path of plain segments: no `..`, no leading dot, nothing but names and `/`. */
const SAFE = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export interface ApisFs {
  mkdirTree: (path: string) => void;
  writeFile: (path: string, data: Uint8Array) => void;
  chmod: (path: string, mode: number) => void;
}

/** Writes `files` (path under `root` → text) and locks them; a path that is not plain is skipped. Returns the count written. */
export function mountApis(fs: ApisFs, files: Readonly<Record<string, string | Uint8Array>>, root = APIS_DIR): number {
  const entries = Object.entries(files).filter(([rel, text]) => SAFE.test(rel) && !rel.split('/').includes('..') && (typeof text === 'string' || text instanceof Uint8Array));
  if (entries.length === 0) return 0;
  const dirs = new Set<string>([root]);
  // Bytes, not a string: Emscripten encodes a string one character at a time (GitHub's spec: 1.2 s against 58 ms).
  const utf8 = new TextEncoder();
  for (const [rel, text] of entries) {
    const full = `${root}/${rel}`;
    const dir = full.slice(0, full.lastIndexOf('/'));
    fs.mkdirTree(dir);
    for (let d = dir; d.length > root.length; d = d.slice(0, d.lastIndexOf('/'))) dirs.add(d);
    fs.writeFile(full, typeof text === 'string' ? utf8.encode(text) : text);
    fs.chmod(full, 0o444);
  }
  for (const d of [...dirs].sort((a, b) => b.length - a.length)) fs.chmod(d, 0o555);
  return entries.length;
}
