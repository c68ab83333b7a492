// External files behind $refs, fetched once with json-schema-ref-parser (resolve only, no dereference) so the lazy
// resolver can follow them synchronously later. Loaded with a dynamic import: most specs never need it. A file that
// cannot be fetched or parsed is a warning, not a failed load: only the schemas that reach it show it as unresolved.
import $RefParser, { JSONParserErrorGroup } from '@apidevtools/json-schema-ref-parser';
import type { FileInfo } from '@apidevtools/json-schema-ref-parser';
import { SpecLoadError } from './types';
import { parseSpecText } from './parse';
import { fetchSpecText } from './fetchSpec';
import { normalizeFileUrl } from './externalRefs';

export interface ExternalFiles {
  files: Map<string, unknown>;
  bases: WeakMap<object, string>;
  /** One line per external file that could not be loaded: the ref's file and the reason. */
  failures: string[];
}

export async function loadExternalFiles(
  root: Record<string, unknown>, rootUrl: string, fetchFn: typeof fetch, signal?: AbortSignal,
): Promise<ExternalFiles> {
  const parser = new $RefParser();
  const failures: string[] = [];
  let $refs;
  try {
    $refs = await parser.resolve(rootUrl, root, {
      resolve: {
        external: true,
        http: false,
        fetchHttp: {
          order: 1,
          canRead: (file: FileInfo) => /^https?:/i.test(file.url),
          read: async (file: FileInfo) => (await fetchSpecText(file.url, fetchFn, signal)).text,
        },
      },
      parse: {
        json: false,
        yaml: false,
        binary: false,
        text: false,
        spec: { order: 1, canParse: true, parse: (file: FileInfo) => parseSpecText(String(file.data), file.url) },
      },
      continueOnError: true,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!(error instanceof JSONParserErrorGroup)) {
      const message = error instanceof Error ? error.message : String(error);
      throw new SpecLoadError('ref', `An external $ref could not be loaded: ${message}`);
    }
    $refs = (error.files as $RefParser).$refs;
    failures.push(...error.errors.map((e) => `${e.source ?? 'a referenced file'} (${e.message})`));
  }
  const files = new Map<string, unknown>();
  const bases = new WeakMap<object, string>();
  const values = $refs.values() as Record<string, unknown>;
  const rootKey = normalizeFileUrl(rootUrl);
  for (const [path, value] of Object.entries(values)) {
    const key = normalizeFileUrl(path);
    if (key === rootKey) continue;
    // With continueOnError, a file that failed to load or parse holds its error as its value.
    if (value instanceof Error) {
      failures.push(`${key} (${value.message})`);
      continue;
    }
    files.set(key, value);
    markBases(value, key, bases);
  }
  return { files, bases, failures: [...new Set(failures)] };
}

function markBases(root: unknown, file: string, bases: WeakMap<object, string>): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || bases.has(node)) continue;
    bases.set(node, file);
    for (const value of Array.isArray(node) ? node : Object.values(node as Record<string, unknown>)) stack.push(value);
  }
}
