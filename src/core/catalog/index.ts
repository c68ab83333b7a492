// createCatalog(): builds the search index for a loaded spec and answers search / get_schema / list_tags / classic tools.
import type { LoadedSpec, TagInfo } from '../openapi/types';
import type { ClassicToolDef, Detail, SchemaOptions, SchemaResponse, SearchOptions, SearchResponse } from './types';
import { addDescriptionTerms, buildEntry, descriptionDeferred } from './entries';
import type { Entry } from './entries';
import { attachOperations, packEntries, unpackEntries } from './packedEntries';
import { buildIndex, loadIndex, saveIndex, yieldNow, type OpsIndex } from './orama-index';
import { computeStats } from './rank';
import { runSearch, searchPage } from './search';
import type { SearchContext } from './search';
import type { Catalog, CatalogOptions, CatalogSnapshot } from './catalog';
export type { Catalog, CatalogOptions, CatalogSnapshot } from './catalog';
import { buildLookup, buildSchemaResponse, type NameLookup } from './schema';
import { buildClassicTools } from './classic';
import { countParameterTerms, parameterTermShares } from './parameter-terms';

// The catalog's public surface beyond createCatalog: its types and the search evaluation (scripts/eval-search.ts).
export type * from './types';
export { createCatalogSet } from './set';
export type { CatalogMember, CatalogSet } from './set';
export { evaluateQueries, evaluateTasks, parseEvalSet, parseTaskSet } from './evaluate';
export type { EvalMiss, EvalResult, EvalRow, TaskResult, TaskRow } from './evaluate';
export { groupBy, parseMultiSet, scoreRow, summarize } from './evaluate-multi';
export type { MultiOutcome, MultiRow, Scores } from './evaluate-multi';

const ENTRY_BATCH = 1000;
const WARM_UP_QUERY = 'list items by name';

export async function createCatalog(spec: LoadedSpec, options: CatalogOptions = {}): Promise<Catalog> {
  const started = performance.now();
  const entries: Entry[] = [];
  // Parameters' enum values for the API's profile, read with the entries (MS Graph: 10-45 ms), not on a search.
  const enumCounts = new Map<string, number>();
  // Entries are built in slices with a yield between them: Graph has 11k operations.
  for (let start = 0; start < spec.operations.length; start += ENTRY_BATCH) {
    const batch = spec.operations.slice(start, start + ENTRY_BATCH);
    for (const op of batch) entries.push(buildEntry(op, true));
    countParameterTerms(batch, enumCounts);
    await yieldNow();
  }
  const db = await buildIndex(entries, (done) => options.onProgress?.(done, entries.length));
  // Description terms only feed the reranker (not the Orama index): they are added after the spec is shown, in the
  // background; a search that comes first adds the rest itself, so every search ranks over the same complete terms.
  return assemble(spec, spec.tags, entries, db, started, entries.filter(descriptionDeferred), parameterTermShares(spec.operations, enumCounts));
}

/**
 * A catalog from its snapshot (see Catalog.snapshot): no entries to build, no index to fill, no spec parsed. It
 * searches at once; get_schema and classic tools wait for attachSpec with the spec parsed from the same text.
 */
export function restoreCatalog(saved: CatalogSnapshot): Catalog {
  const started = performance.now();
  return assemble(null, saved.tags, unpackEntries(saved.entries), loadIndex(saved.index), started, []);
}

function assemble(parsed: LoadedSpec | null, tags: TagInfo[], entries: Entry[], db: OpsIndex, started: number, deferred: Entry[], enumShares?: Map<string, number>): Catalog {
  let spec = parsed;
  const withSpec = (): LoadedSpec => {
    if (!spec) throw new Error('The spec is not parsed yet.');
    return spec;
  };
  const tagNames = new Map(tags.map((t) => [t.name.toLowerCase(), t.name]));
  // Built on the first get_schema: search does not need it (Graph: 11k operations).
  let lookup: NameLookup | undefined;
  const lookupOf = () => (lookup ??= buildLookup(entries));
  const indexMs = performance.now() - started;
  let classic: ClassicToolDef[] | undefined;
  let ctx: SearchContext | null = null;
  const complete = (): SearchContext => {
    if (ctx) return ctx;
    for (const e of deferred.splice(0)) addDescriptionTerms(e);
    ctx = { db, entries, stats: computeStats(entries), tagNames };
    return ctx;
  };
  // Read from the operations' parameters, which a restored catalog has once its spec is attached.
  let parameterShares: { withSpec: boolean; shares: Map<string, number> } | undefined = enumShares && { withSpec: true, shares: enumShares };
  const parameterShare = (t: string): number => {
    if (parameterShares?.withSpec !== (spec !== null)) parameterShares = { withSpec: spec !== null, shares: spec ? parameterTermShares(spec.operations) : new Map<string, number>() };
    return parameterShares.shares.get(t) ?? 0;
  };
  // A restored catalog reads them while idle once its spec is attached, not on the next search over several APIs.
  const warmParameters = () => void parameterShare('');
  void (async () => {
    await yieldNow();
    while (deferred.length > 0) {
      for (const e of deferred.splice(0, ENTRY_BATCH)) addDescriptionTerms(e);
      await yieldNow();
    }
    complete();
    await yieldNow();
    // One search while idle compiles the search path and fills the scoring features of common operations, so the
    // first search the user or model makes (often over several APIs at once) does not pay for it. Results are unchanged.
    searchPage(complete(), WARM_UP_QUERY);
  })();

  const searchSync = (query: string, opts?: SearchOptions): SearchResponse => runSearch(complete(), query, opts);
  const getSchemaSync = (names: string[], detail: Detail = 'detailed', schemaOptions: SchemaOptions = {}): SchemaResponse =>
    buildSchemaResponse(withSpec(), lookupOf(), names, detail, schemaOptions);
  const listTagsSync = (): TagInfo[] => tags.map((t) => ({ ...t }));
  const classicToolsSync = (): ClassicToolDef[] => (classic ??= buildClassicTools(withSpec()));

  return {
    operationCount: entries.length,
    indexMs,
    searchSync,
    getSchemaSync,
    listTagsSync,
    classicToolsSync,
    searchPageSync: (query, opts) => searchPage(complete(), query, opts),
    getSchemaNamed: (names, detail, schemaOptions, nameOf) => buildSchemaResponse(withSpec(), lookupOf(), names, detail, schemaOptions, nameOf),
    hasTerm: (t) => complete().stats.df.has(t),
    hasTag: (t) => tagNames.has(t.toLowerCase()),
    operationNames: () => entries.map((e) => e.op.name),
    snapshot: () => {
      const packed = packEntries(complete().entries);
      return packed && { entries: packed, index: saveIndex(db), tags };
    },
    get hasSpec() {
      return spec !== null;
    },
    attachSpec: (next) => {
      if (spec) return spec === next;
      if (!attachOperations(entries, next.operations)) return false;
      spec = next;
      void yieldNow().then(warmParameters);
      return true;
    },
    termShare: (t) => (complete().stats.df.get(t) ?? 0) / Math.max(1, entries.length),
    parameterShare,
    search: (query, opts) => Promise.resolve(searchSync(query, opts)),
    getSchema: (names, detail, schemaOptions) => Promise.resolve(getSchemaSync(names, detail, schemaOptions)),
    listTags: () => Promise.resolve(listTagsSync()),
    classicTools: () => Promise.resolve(classicToolsSync()),
  };
}
