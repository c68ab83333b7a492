// Test doubles at the MCP layer's edge (catalog worker, sandbox, broker). Imported by unit tests only.
import type { CatalogApi, ClassicToolDef, Detail, SchemaResponse, SearchOptions, SearchResponse } from '../src/core/catalog';
import type { CodeRunner, ExecutionResult } from '../src/core/execution';
import type { HttpExecutor, HttpOutcome, HttpRequestSpec } from '../src/core/surfaces';

export class FakeCatalog implements CatalogApi {
  readonly searches: Array<{ query: string; options?: SearchOptions }> = [];
  readonly schemaCalls: Array<{ names: string[]; detail?: Detail }> = [];
  constructor(private readonly classic: ClassicToolDef[] = []) {}
  search(query: string, options?: SearchOptions): Promise<SearchResponse> {
    this.searches.push({ query, options });
    const hit = { name: 'listBreweries', method: 'GET' as const, path: '/breweries', summary: 'List breweries', score: 1 };
    return Promise.resolve({ query, total: 1, hits: [hit], header: '1 of 1 operations', text: '1 of 1 operations\n- listBreweries: GET /breweries — List breweries' });
  }
  getSchema(names: string[], detail?: Detail): Promise<SchemaResponse> {
    this.schemaCalls.push({ names, detail });
    const found = names.filter((n) => n === 'listBreweries').map((name) => ({ name, method: 'GET' as const, path: '/breweries', text: '## listBreweries\nGET /breweries\n- by_name: string' }));
    const missing = names.filter((n) => n !== 'listBreweries').map((name) => ({ name, suggestions: ['listBreweries'] }));
    const text = [...found.map((f) => f.text), ...missing.map((m) => `Unknown operation "${m.name}". Did you mean: ${m.suggestions.join(', ')}?`)].join('\n\n');
    return Promise.resolve({ found, missing, text });
  }
  listTags() {
    return Promise.resolve([]);
  }
  classicTools() {
    return Promise.resolve(this.classic);
  }
}

export function execResult(partial: Partial<ExecutionResult>): ExecutionResult {
  return { ok: true, result: null, stdout: '', stderr: '', requests: [], durationMs: 12, ...partial };
}

/** Returns scripted results in order and records the code and signal it was given. */
export class FakeRunner implements CodeRunner {
  readonly calls: Array<{ code: string; signal?: AbortSignal }> = [];
  constructor(private readonly results: Array<ExecutionResult | ((signal?: AbortSignal) => Promise<ExecutionResult>)>) {}
  run(code: string, options?: { signal?: AbortSignal }): Promise<ExecutionResult> {
    this.calls.push({ code, signal: options?.signal });
    const next = this.results.shift();
    if (next === undefined) return Promise.resolve(execResult({ ok: false, error: 'no scripted result' }));
    return typeof next === 'function' ? next(options?.signal) : Promise.resolve(next);
  }
}

/** A broker that records requests and answers from a handler. */
export function fakeHttp(handler: (req: HttpRequestSpec) => { status: number; body: string }): HttpExecutor & { requests: HttpRequestSpec[] } {
  const requests: HttpRequestSpec[] = [];
  const fn = (req: HttpRequestSpec): Promise<HttpOutcome> => {
    requests.push(req);
    const { status, body } = handler(req);
    const log = { method: req.method, url: req.url, status, ms: 3, bytes: body.length, allowed: true };
    return Promise.resolve({ ok: true, status, statusText: status === 200 ? 'OK' : 'Error', url: req.url, headers: [], bodyText: body, bytes: body.length, log });
  };
  return Object.assign(fn, { requests });
}
