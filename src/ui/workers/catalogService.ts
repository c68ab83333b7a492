// The catalog worker's API as plain code (runs in Node for tests): load specs into the active set, answer catalog
// queries across it. A newer load in the same slot supersedes an older one; a failed load changes nothing.
import { releaseProxy, transfer, type Remote } from 'comlink';
import { loadSpecText, mockTarget, readSpecText, SpecLoadError, type LoadedSpec, type LoadPhase, type OperationInfo } from '../../core/openapi';
import { createCatalog, type Catalog } from '../../core/catalog';
import { throttleProgress } from './progressThrottle';
import { createSourceSet, type ActiveSet, type LoadedSource } from './sourceSet';
import type { SpecCache } from './specCache';
import type { ApiPackageOutcome, SpecJsonOutcome, CatalogWorkerApi, LoadOptions, LoadOutcome, OperationSummary, ProgressCallback, SpecErrorInfo, SpecInput, LoadedSummary, ContextTokens } from './catalogProtocol';


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

function summarize(spec: LoadedSpec, catalog: Catalog, loadMs: number, cached: boolean): LoadedSummary {
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
    timings: { loadMs, indexMs: catalog.indexMs, ...(cached ? { cached: true } : {}) },
  };
  if (spec.url) summary.url = spec.url;
  if (spec.description) summary.description = spec.description;
  return summary;
}

export interface CatalogServiceOptions {
  /** Injected in tests; the worker uses the global fetch. */
  fetch?: typeof fetch;
  /** Parsed and indexed specs stored in this browser (the worker passes IndexedDB's); absent: always load. */
  cache?: SpecCache;
}

