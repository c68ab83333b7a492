// Search over several APIs: each API searches on its own, and their rankings are fused by rank, weighted by how much
// the query is about each API (profile.ts), so what an API's own search puts first stays first among its rows. A
// query that names an API (its title or domain) lists that API's operations first. "*" (or an empty query) gives an
// overview of the APIs and their tags instead of operations.
import type { CatalogMember } from './member';
import type { Detail, SearchOptions, SearchResponse } from './types';
import { apiWeights, type ApiProfile } from './profile';
import { clampLimit, toHit, unknownTagsNote, writeSearch, type SearchPage } from './search';
import { formatHit } from './search-text';
import { descending } from './order';
import { parseQuery } from './query';
import { splitWords, termsOfWords } from './text';
import { apis, overviewText } from './set-overview';

export interface SetContext {
  members: readonly CatalogMember[];
  byShort: Map<string, CatalogMember>;
  namingOf: (m: CatalogMember) => Set<string>;
  profileOf: (m: CatalogMember) => ApiProfile;
  qualify: (m: CatalogMember, name: string) => string;
}

/** Lifts a named API's operations above every other API's (fused keys are below 1). */
const NAMED_BONUS = 2;
/** A naming word in this share of an API's operations is what they are about ("breweries"): kept in the query. */
const ABOUT_SHARE = 0.2;
/** Rank fusion's constant: a row at rank r weighs 1 / (K + r) (small: an API's first rows lead clearly). */
const K = 1;
/** Share of the weight spread evenly over the APIs: no API's rows are ruled out by the profile alone. */
const EVEN_SHARE = 0.1;
/** How much an API's best score (about 0..2, its own scale) tells across APIs: weight × e^(SCORE_GAIN × score). */
const SCORE_GAIN = 2;
/** Weight kept by an API whose best row covers less than half the query (only partial matches). */
const PARTIAL = 0.5;

/**
 * Each API's weight in the fusion: the profile's prior (with an even share mixed in), times what the API's own best
 * row says: its score and whether it matches the query at all. Sums to 1.
 */
