// The two maps of the code stay complete: docs/architecture.md names every src/core folder, and src/sandbox/README.md
// names every file of the sandbox (tests aside), so a new folder or file cannot land without its line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CORE = join(ROOT, 'src', 'core');
const SANDBOX = join(ROOT, 'src', 'sandbox');
const read = (path: string) => readFileSync(path, 'utf8');

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** The sandbox's product files: not tests (`*.test.ts`, the Python tests and their stubs), not the README itself. */
function sandboxProductFiles(paths: readonly string[]): string[] {
  return paths.filter((p) => !p.endsWith('.test.ts') && !p.startsWith('python/tests/') && p !== 'README.md').sort();
}

/** `name` as a whole path in `text`: not the tail of a longer path or name, nor the head of one. */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w./-])${escaped}(?![\\w/-])`).test(text);
}

/** The sandbox files a README names by their path under src/sandbox or by their file name. */
function unnamedFiles(readme: string, files: readonly string[]): string[] {
  return files.filter((f) => !mentions(readme, f) && !mentions(readme, f.slice(f.lastIndexOf('/') + 1)));
}

/** The core folders an architecture doc does not name as `` `<folder>/` ``. */
function unnamedFolders(doc: string, folders: readonly string[]): string[] {
  return folders.filter((f) => !doc.includes(`\`${f}/\``));
}

describe('docs/architecture.md', () => {
  const folders = readdirSync(CORE, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

  it('names every src/core folder', () => {
    expect(folders).toContain('sources');
    expect(unnamedFolders(read(join(ROOT, 'docs', 'architecture.md')), folders)).toEqual([]);
  });

  it('names as a core folder only folders that exist', () => {
    const doc = read(join(ROOT, 'docs', 'architecture.md'));
    const section = /## Source folders\n([\s\S]*?)\n- `src\/sandbox\/`/.exec(doc)?.[1] ?? '';
    const bullets = [...section.matchAll(/^ {2}- `([\w-]+)\/`/gm)].map((m) => m[1]);
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.filter((b) => !folders.includes(b ?? ''))).toEqual([]);
  });
});

describe('src/sandbox/README.md', () => {
  const files = sandboxProductFiles(filesUnder(SANDBOX));

  it('names every file of the sandbox but its tests', () => {
    expect(files).toContain('broker/dispatch.ts');
    expect(files.some((f) => f.startsWith('python/tests/'))).toBe(false);
    expect(unnamedFiles(read(join(SANDBOX, 'README.md')), files)).toEqual([]);
  });

  it('names in its file map only files that exist', () => {
    const readme = read(join(SANDBOX, 'README.md'));
    const map = /```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const named = [...map.matchAll(/(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.(?:ts|py))(?![\w/-])/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    const known = (n: string) => files.some((f) => f === n || f.endsWith(`/${n}`));
    expect(named.filter((n) => !known(n))).toEqual([]);
  });
});

describe('unnamedFiles', () => {
  it('takes a path or a file name, never the tail of another path', () => {
    const files = ['limits.ts', 'host/runLimits.ts', 'worker/output.ts', 'python/requests/api.py'];
    expect(unnamedFiles('worker/output.ts, `api.py` and src/core/execution/limits.ts', files)).toEqual(['limits.ts', 'host/runLimits.ts']);
    expect(unnamedFiles('runLimits.ts and limits.ts', files)).toEqual(['worker/output.ts', 'python/requests/api.py']);
  });
});
