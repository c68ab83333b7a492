// External files behind $refs, fetched once with json-schema-ref-parser (resolve only, no dereference) so the lazy
// resolver can follow them synchronously later. Loaded with a dynamic import: most specs never need it.
import $RefParser from '@apidevtools/json-schema-ref-parser';
import type { FileInfo } from '@apidevtools/json-schema-ref-parser';
import { SpecLoadError } from './types';
import { parseSpecText } from './parse';
import { fetchSpecText } from './fetchSpec';
import { normalizeFileUrl } from './externalRefs';

export interface ExternalFiles {
  files: Map<string, unknown>;
  bases: WeakMap<object, string>;
}

export async function loadExternalFiles(
  root: Record<string, unknown>, rootUrl: string, fetchFn: typeof fetch, signal?: AbortSignal,
): Promise<ExternalFiles> {
  const parser = new $RefParser();
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
      continueOnError: false,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new SpecLoadError('ref', `An external $ref could not be loaded: ${message}`);
  }
  const files = new Map<string, unknown>();
  const bases = new WeakMap<object, string>();
  const values = $refs.values() as Record<string, unknown>;
  const rootKey = normalizeFileUrl(rootUrl);
  for (const [path, value] of Object.entries(values)) {
    const key = normalizeFileUrl(path);
    if (key === rootKey) continue;
    files.set(key, value);
    markBases(value, key, bases);
  }
  return { files, bases };
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
