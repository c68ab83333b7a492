// The catalog worker's API as plain code (runs in Node for tests): load a spec, keep the last good one, answer
// catalog queries over it. A newer load supersedes an older one; a failed load leaves the previous spec active.
import { releaseProxy, type Remote } from 'comlink';
import { loadSpec } from '../../core/spec/load';
import { SpecLoadError, type LoadedSpec, type LoadPhase } from '../../core/spec/types';
import { createCatalog, type Catalog } from '../../core/catalog/index';
import type { CatalogWorkerApi, LoadOutcome, OperationSummary, ProgressCallback, SpecErrorInfo, SpecInput, SpecSummary } from './catalogProtocol';


function toErrorInfo(error: unknown): SpecErrorInfo {
  if (error instanceof SpecLoadError) {
    const info: SpecErrorInfo = { kind: error.kind, message: error.message };
    if (error.line !== undefined) info.line = error.line;
    if (error.column !== undefined) info.column = error.column;
    if (error.status !== undefined) info.status = error.status;
    return info;
  }
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
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

// The tokenizer's ranks are ~2 MB of script: a separate chunk, fetched while the first spec loads.
let tokenCounter: Promise<typeof import('./contextTokens')> | null = null;
const loadTokenCounter = () =>
  (tokenCounter ??= import('./contextTokens').catch((error: unknown) => {
    tokenCounter = null;
    throw error;
  }));

async function summarize(spec: LoadedSpec, catalog: Catalog, loadMs: number): Promise<SpecSummary> {
  const tokensStart = performance.now();
  const { countContextTokens } = await loadTokenCounter();
  const tokens = await countContextTokens(spec, catalog);
  const summary: SpecSummary = {
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
    tokens,
    timings: { loadMs, indexMs: catalog.indexMs, tokensMs: performance.now() - tokensStart },
  };
  if (spec.url) summary.url = spec.url;
  if (spec.description) summary.description = spec.description;
  return summary;
}

export interface CatalogServiceOptions {
  /** Injected in tests; the worker uses the global fetch. */
  fetch?: typeof fetch;
}

export function createCatalogService(options: CatalogServiceOptions = {}): CatalogWorkerApi {
  let current: Catalog | null = null;
  let inFlight: AbortController | null = null;
  void loadTokenCounter().catch(() => undefined);

  function active(): Catalog {
    if (!current) throw new Error('No spec is loaded yet.');
    return current;
  }

  async function load(input: SpecInput, onProgress?: Remote<ProgressCallback> | ProgressCallback): Promise<LoadOutcome> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const report = (phase: LoadPhase, detail?: string) => {
      if (!controller.signal.aborted) void onProgress?.(phase, detail);
    };
    try {
      const started = performance.now();
      const spec = await loadSpec(input, { onProgress: report, signal: controller.signal, ...(options.fetch ? { fetch: options.fetch } : {}) });
      const loadMs = performance.now() - started;
      report('indexing', `${spec.operations.length} operations`);
      const catalog = await createCatalog(spec, {
        onProgress: (done, total) => report('indexing', `${done} of ${total} operations`),
      });
      if (controller.signal.aborted) return { ok: false, superseded: true };
      report('indexing', 'counting tokens');
      const summary = await summarize(spec, catalog, loadMs);
      if (controller.signal.aborted) return { ok: false, superseded: true };
      current = catalog;
      return { ok: true, summary };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, superseded: true };
      return { ok: false, superseded: false, error: toErrorInfo(error) };
    } finally {
      if (inFlight === controller) inFlight = null;
      // A comlink proxy holds a MessagePort until released; a plain function has no such member.
      const release = (onProgress as Partial<Remote<ProgressCallback>> | undefined)?.[releaseProxy];
      if (typeof release === 'function') release();
    }
  }

  return {
    load,
    search: async (query, opts) => active().search(query, opts),
    getSchema: async (names, detail) => active().getSchema(names, detail),
    listTags: async () => active().listTags(),
    classicTools: async () => active().classicTools(),
  };
}
