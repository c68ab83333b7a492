// Several catalogs as one (one per loaded API): search spans them with names qualified by the API's short name, an
// `api` option narrows it, and a query that names an API (its title or domain) puts that API's operations first.
// One member answers exactly as its catalog does, so a single API reads as before.
import type { TagInfo } from '../openapi/types';
import { createToolNameMap, type ToolNameMap } from '../sources';
import type { Catalog } from './catalog';
import type { CatalogApi, ClassicToolDef, Detail, SchemaOptions, SchemaResponse, SearchOptions, SearchResponse } from './types';
import { clampLimit, toHit, unknownTagsNote, writeSearch, type SearchPage } from './search';
import { formatHit } from './search-text';
import { MAX_NAMES, MAX_SCHEMA_CHARS } from './schema';
import { suggestNames } from './suggest';
import { splitWords, termsOfWords } from './text';

export interface CatalogMember {
  shortName: string;
  title: string;
  /** Hosts of the API's servers (api.github.com): their distinctive labels name the API in a query. */
  hosts: readonly string[];
  catalog: Catalog;
}

export interface CatalogSet extends CatalogApi {
  readonly members: readonly CatalogMember[];
  readonly names: ToolNameMap;
  searchSync: (query: string, options?: SearchOptions) => SearchResponse;
  getSchemaSync: (names: string[], detail?: Detail, options?: SchemaOptions) => SchemaResponse;
  classicToolsSync: () => ClassicToolDef[];
}

/** Lifts a named API's operations above every other API's (scores are about 0..2). */
const NAMED_BONUS = 2;
/** A naming word in this share of an API's operations is what they are about ("breweries"): kept in the query. */
const ABOUT_SHARE = 0.2;
/** Words in titles and hosts that name no API in particular. */
const GENERIC = new Set(['api', 'apis', 'rest', 'restful', 'open', 'openapi', 'swagger', 'db', 'v1', 'v2', 'v3', 'www', 'com', 'org', 'net', 'io', 'dev', 'http', 'https', 'service', 'services', 'server', 'public', 'platform', 'web', 'cloud', 'app', 'the', 'and', 'for', 'of']);

