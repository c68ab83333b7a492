// Command-line access to the core: inspect / search / schema / tokens over a spec file or URL.
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { loadSpec, SpecLoadError } from '../src/core/openapi';
import type { LoadedSpec } from '../src/core/openapi';
import type { Catalog } from '../src/core/catalog';
import { detailFlag, limitFlag, parseArgs, UsageError, USAGE } from './cli/args';
import type { ParsedArgs } from './cli/args';

/** Bad input that is not a usage mistake: message only, exit 1. */
class InputError extends Error {}

async function load(spec: string): Promise<LoadedSpec> {
  if (/^https?:\/\//i.test(spec)) return loadSpec({ kind: 'url', url: spec });
  const path = resolve(spec);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new InputError(code === 'ENOENT' ? `No such file: ${spec}` : `Cannot read ${spec}: ${String(error)}`);
  }
  return loadSpec({ kind: 'text', text, name: basename(path), baseUrl: pathToFileURL(path).href });
}

async function catalogFor(spec: LoadedSpec): Promise<Catalog> {
  const { createCatalog } = await import('../src/core/catalog');
  return createCatalog(spec);
}

function print(value: unknown, pretty = true): void {
  process.stdout.write(JSON.stringify(value, null, pretty ? 2 : undefined) + '\n');
}

function inspect(spec: LoadedSpec): unknown {
  return {
    title: spec.title,
    version: spec.version,
    openapi: spec.originalVersion,
    ...(spec.originalVersion.startsWith('2') ? { upgradedTo: spec.document.openapi } : {}),
    operations: spec.operations.length,
    servers: spec.servers,
    allowlist: spec.allowlist,
    tags: spec.tags.map((t) => ({ name: t.name, count: t.count })),
    securitySchemes: spec.securitySchemes.map((s) => ({ key: s.key, type: s.type })),
    warnings: spec.warnings,
  };
}

async function searchRows(catalog: Catalog, query: string, limit: number | undefined): Promise<unknown[]> {
  const response = await catalog.search(query, limit === undefined ? {} : { limit });
  return response.hits.map((h) => ({ name: h.name, method: h.method, path: h.path, summary: h.summary }));
}

async function runBatch(catalog: Catalog, limit: number | undefined): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    const query = line.trim();
    print(query === '' ? [] : await searchRows(catalog, query, limit), false);
  }
}

async function main(args: ParsedArgs): Promise<void> {
  const [command, specArg, ...rest] = args.positionals;
  if (command === undefined || args.flags.has('help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  if (!['inspect', 'search', 'schema', 'tokens'].includes(command)) throw new UsageError(`Unknown command "${command}"`);
  if (specArg === undefined) throw new UsageError(`${command} needs a <spec> (file path or http(s) URL)`);
  const limit = command === 'search' ? limitFlag(args) : undefined;
  const detail = command === 'schema' ? detailFlag(args) : 'detailed';
  if (command === 'search' && !args.flags.has('batch') && rest.length === 0) throw new UsageError('search needs a <query> (or --batch)');
  if (command === 'schema' && rest.length === 0) throw new UsageError('schema needs at least one operation <name>');
  const spec = await load(specArg);
  if (command === 'inspect') return print(inspect(spec));
  const catalog = await catalogFor(spec);
  if (command === 'search') {
    if (args.flags.has('batch')) return runBatch(catalog, limit);
    return print(await searchRows(catalog, rest.join(' '), limit));
  }
  if (command === 'schema') {
    const response = await catalog.getSchema(rest, detail);
    if (args.flags.has('text')) {
      process.stdout.write(response.text + '\n');
    } else {
      print({ found: response.found, missing: response.missing });
    }
    if (response.found.length === 0) process.exitCode = 1;
    return;
  }
  const { contextTokens } = await import('../src/core/context');
  const counts = await contextTokens(spec, catalog);
  print({
    operations: counts.operations,
    classic: { tokens: counts.classic.tokens, ...(counts.classic.exact ? {} : { estimated: true, sampledTools: counts.classic.sampledTools }) },
    codeMode: { tokens: counts.codeMode.tokens },
    dual: counts.dual,
    tokenizer: counts.tokenizer,
  });
}

try {
  await main(parseArgs(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`error: ${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof InputError) {
    process.stderr.write(`error: ${error.message}\n`);
    process.exitCode = 1;
  } else if (error instanceof SpecLoadError) {
    process.stderr.write(`error (${error.kind}): ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
