// Fails when any of our TypeScript files import each other in a cycle, or when src/core's folders do (a folder's
// product file importing one that imports it back, through any files). Type-only imports, re-exports and dynamic
// import() count too: a cycle through types still ties the files' meaning together. Run by `npm run typecheck`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'test-support', 'scripts', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '__fixtures__']);
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  noEmit: true,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Our own files that `file` imports (packages, virtual modules and `?raw` assets are not edges). */
function edges(file: string, known: Set<string>): string[] {
  const targets = specifiers(file).flatMap((spec) => {
    const resolved = ts.resolveModuleName(spec, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && known.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
  });
  return [...new Set(targets)];
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** One concrete loop through a component, for the message. */
function loopIn(component: string[], graph: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const loop = [v];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0]!)!);
        return [...loop, start];
      }
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

const CORE = path.join(ROOT, 'src', 'core');

/** The folder of src/core a file is in (its first path segment below src/core), or null outside src/core. */
function coreFolder(file: string): string | null {
  const rel = path.relative(CORE, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0]!;
}

/** src/core's folders and the imports between them, from product files only: a test may drive a higher folder. */
function coreFolders(graph: Map<string, string[]>): { folders: Map<string, string[]>; witness: Map<string, string> } {
  const folders = new Map<string, string[]>();
  const witness = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = coreFolder(file);
    if (from === null || /\.test\.tsx?$/.test(file)) continue;
    if (!folders.has(from)) folders.set(from, []);
    for (const target of targets) {
      const to = coreFolder(target);
      if (to === null || to === from || witness.has(`${from}→${to}`)) continue;
      folders.get(from)!.push(to);
      witness.set(`${from}→${to}`, `${rel(file)} imports ${rel(target)}`);
    }
  }
  return { folders, witness };
}

const rel = (file: string) => path.relative(ROOT, file);
const files = SCANNED.map((dir) => path.join(ROOT, dir)).filter((dir) => existsSync(dir)).flatMap(sourceFiles);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, edges(file, known)]));
const found = cycles(graph);
for (const component of found) {
  const loop = loopIn(component, graph);
  console.error(`Import cycle: ${loop.map(rel).join(' → ')}`);
  if (loop.length - 1 < component.length) console.error(`  (all ${component.length} files in this tangle: ${component.map(rel).join(', ')})`);
}
const { folders, witness } = coreFolders(graph);
const folderCycles = cycles(folders);
for (const component of folderCycles) {
  const loop = loopIn(component, folders);
  console.error(`Folder cycle inside src/core: ${loop.join(' → ')} (core's folders must point one way; move the shared part down into a folder both can import):`);
  for (let i = 0; i + 1 < loop.length; i++) console.error(`  ${loop[i]} → ${loop[i + 1]}: ${witness.get(`${loop[i]}→${loop[i + 1]}`)}`);
  if (loop.length - 1 < component.length) console.error(`  (all ${component.length} folders in this tangle: ${component.join(', ')})`);
}
if (found.length > 0 || folderCycles.length > 0) process.exit(1);
console.log(`No import cycles among ${files.length} files, nor among src/core's ${folders.size} folders.`);
