// search(): Orama candidates → our reranker → hits and the text a model reads.
import type { Detail, SearchHit, SearchOptions, SearchResponse } from './types';
import type { Entry } from './entries';
import type { OpsIndex } from './orama-index';
import { candidates } from './orama-index';
import type { Candidate } from './orama-index';
import { parseQuery } from './query';
import type { ParsedQuery } from './query';
import { mergeStep, taskSteps } from './task-steps';
import type { RankStats } from './rank';
import { featuresOf, prepareQuery, score } from './rank';
import { formatHit } from './search-text';
import { descending } from './order';
import { collectionTerms, keepReadsInSight } from './task-reads';
import type { RankedEntry } from './task-reads';
import { term, termsOfWords } from './text';
import { fitVocabulary } from './vocabulary';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
const CANDIDATES = 100;
/** Words in more operations than this are too common to select candidates (bounds Orama's work per query). */
const COMMON_DOCS = 1500;
/** An operation counts as a match when it covers at least this weighted share of the query's terms. */
const RELEVANT_COVERAGE = 0.5;
/** Index terms that bring reads which find things by name or text into the candidates when a query names something. */
const LOOKUP_TERMS = termsOfWords(['search', 'q', 'name']);
const MAIL_TERM = term('email') ?? 'mail';
/** Unmatched words listed in the note, at most. */
const NOTE_WORDS = 6;

export interface SearchContext {
  db: OpsIndex;
  entries: Entry[];
  stats: RankStats;
  /** lower-case tag → tag as written in the spec */
  tagNames: Map<string, string>;
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));
}

function headerText(shown: number, total: number, more: boolean): string {
  if (total > shown || (more && total === shown)) return `${shown} of ${plural(total, more ? '+' : '')}`;
  if (total < shown) return `${plural(shown)} (${total} close match${total === 1 ? '' : 'es'})`;
  return plural(shown);
}

function plural(n: number, suffix = ''): string {
  return `${String(n).replace(/\B(?=(\d{3})+$)/g, ',')}${suffix} operation${n === 1 && !suffix ? '' : 's'}`;
}

/** One catalog's ranked answer before it is written out, so a set of catalogs can merge several. */
export interface SearchPage {
  /** Sorted best first, at most the limit. */
  rows: Array<{ e: Entry; s: number; relevant: boolean }>;
  total: number;
  more: boolean;
  /** Query words no operation mentions. */
  unmatched: string[];
  unknownTags: string[];
}

export function searchPage(ctx: SearchContext, query: string, options: SearchOptions = {}): SearchPage {
  const limit = clampLimit(options.limit);
  const requested = options.tags ?? [];
  const tagKeys = requested.map((t) => t.toLowerCase()).filter((t) => ctx.tagNames.has(t));
  const unknownTags = requested.filter((t) => !ctx.tagNames.has(t.toLowerCase()));
  const q = fitVocabulary(parseQuery(query), ctx.stats);
  const nonEmpty = query.trim() !== '';
  const { ranked, more } = rankQuery(ctx, q, tagKeys, nonEmpty);
  // A request of several steps ("find X and list Y"): each later step's best calls stay on the page (the whole
  // request's ranking already leads with its first step).
  const steps = q.terms.length > 0 ? taskSteps(query) : [];
  for (const step of steps.slice(1)) {
    mergeStep(ranked, rankQuery(ctx, fitVocabulary(parseQuery(step), ctx.stats), tagKeys, true).ranked, limit);
  }
  const total = ranked.filter((r) => r.relevant).length;
  const unmatched: string[] = [];
  for (const [t, word] of q.words) if (!ctx.stats.df.has(t) && !unmatched.includes(word)) unmatched.push(word);
  return { rows: ranked.slice(0, limit), total, more, unmatched, unknownTags };
}

export function runSearch(ctx: SearchContext, query: string, options: SearchOptions = {}): SearchResponse {
  const detail: Detail = options.detail ?? 'brief';
  const page = searchPage(ctx, query, options);
  const notes: string[] = [];
  if (page.unknownTags.length > 0) notes.push(unknownTagsNote(page.unknownTags));
  const hits = page.rows.map((r) => toHit(r.e, r.s));
  const lines = page.rows.map((r) => formatHit(r.e, detail));
  return writeSearch(query, notes, { hits, lines, total: page.total, more: page.more, unmatched: page.unmatched }, options.tags !== undefined && options.tags.length > page.unknownTags.length);
}

