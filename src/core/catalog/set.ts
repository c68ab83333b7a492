// Several catalogs as one (one per loaded API): search spans them with names qualified by the API's short name
// (set-search.ts), get_schema and classic tools take those names. One member answers exactly as its catalog does, so
// a single API reads as before.
import type { TagInfo } from '../openapi/types';
import { createToolNameMap, type ToolNameMap } from '../sources';
import type { CatalogMember } from './member';
import type { CatalogApi, ClassicToolDef, Detail, SchemaOptions, SchemaResponse, SearchOptions, SearchResponse } from './types';
import { buildProfile, type ApiProfile } from './profile';
import { searchSet, type SetContext } from './set-search';
import { MAX_NAMES, MAX_SCHEMA_CHARS } from './schema';
import { suggestNames } from './suggest';
import { splitWords, termsOfWords } from './text';

export type { CatalogMember } from './member';

export interface CatalogSet extends CatalogApi {
  readonly members: readonly CatalogMember[];
  readonly names: ToolNameMap;
  searchSync: (query: string, options?: SearchOptions) => SearchResponse;
  getSchemaSync: (names: string[], detail?: Detail, options?: SchemaOptions) => SchemaResponse;
  classicToolsSync: () => ClassicToolDef[];
}

/** Words in titles and hosts that name no API in particular. */
const GENERIC = new Set(['api', 'apis', 'rest', 'restful', 'open', 'openapi', 'swagger', 'db', 'v1', 'v2', 'v3', 'www', 'com', 'org', 'net', 'io', 'dev', 'http', 'https', 'service', 'services', 'server', 'public', 'platform', 'web', 'cloud', 'app', 'the', 'and', 'for', 'of']);

/** Index terms that name this member and no other member's operations mention. */
function namingTerms(member: CatalogMember, others: readonly CatalogMember[]): Set<string> {
  const words = [member.title, member.shortName.replace(/_/g, ' '), ...member.hosts.map((h) => h.replace(/\./g, ' '))]
    .flatMap((text) => splitWords(text))
    .filter((w) => w.length > 2 && !GENERIC.has(w));
  return new Set(termsOfWords(words).filter((t) => !others.some((o) => o.catalog.hasTerm(t))));
}

export function createCatalogSet(members: readonly CatalogMember[]): CatalogSet {
  const names = createToolNameMap(members.map((m) => ({ shortName: m.shortName, names: m.catalog.operationNames() })));
  const byShort = new Map(members.map((m) => [m.shortName, m]));
  let naming: Map<CatalogMember, Set<string>> | undefined;
  const namingOf = (m: CatalogMember) => (naming ??= new Map(members.map((x) => [x, namingTerms(x, members.filter((o) => o !== x))]))).get(m) ?? new Set<string>();
  const qualify = (m: CatalogMember) => (name: string) => names.qualify(m.shortName, name) ?? name;
  const profiles = new Map<CatalogMember, ApiProfile>();
  const profileOf = (m: CatalogMember): ApiProfile => {
    let p = profiles.get(m);
    if (!p) {
      const { catalog } = m;
      // parameterShare is read at each search: a restored catalog's parameters count once its spec is attached.
      p = buildProfile({ title: m.title, ...(m.description ? { description: m.description } : {}), hosts: m.hosts, tags: catalog.listTagsSync(), termShare: catalog.termShare, parameterShare: catalog.parameterShare, operationCount: catalog.operationCount });
      profiles.set(m, p);
    }
    return p;
  };
  const context: SetContext = { members, byShort, namingOf, profileOf, qualify: (m, name) => qualify(m)(name) };
  let classic: ClassicToolDef[] | undefined;

  function searchSync(query: string, options: SearchOptions = {}): SearchResponse {
    const only = members[0];
    if (members.length === 1 && only) return only.catalog.searchSync(query, options);
    return searchSet(context, query, options);
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
