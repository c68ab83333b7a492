// Fails when any of our TypeScript files import each other in a cycle. Type-only imports, re-exports and dynamic
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

const files = SCANNED.map((dir) => path.join(ROOT, dir)).filter((dir) => existsSync(dir)).flatMap(sourceFiles);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, edges(file, known)]));
const found = cycles(graph);
const rel = (file: string) => path.relative(ROOT, file);
for (const component of found) {
  const loop = loopIn(component, graph);
  console.error(`Import cycle: ${loop.map(rel).join(' → ')}`);
  if (loop.length - 1 < component.length) console.error(`  (all ${component.length} files in this tangle: ${component.map(rel).join(', ')})`);
}
if (found.length > 0) process.exit(1);
console.log(`No import cycles among ${files.length} files.`);