export const unknownTagsNote = (tags: string[]): string => `Unknown tag(s): ${tags.join(', ')} (ignored). Call list_tags to see the tags.`;

export function toHit(e: Entry, value: number): SearchHit {
  const method = e.op.method.toUpperCase() as SearchHit['method'];
  return { name: e.op.name, method, path: e.op.path, summary: e.line, score: Math.round(value * 1000) / 1000 };
}

/** The response a model reads: notes, header, one line (or block) per hit. `filtered`: known tags narrowed it. */
export function writeSearch(
  query: string,
  notes: string[],
  page: { hits: SearchHit[]; lines: string[]; total: number; more: boolean; unmatched: string[] },
  filtered: boolean,
  across = '',
): SearchResponse {
  const { hits, total } = page;
  const header = `${headerText(hits.length, total, page.more)}${across}`;
  const note = hits.length > 0 ? searchNote(page.unmatched, total) : undefined;
  const all = note !== undefined ? [...notes, note] : [...notes];
  const lines = hits.length === 0
    ? [noResultsText(query, filtered)]
    : [`${header} (best match first). Call get_schema with names for parameters and response shapes.`, ...page.lines];
  return {
    query,
    total,
    hits,
    header: hits.length === 0 ? '0 operations' : header,
    ...(note !== undefined ? { note } : {}),
    text: [...all, ...lines].join('\n'),
  };
}

type Ranked = RankedEntry[];

/** Candidates from Orama, scored by our reranker, sorted, with the reads a task needs first kept in sight. */
function rankQuery(ctx: SearchContext, q: ParsedQuery, tagKeys: string[], nonEmpty: boolean): { ranked: Ranked; more: boolean } {
  let ranked: Ranked = [];
  let more = false;
  if (q.terms.length > 0 || (nonEmpty && tagKeys.length === 0)) {
    // Words in thousands of operations ("me" in Graph) cost Orama the most and select little; the reranker still
    // weighs them. Only dropped when other words remain.
    const selective = q.terms.filter((t) => (ctx.stats.df.get(t) ?? 0) <= COMMON_DOCS);
    // A lookup term in thousands of operations (Graph's $search) costs Orama ~10 ms and selects nothing.
    const lookup = lookupTerms(q).filter((t) => (ctx.stats.df.get(t) ?? 0) <= COMMON_DOCS);
    const words = [...(selective.length > 0 ? selective : q.terms), ...lookup];
    let found = candidates(ctx.db, words, CANDIDATES, tagKeys);
    // Nothing shares a word with the query: the reads that find things by name or text, else any operation.
    if (found.hits.length === 0 && nonEmpty) found = candidates(ctx.db, LOOKUP_TERMS, CANDIDATES, tagKeys);
    let hits = found.hits.length > 0 || !nonEmpty ? found.hits : allCandidates(ctx, tagKeys);
    // The lookup of each named kind of thing ("the Engineering group": GET /groups) may rank below Orama's cut.
    // An email is looked up by the reads that take one (GET /customers?email=), which may rank below it too.
    const kinds = q.values.some((v) => v.kind === 'email') ? [...q.nameNouns, BY_MAIL] : q.nameNouns;
    if (kinds.length > 0) hits = withKindLookups(ctx, hits, kinds, tagKeys);
    more = found.count > found.paths;
    const top = hits[0]?.bm25 ?? 1;
    const sq = prepareQuery(q, ctx.stats);
    const scored = { coverage: 0 };
    for (const c of hits) {
      const e = ctx.entries[c.index];
      if (!e) continue;
      const value = score(sq, featuresOf(ctx.stats, c.index, e), top > 0 ? c.bm25 / top : 0, scored);
      ranked.push({ e, s: value, relevant: q.terms.length > 0 && scored.coverage >= RELEVANT_COVERAGE });
    }
  } else if (tagKeys.length > 0) {
    ranked = ctx.entries.filter((e) => e.tagKeys.some((k) => tagKeys.includes(k))).map((e) => ({ e, s: 0, relevant: true }));
  }
  ranked.sort((a, b) => descending(a.s, b.s));
  if (q.terms.length > 0) keepReadsInSight(ranked, q, ctx.entries);
  return { ranked, more };
}

