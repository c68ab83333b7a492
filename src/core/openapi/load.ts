// Entry point of the spec engine: URL or text → parsed, upgraded, normalized LoadedSpec with a lazy schema resolver.
import type { LoadedSpec, ProgressFn } from './types';
import { fetchSpecText } from './fetchSpec';
import { formatBytesProgress } from './readBody';
import { parseSpecText } from './parse';
import { toOpenApi3 } from './version';
import { findExternalRefs, normalizeFileUrl, textMayHaveExternalRefs } from './externalRefs';
import type { ExternalFiles } from './externalFiles';
import { LazySchemaResolver } from './resolver';
import { extractOperations, isObj, scalarText } from './operations';
import { resolveServers } from './servers';
import { collectSecuritySchemes, collectTags } from './meta';

export type SpecInput =
  | { kind: 'url'; url: string }
  | { kind: 'text'; text: string; name?: string; baseUrl?: string };

export interface LoadSpecOptions {
  fetch?: typeof fetch;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
  /** readSpecText: decode a JSON body when its text is first read, not as it arrives (the spec cache may not need it). */
  decodeLater?: boolean;
}

/** The spec's text as read (fetched or given), before parsing: what the spec cache keys on. */
export interface SpecText {
  text: string;
  /** The exact text when `text` was made ASCII-safe for a fast parse (fetchSpecText). */
  exactText?: () => string;
  /** A fetched body's hash, taken as it arrived (see contentHash.ts): the spec cache's key instead of `text`'s. */
  hash?: string;
  source: string;
  url?: string;
}

/** Fetches a URL (or takes the text given): the first half of loadSpec. */
export async function readSpecText(input: SpecInput, options: LoadSpecOptions = {}): Promise<SpecText> {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const progress: ProgressFn = options.onProgress ?? (() => undefined);
  if (input.kind === 'url') {
    progress('fetching', input.url);
    const fetched = await fetchSpecText(input.url, fetchFn, options.signal, {
      asciiJson: true,
      ...(options.decodeLater ? { decodeLater: true } : {}),
      onBytes: (received, total) => progress('fetching', `${input.url} · ${formatBytesProgress(received, total)}`),
    });
    const read: SpecText = {
      get text() {
        return fetched.text;
      },
      source: input.url,
      url: fetched.url,
    };
    if (fetched.exactText) read.exactText = fetched.exactText;
    if (fetched.hash) read.hash = fetched.hash;
    return read;
  }
  const url = input.baseUrl ? normalizeFileUrl(input.baseUrl) : undefined;
  return { text: input.text, source: input.name ?? 'pasted text', ...(url ? { url } : {}) };
}

export async function loadSpec(input: SpecInput, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  return loadSpecText(await readSpecText(input, options), options);
}

/** Parses, upgrades and normalizes text read by readSpecText: the second half of loadSpec. */
export async function loadSpecText(read: SpecText, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const progress: ProgressFn = options.onProgress ?? (() => undefined);
  const { signal } = options;
  const { text, exactText, source, url } = read;
  signal?.throwIfAborted();
  progress('parsing', `${(text.length / 1024).toFixed(0)} KB`);
  const parsed = await parseSpecText(text, source, exactText);
  const { document, originalVersion } = await toOpenApi3(parsed, source, url);
  const warnings: string[] = [];

  let external: ExternalFiles | undefined;
  if (textMayHaveExternalRefs(text)) {
    const refs = findExternalRefs(document);
    if (refs.length > 0) {
      if (url) {
        progress('resolving', `${refs.length === 20 ? '20+' : refs.length} external reference(s)`);
        const { loadExternalFiles } = await import('./externalFiles');
        external = await loadExternalFiles(document, url, fetchFn, signal);
        for (const failure of external.failures) {
          warnings.push(`An external $ref could not be loaded: ${failure}. Schemas that use it show it as "x-unresolved-ref"; the rest of the spec works.`);
        }
      } else {
        warnings.push(`The spec refers to other files (${refs.slice(0, 3).join(', ')}) but was not loaded from a URL, so those $refs cannot be resolved. Load it by URL to resolve them.`);
      }
    }
  }
  signal?.throwIfAborted();
  progress('normalizing');
  const resolver = new LazySchemaResolver(document, url ?? '', external?.files, external?.bases);
  const operations = extractOperations(document, resolver, warnings);
  if (operations.length === 0) warnings.push('The spec has no operations under "paths".');
  // An MCP server's tools that are not offered, each with its reason (core/sources/mcp/spec.ts).
  const notOffered: unknown = document['x-mcp-not-offered'];
  if (Array.isArray(notOffered)) warnings.push(...notOffered.filter((w): w is string => typeof w === 'string'));
  const { servers, allowlist } = resolveServers(document, url, warnings);
  const info = isObj(document.info) ? document.info : {};
  const spec: LoadedSpec = {
    source,
    originalVersion,
    document,
    title: typeof info.title === 'string' && info.title.trim() ? info.title.trim() : 'Untitled API',
    version: scalarText(info.version),
    servers,
    allowlist,
    operations,
    tags: collectTags(document, operations),
    securitySchemes: collectSecuritySchemes(document, resolver),
    warnings,
    resolver,
  };
  if (url) spec.url = url;
  if (typeof info.description === 'string' && info.description.trim()) spec.description = info.description.trim();
  return spec;
}
