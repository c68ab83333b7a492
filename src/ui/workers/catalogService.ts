// The catalog worker's API as plain code (runs in Node for tests): load specs into the active set, answer catalog
// queries across it. A newer load in the same slot supersedes an older one; a failed load changes nothing.
import { releaseProxy, transfer, type Remote } from 'comlink';
import { mockTarget, readSpecText, SpecLoadError, type LoadedSpec, type LoadPhase, type OperationInfo } from '../../core/openapi';
import { throttleProgress } from './progressThrottle';
import { openSpec } from './openSpec';
import { createSourceSet, type ActiveSet, type LoadedSource } from './sourceSet';
import type { SpecCache } from './specCache';
import type { ApiPackageOutcome, SpecJsonOutcome, CatalogWorkerApi, LoadOptions, LoadOutcome, ProgressCallback, SpecErrorInfo, SpecInput, ContextTokens } from './catalogProtocol';


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

  /** A source's parsed document, its catalog given it (or replaced, when the stored index did not match). */
  async function specOf(source: LoadedSource): Promise<LoadedSpec> {
    const { spec, catalog } = await source.parse();
    if (catalog !== source.catalog) state.replaceCatalog(source, catalog);
    return spec;
  }

  /** The active set once every source in it has its document: what all but search and tags read. */
  async function parsedSet(): Promise<ActiveSet> {
    for (;;) {
      const active = state.activeSet();
      if (active.sources.every((s) => s.catalog.hasSpec)) return active;
      await Promise.all(active.sources.map(specOf));
    }
  }

  let parseQueued = false;
  /** Sources opened from the cache get their documents parsed one by one while no load is running. */
  function parseInBackground(): void {
    if (parseQueued) return;
    parseQueued = true;
    setTimeout(() => void (async () => {
      parseQueued = false;
      for (const source of state.all()) {
        // A load that starts pauses this; its end queues it again.
        if (inFlight.size > 0) return;
        if (!source.parsing()) await specOf(source).catch(() => undefined);
      }
    })(), 0);
  }

  /** One source's own counts, once per source. */
  function sourceTokens(source: LoadedSource): Promise<ContextTokens> {
    source.tokens ??= (async () => {
      await specOf(source);
      return (await loadTokenCounter()).countContextTokens(source.about, source.catalog);
    })();
    return source.tokens;
  }

  async function contextTokens(): Promise<ContextTokens> {
    const active = await parsedSet();
    const [first, ...rest] = active.sources;
    if (!first) throw new Error('No spec is loaded yet.');
    if (rest.length === 0) return sourceTokens(first);
    active.tokens ??= (async () => {
      const { countContextTokens } = await loadTokenCounter();
      const total = await countContextTokens(first.about, active.set, active.lines);
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
      const { cache } = options;
      const specOptions = { onProgress: report, signal: controller.signal, ...(options.fetch ? { fetch: options.fetch } : {}) };
      const decodeLater = input.kind === 'url' && (await cache?.mayHave(input.url)) === true;
      const text = await readSpecText(input, { ...specOptions, decodeLater });
      const opened = await openSpec(text, started, { cache, spec: specOptions, report });
      if (controller.signal.aborted) return { ok: false, superseded: true };
      const { catalog, summary, parse, parsing } = opened;
      // Stored after the answer is sent: the copy takes a moment the page need not wait for.
      if (opened.fresh && cache) setTimeout(() => void cache.write(text, catalog, (({ timings: _t, tokens: _n, ...rest }) => rest)(summary)), 0);
      const about = { title: summary.title, servers: summary.servers, allowlist: summary.allowlist, ...(summary.description ? { description: summary.description } : {}) };
      const { id, shortName } = state.admit({ about, catalog, parse, parsing }, loadOptions);
      return { ok: true, id, shortName, summary };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, superseded: true };
      return { ok: false, superseded: false, error: toErrorInfo(error) };
    } finally {
      if (inFlight.get(slot) === controller) inFlight.delete(slot);
      if (inFlight.size === 0) parseInBackground();
      // A comlink proxy holds a MessagePort until released; a plain function has no such member.
      const release = (onProgress as Partial<Remote<ProgressCallback>> | undefined)?.[releaseProxy];
      if (typeof release === 'function') release();
    }
  }

  /** The source, its parsed spec and its own operation behind a name search returned. */
  async function operationOf(name: string): Promise<{ spec: LoadedSpec; op: OperationInfo; shortName: string; first: boolean } | null> {
    const active = state.activeSet();
    const at = active.set.names.resolve(name);
    const index = at ? active.lines.findIndex((l) => l.shortName === at.shortName) : -1;
    const source = active.sources[index];
    if (!source || !at) return null;
    const spec = await specOf(source);
    const op = spec.operations.find((o) => o.name === at.name);
    return op ? { spec, op, shortName: at.shortName, first: index === 0 } : null;
  }

  return {
    load,
    remove: (id) => Promise.resolve(state.remove(id)),
    setActive: (next) => Promise.resolve(state.setActive(next)),
    active: () => Promise.resolve(state.active()),
    whenParsed: async () => void (await parsedSet()),
    contextTokens,
    countTokens: async (text) => (await loadTokenCounter()).countTokens(text),
    toolDefinitions: async () => {
      const classic = (await contextTokens()).classic;
      const active = await parsedSet();
      const first = active.sources[0];
      if (!first) throw new Error('No spec is loaded yet.');
      const several = active.sources.length > 1;
      return (await loadTokenCounter()).toolDefinitions(first.about, several ? active.set : first.catalog, classic, several ? active.lines : undefined);
    },
    // A brief search reads only the stored index; more detail reads the operations' descriptions and parameters.
    search: async (query, opts) => (opts?.detail === undefined || opts.detail === 'brief' ? set() : (await parsedSet()).set).search(query, opts),
    getSchema: async (names, detail, schemaOptions) => (await parsedSet()).set.getSchema(names, detail, schemaOptions),
    listTags: async () => set().listTags(),
    classicTools: async () => (await parsedSet()).set.classicTools(),
    operationSnippet: async (name, style = 'requests') => {
      let found: Awaited<ReturnType<typeof operationOf>>;
      try {
        found = await operationOf(name);
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : 'No spec is loaded yet.' };
      }
      if (!found) return { ok: false, error: `No operation named ${name} in this spec.` };
      try {
        const { clientSnippet, operationSnippet } = await loadSnippetModule();
        if (style === 'client') return { ok: true, code: clientSnippet(found.spec, found.op, found.shortName) };
        const code = operationSnippet(found.spec, found.op);
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
        const texts = await Promise.all(sources.map((s) => (s.json ??= specOf(s).then((spec) => JSON.stringify(spec.document)))));
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
          if (s.pkg?.name !== name) s.pkg = { name, outcome: Promise.all([loadPyclientModule(), specOf(s)]).then(([{ generatePackage }, spec]) => generatePackage(spec, name)) };
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
      const spec = await specOf(source);
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