export function createCatalogService(options: CatalogServiceOptions = {}): CatalogWorkerApi {
  const state = createSourceSet();
  const inFlight = new Map<string, AbortController>();

  const set = () => state.activeSet().set;

  /** One source's own counts, once per source. */
  function sourceTokens(source: LoadedSource): Promise<ContextTokens> {
    source.tokens ??= loadTokenCounter().then(({ countContextTokens }) => countContextTokens(source.spec, source.catalog));
    return source.tokens;
  }

  function contextTokens(): Promise<ContextTokens> {
    let active: ActiveSet;
    try {
      active = state.activeSet();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const [first, ...rest] = active.sources;
    if (!first) return Promise.reject(new Error('No spec is loaded yet.'));
    if (rest.length === 0) return sourceTokens(first);
    active.tokens ??= (async () => {
      const { countContextTokens } = await loadTokenCounter();
      const total = await countContextTokens(first.spec, active.set, active.lines);
      const perApi = await Promise.all(active.sources.map(async (s, i) => ({ id: s.id, shortName: active.lines[i]?.shortName ?? '', tokens: await sourceTokens(s) })));
      return { ...total, perApi };
    })();
    return active.tokens;
  }

  async function load(input: SpecInput, onProgress?: Remote<ProgressCallback> | ProgressCallback, loadOptions: LoadOptions = {}): Promise<LoadOutcome> {
    const slot = loadOptions.slot ?? 'main';
    inFlight.get(slot)?.abort();
    const controller = new AbortController();
    inFlight.set(slot, controller);
    const report = throttleProgress((phase: LoadPhase, detail?: string) => {
      if (!controller.signal.aborted) void onProgress?.(phase, detail);
    });
    try {
      const started = performance.now();
      const specOptions = { onProgress: report, signal: controller.signal, ...(options.fetch ? { fetch: options.fetch } : {}) };
      const text = await readSpecText(input, specOptions);
      const spec = await loadSpecText(text, specOptions);
      const loadMs = performance.now() - started;
      report('indexing', `${spec.operations.length} operations`);
      const cached = await options.cache?.read(text, spec);
      const catalog = cached ?? await createCatalog(spec, {
        onProgress: (done, total) => report('indexing', `${done} of ${total} operations`),
      });
      if (controller.signal.aborted) return { ok: false, superseded: true };
      // Stored after the answer is sent: the copy takes a moment the page need not wait for.
      const { cache } = options;
      if (!cached && cache) setTimeout(() => void cache.write(text, catalog), 0);
      const summary = summarize(spec, catalog, loadMs, Boolean(cached));
      const { id, shortName } = state.admit(spec, catalog, loadOptions);
      return { ok: true, id, shortName, summary };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, superseded: true };
      return { ok: false, superseded: false, error: toErrorInfo(error) };
    } finally {
      if (inFlight.get(slot) === controller) inFlight.delete(slot);
      // A comlink proxy holds a MessagePort until released; a plain function has no such member.
      const release = (onProgress as Partial<Remote<ProgressCallback>> | undefined)?.[releaseProxy];
      if (typeof release === 'function') release();
    }
  }

  /** The source and its own operation behind a name search returned. */
  function operationOf(name: string): { source: LoadedSource; op: OperationInfo; shortName: string; first: boolean } | null {
    const active = state.activeSet();
    const at = active.set.names.resolve(name);
    const index = at ? active.lines.findIndex((l) => l.shortName === at.shortName) : -1;
    const source = active.sources[index];
    const op = source?.spec.operations.find((o) => o.name === at?.name);
    return source && op && at ? { source, op, shortName: at.shortName, first: index === 0 } : null;
  }

  return {
    load,
    remove: (id) => Promise.resolve(state.remove(id)),
    setActive: (next) => Promise.resolve(state.setActive(next)),
    active: () => Promise.resolve(state.active()),
    contextTokens,
    countTokens: async (text) => (await loadTokenCounter()).countTokens(text),
    toolDefinitions: async () => {
      const active = state.activeSet();
      const first = active.sources[0];
      if (!first) throw new Error('No spec is loaded yet.');
      const classic = (await contextTokens()).classic;
      const several = active.sources.length > 1;
      return (await loadTokenCounter()).toolDefinitions(first.spec, several ? active.set : first.catalog, classic, several ? active.lines : undefined);
    },
    search: async (query, opts) => set().search(query, opts),
    getSchema: async (names, detail, schemaOptions) => set().getSchema(names, detail, schemaOptions),
    listTags: async () => set().listTags(),
    classicTools: async () => set().classicTools(),
    operationSnippet: async (name, style = 'requests') => {
      let found: ReturnType<typeof operationOf>;
      try {
        found = operationOf(name);
      } catch {
        return { ok: false, error: 'No spec is loaded yet.' };
      }
      if (!found) return { ok: false, error: `No operation named ${name} in this spec.` };
      try {
        const { clientSnippet, operationSnippet } = await loadSnippetModule();
        if (style === 'client') return { ok: true, code: clientSnippet(found.source.spec, found.op, found.shortName) };
        const code = operationSnippet(found.source.spec, found.op);
        // Another API than the first: its base URL is BASE_URLS[its short name], not BASE_URL.
        return { ok: true, code: found.first ? code : code.replace(/\bBASE_URL\b/g, `BASE_URLS["${found.shortName}"]`) };
      } catch (error) {
        return { ok: false, error: `Could not write the snippet: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    specJson: async (): Promise<SpecJsonOutcome> => {
      try {
        const { sources, lines } = state.activeSet();
        const names = lines.map((l) => l.shortName);
        const started = performance.now();
        // Lazily parsed parts (components, webhooks) are read here once; the text is kept with the spec.
        const texts = await Promise.all(sources.map((s) => (s.json ??= Promise.resolve().then(() => JSON.stringify(s.spec.document)))));
        return { ok: true, specs: texts.map((text, i) => ({ name: names[i] ?? `api_${i + 1}`, text })), ms: performance.now() - started };
      } catch (error) {
        return { ok: false, error: `Could not serialize the spec: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    apiPackage: async (): Promise<ApiPackageOutcome> => {
      try {
        const { sources, lines } = state.activeSet();
        const names = lines.map((l) => l.shortName);
        const started = performance.now();
        const pkgs = await Promise.all(sources.map((s, i) => {
          const name = names[i] ?? `api_${i + 1}`;
          if (s.pkg?.name !== name) s.pkg = { name, outcome: loadPyclientModule().then(({ generatePackage }) => generatePackage(s.spec, name)) };
          return s.pkg.outcome.catch((error: unknown) => {
            s.pkg = undefined;
            throw error;
          });
        }));
        return { ok: true, pkgs, ms: performance.now() - started };
      } catch (error) {
        return { ok: false, error: `Could not generate the Python package: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    mockResponse: async (req, servers, sourceId) => {
      const source = sourceId !== undefined ? state.get(sourceId) : state.activeSet().sources[0];
      if (!source) throw new Error(sourceId !== undefined ? `No loaded API has id ${sourceId}.` : 'No spec is loaded yet.');
      const { spec } = source;
      const key = JSON.stringify(servers);
      // Ajv and the sampler are a separate chunk, loaded on the first mocked request. The servers in use (the
      // user may have chosen others than the spec's) and the reserved mock origin answer.
      if (source.mock?.key !== key) {
        const answering = [...servers, ...mockTarget({ ...spec, allowlist: [] }).allowlist];
        source.mock = { key, server: loadMockModule().then(async ({ createMockServer, loadFaker }) => createMockServer(spec, answering, await loadFaker())) };
      }
      const server = await source.mock.server.catch((error: unknown) => {
        source.mock = undefined;
        throw error;
      });
      const res = server.answer(req);
      return transfer(res, [res.body.buffer]);
    },
    mockReset: async (sourceId) => {
      const first = state.active()[0];
      const source = state.get(sourceId ?? first?.id ?? '');
      const server = await source?.mock?.server.catch(() => null);
      server?.reset();
    },
  };
}
