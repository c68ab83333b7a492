// Opening one spec for the catalog worker. Text indexed before by this build re-opens from the spec cache: searchable
// from the stored index and summary at once, its document parsed afterwards (parse(), which every reader of the spec
// awaits). Other text is parsed and indexed first.
import { createCatalog, type Catalog } from '../../core/catalog';
import { loadSpecText, mockTarget, type LoadedSpec, type LoadPhase, type LoadSpecOptions, type SpecText } from '../../core/openapi';
import type { LoadedSummary, OperationSummary } from './catalogProtocol';
import type { SpecCache, StoredSummary } from './specCache';

export interface ParsedSpec {
  spec: LoadedSpec;
  /** The catalog to use with it: the opened one, or a new one when the stored index did not line up with it. */
  catalog: Catalog;
}

export interface OpenedSpec {
  catalog: Catalog;
  summary: LoadedSummary;
  /** Indexed now (not from the cache): worth storing. */
  fresh: boolean;
  /** The parsed document, parsed on the first call (at once when it was parsed to open it). */
  parse: () => Promise<ParsedSpec>;
  /** Whether parse() has begun. */
  parsing: () => boolean;
}

export interface OpenOptions {
  cache?: SpecCache | undefined;
  /** The load's own options (progress, abort): the deferred parse takes only `fetch`. */
  spec: LoadSpecOptions;
  report: (phase: LoadPhase, detail?: string) => void;
}

function operationSummaries(spec: LoadedSpec): OperationSummary[] {
  return spec.operations.map((op) => ({
    name: op.name,
    method: op.method.toUpperCase() as OperationSummary['method'],
    path: op.path,
    summary: op.summary ?? op.description?.split('\n')[0]?.slice(0, 160) ?? '',
    tags: op.tags,
    deprecated: op.deprecated,
  }));
}

export function storedSummary(spec: LoadedSpec): StoredSummary {
  const summary: StoredSummary = {
    source: spec.source,
    title: spec.title,
    version: spec.version,
    originalVersion: spec.originalVersion,
    servers: spec.servers,
    allowlist: spec.allowlist,
    tags: spec.tags,
    operations: operationSummaries(spec),
    warnings: spec.warnings,
    securitySchemes: spec.securitySchemes,
    mock: mockTarget(spec),
  };
  if (spec.url) summary.url = spec.url;
  if (spec.description) summary.description = spec.description;
  return summary;
}

const withTimings = (stored: StoredSummary, loadMs: number, indexMs: number, cached: boolean): LoadedSummary =>
  ({ ...stored, tokens: null, timings: { loadMs, indexMs, ...(cached ? { cached: true } : {}) } });

const parsedNow = (parsed: ParsedSpec) => ({ parse: () => Promise.resolve(parsed), parsing: () => true });

export async function openSpec(text: SpecText, started: number, options: OpenOptions): Promise<OpenedSpec> {
  const { cache, report } = options;
  const hit = await cache?.read(text);
  const fetchOnly: LoadSpecOptions = options.spec.fetch ? { fetch: options.spec.fetch } : {};
  if (hit && !hit.parseFirst) {
    const { catalog } = hit;
    const loadMs = performance.now() - started - catalog.indexMs;
    // Held until parsed, then let go (GitHub's text is 13 MB).
    let unparsed: SpecText | null = text;
    let parsed: Promise<ParsedSpec> | undefined;
    const parse = () => (parsed ??= (async () => {
      const read = unparsed as SpecText;
      unparsed = null;
      const spec = await loadSpecText(read, fetchOnly);
      if (catalog.attachSpec(spec)) return { spec, catalog };
      // Not the operations it was stored with (the same bytes and build should not allow it): index this spec.
      const indexed = await createCatalog(spec);
      void cache?.write(read, indexed, storedSummary(spec));
      return { spec, catalog: indexed };
    })());
    return { catalog, summary: withTimings(hit.summary, loadMs, catalog.indexMs, true), fresh: false, parse, parsing: () => parsed !== undefined };
  }
  const spec = await loadSpecText(text, options.spec);
  const loadMs = performance.now() - started;
  report('indexing', `${spec.operations.length} operations`);
  if (hit?.catalog.attachSpec(spec)) return { catalog: hit.catalog, summary: withTimings(storedSummary(spec), loadMs, hit.catalog.indexMs, true), fresh: false, ...parsedNow({ spec, catalog: hit.catalog }) };
  const catalog = await createCatalog(spec, { onProgress: (done, total) => report('indexing', `${done} of ${total} operations`) });
  return { catalog, summary: withTimings(storedSummary(spec), loadMs, catalog.indexMs, false), fresh: true, ...parsedNow({ spec, catalog }) };
}