/** Index terms that name this member and no other member's operations mention. */
function namingTerms(member: CatalogMember, others: readonly CatalogMember[]): Set<string> {
  const words = [member.title, member.shortName.replace(/_/g, ' '), ...member.hosts.map((h) => h.replace(/\./g, ' '))]
    .flatMap((text) => splitWords(text))
    .filter((w) => w.length > 2 && !GENERIC.has(w));
  return new Set(termsOfWords(words).filter((t) => !others.some((o) => o.catalog.hasTerm(t))));
}

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

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function createCatalogSet(members: readonly CatalogMember[]): CatalogSet {
  const names = createToolNameMap(members.map((m) => ({ shortName: m.shortName, names: m.catalog.operationNames() })));
  const byShort = new Map(members.map((m) => [m.shortName, m]));
  let naming: Map<CatalogMember, Set<string>> | undefined;
  const namingOf = (m: CatalogMember) => (naming ??= new Map(members.map((x) => [x, namingTerms(x, members.filter((o) => o !== x))]))).get(m) ?? new Set<string>();
  const qualify = (m: CatalogMember) => (name: string) => names.qualify(m.shortName, name) ?? name;
  let classic: ClassicToolDef[] | undefined;

  function searchSync(query: string, options: SearchOptions = {}): SearchResponse {
    const only = members[0];
    if (members.length === 1 && only) return only.catalog.searchSync(query, options);
    const notes: string[] = [];
    const wanted = list(options.api);
    const unknownApis = wanted.filter((a) => !byShort.has(a));
    if (unknownApis.length > 0) notes.push(`Unknown API(s): ${unknownApis.join(', ')} (ignored). Loaded: ${members.map((m) => m.shortName).join(', ')}.`);
    const known = wanted.filter((a) => byShort.has(a));
    let searched = known.length > 0 ? members.filter((m) => known.includes(m.shortName)) : [...members];
    const tags = options.tags ?? [];
    if (tags.length > 0) {
      const tagged = searched.filter((m) => tags.some((t) => m.catalog.hasTag(t)));
      const unknownTags = tags.filter((t) => !searched.some((m) => m.catalog.hasTag(t)));
      if (unknownTags.length > 0) notes.push(unknownTagsNote(unknownTags));
      if (tagged.length > 0) searched = tagged;
    }
    const queryTerms = new Set(termsOfWords(splitWords(query)));
    const namedBy = new Set(searched.filter((m) => [...namingOf(m)].some((t) => queryTerms.has(t))));
    const naming = searched.filter((m) => namedBy.has(m)).map(namingOf);
    const limit = clampLimit(options.limit);
    const detail: Detail = options.detail ?? 'brief';
    const rows: Array<{ m: CatalogMember; key: number; r: SearchPage['rows'][number] }> = [];
    let total = 0;
    let more = false;
    let unmatched: string[] | null = null;
    // An API that knows none of the query's words would only offer fallbacks (partial matches), at full search cost.
    const knowing = searched.filter((m) => [...queryTerms].some((t) => m.catalog.hasTerm(t)));
    for (const m of knowing.length > 0 ? knowing : searched) {
      const named = namedBy.has(m);
      const memberTags = tags.filter((t) => m.catalog.hasTag(t));
      const asked = naming.length > 0 ? withoutNames(query, naming, (t) => m.catalog.termShare(t) >= ABOUT_SHARE) : query;
      const page = m.catalog.searchPageSync(asked, { limit, detail, ...(memberTags.length > 0 ? { tags: memberTags } : {}) });
      total += page.total;
      more ||= page.more;
      // A word counts as unmatched only when no searched API mentions it.
      unmatched = unmatched === null ? page.unmatched : unmatched.filter((w) => page.unmatched.includes(w));
      for (const r of page.rows) rows.push({ m, key: r.s + (named ? NAMED_BONUS : 0), r });
    }
    rows.sort((a, b) => b.key - a.key);
    // Only the rows shown are written out (each API's page holds up to the limit).
    const shown = rows.slice(0, limit).map(({ m, r }) => {
      const name = qualify(m)(r.e.op.name);
      return { hit: { ...toHit(r.e, r.s), name, api: m.shortName }, line: formatHit(r.e, detail, name) };
    });
    const across = ` across ${searched.length} APIs`;
    const filtered = tags.length > 0 && searched.some((m) => tags.some((t) => m.catalog.hasTag(t)));
    return writeSearch(query, notes, { hits: shown.map((r) => r.hit), lines: shown.map((r) => r.line), total, more, unmatched: unmatched ?? [] }, filtered, searched.length > 1 ? across : '');
  }

  function getSchemaSync(requested: string[], detail: Detail = 'detailed', options: SchemaOptions = {}): SchemaResponse {
    const only = members[0];
    if (members.length === 1 && only) return only.catalog.getSchemaSync(requested, detail, options);
    const unique = [...new Set(requested.map((n) => n.trim()).filter((n) => n.length > 0))];
    if (unique.length === 0 || unique.length > MAX_NAMES || (options.path && (unique.length > 1 || detail !== 'full'))) {
      // The single-catalog answer explains each of these refusals.
      return members[0]?.catalog.getSchemaSync(unique, detail, options) ?? { found: [], missing: [], text: 'No API is loaded.' };
    }
    const groups = new Map<CatalogMember, string[]>();
    const missing: SchemaResponse['missing'] = [];
    for (const wanted of unique) {
      const at = names.resolve(wanted);
      const m = at && byShort.get(at.shortName);
      if (at && m) groups.set(m, [...(groups.get(m) ?? []), at.name]);
      else missing.push({ name: wanted, suggestions: suggestNames(wanted, names.names) });
    }
    const count = [...groups.values()].reduce((n, g) => n + g.length, 0);
    const each = Math.floor((options.maxChars ?? MAX_SCHEMA_CHARS) / Math.max(1, count));
    const found: SchemaResponse['found'] = [];
    const parts: string[] = [];
    for (const [m, group] of groups) {
      const answer = m.catalog.getSchemaNamed(group, detail, { ...options, maxChars: each * group.length }, qualify(m));
      found.push(...answer.found.map((f) => ({ ...f, api: m.shortName })));
      missing.push(...answer.missing);
      if (answer.found.length > 0) parts.push(`API ${m.shortName} (${m.title}): paths are relative to BASE_URLS["${m.shortName}"].`, ...answer.found.map((f) => f.text));
    }
    for (const miss of missing) {
      const hint = miss.suggestions.length > 0 ? ` Did you mean: ${miss.suggestions.join(', ')}?` : ' Use search to find operation names.';
      parts.push(`Unknown operation "${miss.name}".${hint}`);
    }
    return { found, missing, text: parts.join(detail === 'brief' ? '\n' : '\n\n') };
  }

  function classicToolsSync(): ClassicToolDef[] {
    const only = members[0];
    if (members.length === 1 && only) return only.catalog.classicToolsSync();
    return (classic ??= members.flatMap((m) => m.catalog.classicToolsSync().map((t) => ({ ...t, name: qualify(m)(t.name), api: m.shortName }))));
  }

  const listTagsSync = (): TagInfo[] => members.flatMap((m) => m.catalog.listTagsSync());

  return {
    members,
    names,
    searchSync,
    getSchemaSync,
    classicToolsSync,
    search: (query, options) => Promise.resolve(searchSync(query, options)),
    getSchema: (n, detail, options) => Promise.resolve(getSchemaSync(n, detail, options)),
    listTags: () => Promise.resolve(listTagsSync()),
    classicTools: () => Promise.resolve(classicToolsSync()),
  };
}