/** Extra Orama terms when the query names something: reads that find by name/text (and by email) become candidates. */
function lookupTerms(q: ParsedQuery): string[] {
  const kinds = new Set(q.values.map((v) => v.kind));
  const out = kinds.has('name') || kinds.has('email') ? [...LOOKUP_TERMS] : [];
  if (kinds.has('email')) out.push(MAIL_TERM);
  return out.filter((t) => !q.terms.includes(t));
}

/** Lookups per named kind added to the candidates, the shortest paths (the most general collections) first. */
const KIND_CANDIDATES = 10;
const kindIndexes = new WeakMap<Entry[], Map<string, number[]>>();
/** Key (not an index term: terms have no spaces) of the reads that find things by email. */
const BY_MAIL = 'by mail';

/** Reads that find things by name, by the collections their path ends in ("/groups" → group), built once per spec. */
function lookupsByKind(entries: Entry[]): Map<string, number[]> {
  let byKind = kindIndexes.get(entries);
  if (byKind) return byKind;
  byKind = new Map();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (!e || (e.lookup === 0 && !e.byMail)) continue;
    for (const t of e.byMail ? [...collectionTerms(e.op.path), BY_MAIL] : collectionTerms(e.op.path)) {
      const list = byKind.get(t);
      if (list) list.push(i);
      else byKind.set(t, [i]);
    }
  }
  for (const list of byKind.values()) list.sort((a, b) => (entries[a]?.segments ?? 0) - (entries[b]?.segments ?? 0));
  kindIndexes.set(entries, byKind);
  return byKind;
}

function withKindLookups(ctx: SearchContext, hits: Candidate[], nouns: string[], tagKeys: string[]): Candidate[] {
  const seen = new Set(hits.map((h) => h.index));
  const byKind = lookupsByKind(ctx.entries);
  const extra: Candidate[] = [];
  for (const noun of nouns) {
    for (const index of (byKind.get(noun) ?? []).slice(0, KIND_CANDIDATES)) {
      const inTags = tagKeys.length === 0 || (ctx.entries[index]?.tagKeys.some((k) => tagKeys.includes(k)) ?? false);
      if (!seen.has(index) && inTags) extra.push({ index, bm25: 0 });
      seen.add(index);
    }
  }
  return extra.length === 0 ? hits : [...hits, ...extra];
}

/** Every operation (within the tags), for a query that shares no word with the spec. */
function allCandidates(ctx: SearchContext, tagKeys: string[]): Candidate[] {
  const out: Candidate[] = [];
  ctx.entries.forEach((e, index) => {
    if (tagKeys.length === 0 || e.tagKeys.some((k) => tagKeys.includes(k))) out.push({ index, bm25: 0 });
  });
  return out;
}

/** One line on what the search did: query words no operation mentions, and whether only partial matches are shown. */
function searchNote(unmatched: string[], total: number): string | undefined {
  const partial = total === 0;
  if (unmatched.length === 0 && !partial) return undefined;
  const listed = unmatched.slice(0, NOTE_WORDS).join(', ') + (unmatched.length > NOTE_WORDS ? ', …' : '');
  const missing = `No operation mentions: ${listed}.`;
  if (!partial) return `Note: ${missing} Names and values: search for the kind of thing, then look them up by name.`;
  const lead = unmatched.length > 0 ? `${missing} Showing partial matches.` : 'No close match; showing partial matches.';
  return `Note: ${lead} Try the kind of thing (e.g. "search person"), other words, or list_tags.`;
}

function noResultsText(query: string, filtered: boolean): string {
  const what = query.trim() === '' ? 'An empty query matches nothing' : `No operations match "${query.trim()}"`;
  const hint = filtered ? ' within the given tags; try without tags' : '';
  return `${what}${hint}. Try other words (a resource noun such as "issue" or "customer", or a verb like list/create/delete), or call list_tags to browse the API's areas and search with tags.`;
}
