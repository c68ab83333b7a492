// Fails unless every TypeScript file in the repo belongs to exactly one of the context configs tsconfig.json
// references: a file in none is never type-checked, a file in two is checked against two different sets of globals.
// Run by `npm run typecheck`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'bench-results']);

function parseConfig(file: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new Error(`cannot read ${file}`);
  return parsed;
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : typeScriptFiles(full);
    return /\.[cm]?tsx?$/.test(entry.name) ? [full] : [];
  });
}

const contexts = (parseConfig(path.join(ROOT, 'tsconfig.json')).projectReferences ?? []).map((ref) => ref.path);
const owners = new Map<string, string[]>();
for (const config of contexts) {
  for (const file of parseConfig(config).fileNames) {
    const key = path.resolve(file);
    owners.set(key, [...(owners.get(key) ?? []), path.basename(config)]);
  }
}

const problems = typeScriptFiles(ROOT).flatMap((file) => {
  const found = owners.get(file) ?? [];
  const rel = path.relative(ROOT, file);
  if (found.length === 0) return [`${rel} is in no tsconfig (add it to the config of the context it runs in)`];
  if (found.length > 1) return [`${rel} is in ${found.join(' and ')} (exactly one context config must own it)`];
  return [];
});
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`Every TypeScript file belongs to exactly one of ${contexts.map((c) => path.basename(c)).join(', ')}.`);