function fusionWeights(prior: readonly number[], pages: ReadonlyArray<SearchPage | null>): number[] {
  const n = Math.max(1, pages.length);
  const raw = pages.map((page, i) => {
    const top = page?.rows[0];
    if (!top) return 0;
    return ((1 - EVEN_SHARE) * (prior[i] ?? 0) + EVEN_SHARE / n) * Math.exp(SCORE_GAIN * top.s) * (top.relevant ? 1 : PARTIAL);
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => (sum > 0 ? r / sum : 0));
}

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The query without the words that name an API ("github"): they pick the API, not the operation. A word the API's
 * operations are about ("breweries" in Open Brewery DB: `kept`) stays.
 */
function withoutNames(query: string, naming: Array<Set<string>>, kept: (term: string) => boolean): string {
  const names = (word: string) => termsOfWords(splitWords(word)).some((t) => !kept(t) && naming.some((n) => n.has(t)));
  const rest = query.replace(/[\p{L}\p{N}]+/gu, (word) => (names(word) ? ' ' : word)).replace(/\s+/g, ' ').trim();
  // A query of names only ("brewery") stays as it is.
  return rest === '' ? query : rest;
}

export function searchSet(ctx: SetContext, query: string, options: SearchOptions = {}): SearchResponse {
  const notes: string[] = [];
  const wanted = list(options.api);
  const unknownApis = wanted.filter((a) => !ctx.byShort.has(a));
  if (unknownApis.length > 0) notes.push(`Unknown API(s): ${unknownApis.join(', ')} (ignored). Loaded: ${ctx.members.map((m) => m.shortName).join(', ')}.`);
  const known = wanted.filter((a) => ctx.byShort.has(a));
  let searched = known.length > 0 ? ctx.members.filter((m) => known.includes(m.shortName)) : [...ctx.members];
  const tags = options.tags ?? [];
  if (tags.length > 0) {
    const tagged = searched.filter((m) => tags.some((t) => m.catalog.hasTag(t)));
    const unknownTags = tags.filter((t) => !searched.some((m) => m.catalog.hasTag(t)));
    if (unknownTags.length > 0) notes.push(unknownTagsNote(unknownTags));
    if (tagged.length > 0) searched = tagged;
  }
  const trimmed = query.trim();
  if ((trimmed === '' || trimmed === '*') && tags.length === 0) return { query, total: 0, hits: [], header: apis(searched.length), text: [...notes, overviewText(searched)].join('\n') };
  const queryTerms = termsOfWords(splitWords(query));
  const termSet = new Set(queryTerms);
  const namedBy = new Set(searched.filter((m) => [...ctx.namingOf(m)].some((t) => termSet.has(t))));
  const naming = searched.filter((m) => namedBy.has(m)).map(ctx.namingOf);
  // The words each API's own search ranks by: names, emails and ids, question words and "tell me" left out.
  const prior = apiWeights(parseQuery(query).terms, searched.map(ctx.profileOf));
  const limit = clampLimit(options.limit);
  const detail: Detail = options.detail ?? 'brief';
  const pageOf = (m: CatalogMember): SearchPage => {
    const memberTags = tags.filter((t) => m.catalog.hasTag(t));
    const asked = naming.length > 0 ? withoutNames(query, naming, (t) => m.catalog.termShare(t) >= ABOUT_SHARE) : query;
    return m.catalog.searchPageSync(asked, { limit, detail, ...(memberTags.length > 0 ? { tags: memberTags } : {}) });
  };
  // The APIs the profile gives a vote (or the query names) search first. The others search too unless one of those
  // already has a close match: one that knows none of the query's words may still hold the answer (its lookups by
  // name), and a filler word known elsewhere ("me") does not rule it out.
  const first = searched.map((m, i) => (namedBy.has(m) || (prior[i] ?? 0) > 0 ? pageOf(m) : null));
  const matched = first.some((page) => page?.rows[0]?.relevant === true);
  const pages = searched.map((m, i) => first[i] ?? (matched ? null : pageOf(m)));
  const weights = fusionWeights(prior, pages);
  const rows: Array<{ m: CatalogMember; key: number; r: SearchPage['rows'][number] }> = [];
  const counts: string[] = [];
  let total = 0;
  let more = false;
  let unmatched: string[] | null = null;
  searched.forEach((m, i) => {
    const page = pages[i];
    if (!page) return;
    const bonus = namedBy.has(m) ? NAMED_BONUS : 0;
    total += page.total;
    more ||= page.more;
    if (page.total > 0) counts.push(`${m.shortName} ${page.total}${page.more ? '+' : ''}`);
    // A word counts as unmatched only when no searched API mentions it.
    unmatched = unmatched === null ? page.unmatched : unmatched.filter((w) => page.unmatched.includes(w));
    page.rows.forEach((r, rank) => rows.push({ m, key: (weights[i] ?? 0) / (K + rank + 1) + bonus, r }));
  });
  rows.sort((a, b) => descending(a.key, b.key));
  // Only the rows shown are written out (each API's page holds up to the limit).
  const shown = rows.slice(0, limit).map(({ m, r }) => {
    const name = ctx.qualify(m, r.e.op.name);
    return { hit: { ...toHit(r.e, r.s), name, api: m.shortName }, line: formatHit(r.e, detail, name) };
  });
  const across = searched.length > 1 ? ` across ${searched.length} APIs${counts.length > 0 ? ` (matches: ${counts.join(', ')})` : ''}` : '';
  const filtered = tags.length > 0 && searched.some((m) => tags.some((t) => m.catalog.hasTag(t)));
  return writeSearch(query, notes, { hits: shown.map((r) => r.hit), lines: shown.map((r) => r.line), total, more, unmatched: unmatched ?? [] }, filtered, across);
}
