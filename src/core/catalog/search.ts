// search(): Orama candidates → our reranker → hits and the text a model reads.
import type { Detail, SearchHit, SearchOptions, SearchResponse } from './types';
import type { Entry } from './entries';
import type { OpsIndex } from './orama-index';
import { candidates } from './orama-index';
import { parseQuery } from './query';
import type { RankStats } from './rank';
import { prepareQuery, score } from './rank';
import { formatHit } from './search-text';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
const CANDIDATES = 100;
/** Words in more operations than this are too common to select candidates (bounds Orama's work per query). */
const COMMON_DOCS = 1500;
/** An operation counts as a match when it covers at least this weighted share of the query's terms. */
const RELEVANT_COVERAGE = 0.5;

export interface SearchContext {
  db: OpsIndex;
  entries: Entry[];
  stats: RankStats;
  /** lower-case tag → tag as written in the spec */
  tagNames: Map<string, string>;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));
}

function toHit(e: Entry, value: number): SearchHit {
  const method = e.op.method.toUpperCase() as SearchHit['method'];
  return { name: e.op.name, method, path: e.op.path, summary: e.line, score: Math.round(value * 1000) / 1000 };
}

function headerText(shown: number, total: number, more: boolean): string {
  if (total > shown || (more && total === shown)) return `${shown} of ${plural(total, more ? '+' : '')}`;
  if (total < shown) return `${plural(shown)} (${total} close match${total === 1 ? '' : 'es'})`;
  return plural(shown);
}

function plural(n: number, suffix = ''): string {
  return `${String(n).replace(/\B(?=(\d{3})+$)/g, ',')}${suffix} operation${n === 1 && !suffix ? '' : 's'}`;
}

export function runSearch(ctx: SearchContext, query: string, options: SearchOptions = {}): SearchResponse {
  const limit = clampLimit(options.limit);
  const detail: Detail = options.detail ?? 'brief';
  const requested = options.tags ?? [];
  const tagKeys = requested.map((t) => t.toLowerCase()).filter((t) => ctx.tagNames.has(t));
  const unknownTags = requested.filter((t) => !ctx.tagNames.has(t.toLowerCase()));
  const q = parseQuery(query);
  const notes: string[] = [];
  if (unknownTags.length > 0) notes.push(`Unknown tag(s): ${unknownTags.join(', ')} (ignored). Call list_tags to see the tags.`);

  let ranked: Array<{ e: Entry; s: number; relevant: boolean }> = [];
  let more = false;
  if (q.terms.length > 0) {
    // Words in thousands of operations ("me" in Graph) cost Orama the most and select little; the reranker still
    // weighs them. Only dropped when other words remain.
    const selective = q.terms.filter((t) => (ctx.stats.df.get(t) ?? 0) <= COMMON_DOCS);
    const found = candidates(ctx.db, selective.length > 0 ? selective : q.terms, CANDIDATES, tagKeys);
    more = found.count > found.paths;
    const top = found.hits[0]?.bm25 ?? 1;
    const sq = prepareQuery(q, ctx.stats);
    ranked = found.hits.flatMap((c) => {
      const e = ctx.entries[c.index];
      if (!e) return [];
      const { value, coverage } = score(sq, e, ctx.stats, top > 0 ? c.bm25 / top : 0);
      return [{ e, s: value, relevant: coverage >= RELEVANT_COVERAGE }];
    });
  } else if (tagKeys.length > 0) {
    ranked = ctx.entries.filter((e) => e.tagKeys.some((k) => tagKeys.includes(k))).map((e) => ({ e, s: 0, relevant: true }));
  }
  ranked.sort((a, b) => b.s - a.s);
  const total = ranked.filter((r) => r.relevant).length;
  // Loose matches (under RELEVANT_COVERAGE) may fill the page but are not counted as matches.
  const shown = ranked.slice(0, limit);
  const hits = shown.map((r) => toHit(r.e, r.s));
  const header = headerText(hits.length, total, more);
  const lines: string[] = [];
  if (hits.length === 0) {
    lines.push(noResultsText(query, tagKeys.length > 0));
  } else {
    lines.push(`${header} (best match first). Call get_schema with names for parameters and response shapes.`);
    for (const r of shown) lines.push(formatHit(r.e, detail));
  }
  return { query, total, hits, header: hits.length === 0 ? '0 operations' : header, text: [...notes, ...lines].join('\n') };
}

function noResultsText(query: string, filtered: boolean): string {
  const what = query.trim() === '' ? 'An empty query matches nothing' : `No operations match "${query.trim()}"`;
  const hint = filtered ? ' within the given tags; try without tags' : '';
  return `${what}${hint}. Try other words (a resource noun such as "issue" or "customer", or a verb like list/create/delete), or call list_tags to browse the API's areas and search with tags.`;
}
