// The catalog worker's API as plain code (runs in Node for tests): load a spec, keep the last good one, answer
// catalog queries over it. A newer load supersedes an older one; a failed load leaves the previous spec active.
import { releaseProxy, transfer, type Remote } from 'comlink';
import { loadSpec, mockTarget, SpecLoadError, type LoadedSpec, type LoadPhase } from '../../core/openapi';
import { createCatalog, type Catalog } from '../../core/catalog';
import type { MockServer } from '../../core/mock';
import { throttleProgress } from './progressThrottle';
import type { ApiPackageOutcome, SpecJsonOutcome, CatalogWorkerApi, LoadOutcome, OperationSummary, ProgressCallback, SpecErrorInfo, SpecInput, LoadedSummary, ContextTokens } from './catalogProtocol';


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

// The tokenizer's ranks are ~2 MB of script (seconds to evaluate): a separate chunk, loaded after the spec is shown.
let tokenCounter: Promise<typeof import('./contextTokens')> | null = null;
const loadTokenCounter = () =>
  (tokenCounter ??= import('./contextTokens').catch((error: unknown) => {
    tokenCounter = null;
    throw error;
  }));

let pyclientModule: Promise<typeof import('../../core/pyclient')> | null = null;
const loadPyclientModule = () =>
  (pyclientModule ??= import('../../core/pyclient').catch((error: unknown) => {
    pyclientModule = null;
    throw error;
  }));

let mockModule: Promise<typeof import('../../core/mock')> | null = null;
let snippetModule: Promise<typeof import('../../core/snippet')> | null = null;
// The snippet generator shares the mock's chunk (Ajv, the sampler): loaded on the first "Try in playground".
const loadSnippetModule = () =>
  (snippetModule ??= import('../../core/snippet').catch((error: unknown) => {
    snippetModule = null;
    throw error;
  }));

const loadMockModule = () =>
  (mockModule ??= import('../../core/mock').catch((error: unknown) => {
    mockModule = null;
    throw error;
  }));

function summarize(spec: LoadedSpec, catalog: Catalog, loadMs: number): LoadedSummary {
  const summary: LoadedSummary = {
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
    tokens: null,
    timings: { loadMs, indexMs: catalog.indexMs },
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
  let current: { spec: LoadedSpec; catalog: Catalog; tokens?: Promise<ContextTokens>; mock?: { key: string; server: Promise<MockServer> }; pkg?: Promise<ApiPackageOutcome>; json?: Promise<SpecJsonOutcome> } | null = null;
  let inFlight: AbortController | null = null;

  function active(): Catalog {
    if (!current) throw new Error('No spec is loaded yet.');
    return current.catalog;
  }

  function contextTokens(): Promise<ContextTokens> {
    if (!current) return Promise.reject(new Error('No spec is loaded yet.'));
    const { spec, catalog } = current;
    current.tokens ??= loadTokenCounter().then(({ countContextTokens }) => countContextTokens(spec, catalog));
    return current.tokens;
  }

  async function load(input: SpecInput, onProgress?: Remote<ProgressCallback> | ProgressCallback): Promise<LoadOutcome> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const report = throttleProgress((phase: LoadPhase, detail?: string) => {
      if (!controller.signal.aborted) void onProgress?.(phase, detail);
    });
    try {
      const started = performance.now();
      const spec = await loadSpec(input, { onProgress: report, signal: controller.signal, ...(options.fetch ? { fetch: options.fetch } : {}) });
      const loadMs = performance.now() - started;
      report('indexing', `${spec.operations.length} operations`);
      const catalog = await createCatalog(spec, {
        onProgress: (done, total) => report('indexing', `${done} of ${total} operations`),
      });
      if (controller.signal.aborted) return { ok: false, superseded: true };
      const summary = summarize(spec, catalog, loadMs);
      current = { spec, catalog };
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
    contextTokens,
    countTokens: async (text) => (await loadTokenCounter()).countTokens(text),
    toolDefinitions: async () => {
      if (!current) throw new Error('No spec is loaded yet.');
      const { spec, catalog } = current;
      const classic = (await contextTokens()).classic;
      return (await loadTokenCounter()).toolDefinitions(spec, catalog, classic);
    },
    search: async (query, opts) => active().search(query, opts),
    getSchema: async (names, detail, options) => active().getSchema(names, detail, options),
    listTags: async () => active().listTags(),
    classicTools: async () => active().classicTools(),
    operationSnippet: async (name) => {
      const spec = current?.spec;
      const op = spec?.operations.find((o) => o.name === name);
      if (!spec || !op) return { ok: false, error: spec ? `No operation named ${name} in this spec.` : 'No spec is loaded yet.' };
      try {
        const { operationSnippet } = await loadSnippetModule();
        return { ok: true, code: operationSnippet(spec, op) };
      } catch (error) {
        return { ok: false, error: `Could not write the snippet: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    specJson: () => {
      const active = current;
      if (!active) return Promise.resolve({ ok: false, error: 'No spec is loaded yet.' });
      active.json ??= import('../../core/sources').then(({ defaultShortName }) => {
        const started = performance.now();
        // Lazily parsed parts (components, webhooks) are read here once; the text is kept with the spec.
        const text = JSON.stringify(active.spec.document);
        return { ok: true as const, name: defaultShortName(active.spec.title), text, ms: performance.now() - started };
      }).catch((error: unknown) => ({ ok: false as const, error: `Could not serialize the spec: ${error instanceof Error ? error.message : String(error)}` }));
      return active.json;
    },
    apiPackage: () => {
      const active = current;
      if (!active) return Promise.resolve({ ok: false, error: 'No spec is loaded yet.' });
      active.pkg ??= Promise.all([loadPyclientModule(), import('../../core/sources')]).then(([{ generatePackage }, { defaultShortName }]) => {
        const started = performance.now();
        const pkg = generatePackage(active.spec, defaultShortName(active.spec.title));
        return { ok: true as const, pkg, ms: performance.now() - started };
      }).catch((error: unknown) => ({ ok: false as const, error: `Could not generate the Python package: ${error instanceof Error ? error.message : String(error)}` }));
      return active.pkg;
    },
    mockResponse: async (req, servers) => {
      if (!current) throw new Error('No spec is loaded yet.');
      const { spec } = current;
      const key = JSON.stringify(servers);
      // Ajv and the sampler are a separate chunk, loaded on the first mocked request. The servers in use (the
      // user may have chosen others than the spec's) and the reserved mock origin answer.
      const active = current;
      if (active.mock?.key !== key) {
        const answering = [...servers, ...mockTarget({ ...spec, allowlist: [] }).allowlist];
        active.mock = { key, server: loadMockModule().then(({ createMockServer }) => createMockServer(spec, answering)) };
      }
      const server = await active.mock.server.catch((error: unknown) => {
        active.mock = undefined;
        throw error;
      });
      const res = server.answer(req);
      return transfer(res, [res.body.buffer]);
    },
  };
}
