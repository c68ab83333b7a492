// The run's /data directory: the page's workspace files are written there before the script starts, and what the
// script wrote or deleted there is collected after it ended: only regular files whose real path is under the real
// /data directory (never through a link). Data only: /data is never on sys.path (cmp_runner drops such entries).
import type { WorkspaceChanges, WorkspaceFile } from '../contract';
import { isWorkspaceName, type WorkspaceCaps } from '../../core/workspace';

export const DATA_DIR = '/data';
/** Handed-in files get this mtime: any write by the script moves it on, so a change is never missed. */
const HANDED_MTIME = 0;
const MAX_DEPTH = 16;

/** The part of Emscripten's FS we use. */
export interface DataFs {
  mkdirTree: (path: string) => void;
  writeFile: (path: string, data: Uint8Array | string) => void;
  readFile: (path: string) => Uint8Array;
  readdir: (path: string) => string[];
  lstat: (path: string) => { mode: number; size: number; mtime: Date | number };
  utime: (path: string, atime: number, mtime: number) => void;
  isDir: (mode: number) => boolean;
  isFile: (mode: number) => boolean;
  /** The path with every link resolved (throws when it does not exist). */
  realPath: (path: string) => string;
}

/** Emscripten's FS as Pyodide exposes it (the members dataFs takes). */
export type EmscriptenFs = Omit<DataFs, 'realPath'> & {
  lookupPath: (path: string, options: { follow: boolean }) => { node: unknown };
  getPath: (node: unknown) => string;
};

/** Its functions taken once, at boot, before any script: a script's later `pyodide_js.FS.lstat = …` is never called. */
export function dataFs(fs: EmscriptenFs): DataFs {
  const lookupPath = fs.lookupPath.bind(fs);
  const getPath = fs.getPath.bind(fs);
  return {
    mkdirTree: fs.mkdirTree.bind(fs), writeFile: fs.writeFile.bind(fs), readFile: fs.readFile.bind(fs), readdir: fs.readdir.bind(fs),
    lstat: fs.lstat.bind(fs), utime: fs.utime.bind(fs), isDir: fs.isDir.bind(fs), isFile: fs.isFile.bind(fs),
    realPath: (path) => getPath(lookupPath(path, { follow: true }).node),
  };
}

export function handIn(fs: DataFs, files: readonly WorkspaceFile[]): Set<string> {
  fs.mkdirTree(DATA_DIR);
  const handed = new Set<string>();
  for (const f of files) {
    if (!isWorkspaceName(f.name)) continue;
    const path = `${DATA_DIR}/${f.name}`;
    fs.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    fs.writeFile(path, f.bytes);
    fs.utime(path, HANDED_MTIME, HANDED_MTIME);
    handed.add(f.name);
  }
  return handed;
}

interface Found {
  name: string;
  size: number;
  changed: boolean;
}

/** True when `path` exists and is itself a directory, not a link to one, and resolves to itself. */
function isRealDir(fs: DataFs, path: string): boolean {
  try {
    return fs.isDir(fs.lstat(path).mode) && fs.realPath(path) === path;
  } catch {
    return false;
  }
}

/** Only through real directories (lstat: a link is never followed), only regular files that resolve to themselves. */
function walk(fs: DataFs, dir: string, prefix: string, depth: number, out: Found[], odd: string[]): void {
  let names: string[];
  try {
    names = fs.readdir(dir);
  } catch {
    return;
  }
  for (const entry of names) {
    if (entry === '.' || entry === '..') continue;
    const name = prefix + entry;
    const path = `${dir}/${entry}`;
    let st: ReturnType<DataFs['lstat']>;
    try {
      st = fs.lstat(path);
      if (fs.isFile(st.mode) && fs.realPath(path) !== path) continue;
    } catch {
      continue;
    }
    if (fs.isDir(st.mode)) {
      if (depth < MAX_DEPTH && isRealDir(fs, path)) walk(fs, path, `${name}/`, depth + 1, out, odd);
    } else if (!fs.isFile(st.mode)) continue;
    else if (!isWorkspaceName(name)) odd.push(name);
    else out.push({ name, size: st.size, changed: Number(st.mtime) !== HANDED_MTIME });
  }
}

/** /data exists but is a link or not a directory: what it points at is not the workspace. */
function replaced(fs: DataFs): boolean {
  try {
    fs.lstat(DATA_DIR);
  } catch {
    return false;
  }
  return !isRealDir(fs, DATA_DIR);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** New and rewritten files under /data (bytes copied out of the interpreter) and deleted handed-in ones; or why none are kept. */
export function collect(fs: DataFs, handed: ReadonlySet<string>, caps: WorkspaceCaps): { changes: WorkspaceChanges; error?: string } {
  const found: Found[] = [];
  const odd: string[] = [];
  const none = { written: [], deleted: [] };
  if (replaced(fs)) return { changes: none, error: `${DATA_DIR} was replaced by a link or a file: nothing this run wrote under /data was kept` };
  walk(fs, DATA_DIR, '', 0, found, odd);
  const big = found.find((f) => f.size > caps.maxFileBytes);
  if (big) return { changes: none, error: `/data/${big.name} is ${mb(big.size)}; a workspace file may be at most ${mb(caps.maxFileBytes)}: nothing this run wrote under /data was kept` };
  const total = found.reduce((sum, f) => sum + f.size, 0);
  if (total > caps.maxTotalBytes) return { changes: none, error: `/data holds ${mb(total)}; the workspace may hold at most ${mb(caps.maxTotalBytes)}: nothing this run wrote under /data was kept` };
  if (found.length > caps.maxFiles) return { changes: none, error: `/data holds ${found.length} files; the workspace may hold at most ${caps.maxFiles}: nothing this run wrote under /data was kept` };
  const present = new Set(found.map((f) => f.name));
  const changes: WorkspaceChanges = {
    written: found.filter((f) => f.changed || !handed.has(f.name)).map((f) => ({ name: f.name, bytes: fs.readFile(`${DATA_DIR}/${f.name}`) })),
    deleted: [...handed].filter((name) => !present.has(name)),
  };
  const skipped = odd.length ? `Not kept (names may use letters, digits, _ . - and /, no hidden files): ${odd.slice(0, 5).map((n) => `/data/${n}`).join(', ')}` : undefined;
  return { changes, ...(skipped ? { error: skipped } : {}) };
}
