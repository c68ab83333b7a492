// Skills saved while several APIs are loaded: which of them the code uses, and which saved skills a loaded set lists.
import type { Skill, SkillApi } from './skill';

/** A loaded API as skills see it: its spec key, its short name now, and the base URLs its servers give. */
export interface LoadedApi extends SkillApi {
  baseUrls: readonly string[];
}

/** What a listed skill's module needs to run where its APIs now have other names or another order. */
export interface SkillRunNames {
  /** Short name the skill was saved with → that API's short name now (only the ones that changed). */
  renamed?: Record<string, string>;
  /** The short name now of the API its `BASE_URL` meant, when that API is no longer the first. */
  baseName?: string;
}

export type ListedSkill = Skill & SkillRunNames;

const quoted = (name: string): string => `(["'])${name}\\1`;

function uses(code: string, api: LoadedApi, first: boolean): boolean {
  const name = api.name.replace(/[^a-z0-9_]/g, '');
  const patterns = [
    new RegExp(`\\bBASE_URLS\\s*\\[\\s*${quoted(name)}\\s*\\]`),
    new RegExp(`\\bBASE_URLS\\s*\\.\\s*get\\s*\\(\\s*${quoted(name)}`),
    new RegExp(`\\bapis\\s*\\.\\s*${name}\\b`),
    new RegExp(`\\bfrom\\s+apis\\s+import\\s+(?:\\([\\w\\s,]*|[\\w \\t,]*)\\b${name}\\b`),
    new RegExp(`\\bcall_tool\\s*\\(\\s*["']${name}\\.`),
    ...(first ? [/\bBASE_URL\b/] : []),
  ];
  if (patterns.some((p) => p.test(code))) return true;
  return api.baseUrls.some((url) => /^https?:\/\/[^/]/.test(url) && code.includes(url.replace(/\/+$/, '')));
}

/** The loaded APIs the code uses, in loaded order: named in BASE_URLS, imported from `apis`, called as MCP tools,
 *  written as a base URL, or the first one through BASE_URL. */
export function usedApis(code: string, loaded: readonly LoadedApi[]): SkillApi[] {
  const used = loaded.filter((api, i) => uses(code, api, i === 0));
  // Nothing recognisable (a URL built at run time, say): the skill is tied to the whole set rather than to none of it.
  return (used.length > 0 ? used : loaded).map(({ key, name }) => ({ key, name }));
}

/** The `apis` a skill saved now records: none with one API loaded, so a one-API skill keeps today's shape. */
export function recordApis(code: string, loaded: readonly LoadedApi[]): { apis?: SkillApi[] } {
  return loaded.length > 1 ? { apis: usedApis(code, loaded) } : {};
}

/** Each recorded API's loaded match by key (one loaded API per record; the same short name first), or null. */
function matchLoaded(recorded: readonly SkillApi[], loaded: readonly LoadedApi[]): LoadedApi[] | null {
  const free = [...loaded];
  const matched: LoadedApi[] = [];
  for (const api of recorded) {
    const at = free.findIndex((l) => l.key === api.key && l.name === api.name);
    const i = at >= 0 ? at : free.findIndex((l) => l.key === api.key);
    if (i < 0) return null;
    matched.push(...free.splice(i, 1));
  }
  return matched;
}

function runNames(skill: Skill, now: readonly LoadedApi[], first: LoadedApi): SkillRunNames {
  const recorded = skill.apis ?? [];
  const renamed = Object.fromEntries(recorded.flatMap((api, i) => (now[i] && now[i].name !== api.name ? [[api.name, now[i].name]] : [])));
  const base = recorded.findIndex((api) => api.key === skill.spec);
  const baseApi = base >= 0 ? now[base] : undefined;
  return {
    ...(Object.keys(renamed).length > 0 ? { renamed } : {}),
    ...(baseApi && baseApi !== first ? { baseName: baseApi.name } : {}),
  };
}

/** The skills the loaded set lists, by name: a skill without `apis` when its spec is the first API's (as ever), one
 *  with `apis` when every API it records is loaded, in any order and under any name. Of two of one name, the newer. */
export function listSkills(all: readonly Skill[], loaded: readonly LoadedApi[]): ListedSkill[] {
  const first = loaded[0];
  if (!first) return [];
  const byName = new Map<string, ListedSkill>();
  for (const skill of all) {
    const now = skill.apis ? matchLoaded(skill.apis, loaded) : null;
    const listed: ListedSkill | null = !skill.apis
      ? (skill.spec === first.key ? skill : null)
      : (now ? { ...skill, ...runNames(skill, now, first) } : null);
    const other = byName.get(skill.name);
    if (listed && (!other || other.savedAt < listed.savedAt)) byName.set(skill.name, listed);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The module a run gets for a listed skill: its code, and the names it needs mapped. */
export function skillModule(skill: Pick<ListedSkill, 'name' | 'code'> & SkillRunNames): { name: string; code: string } & SkillRunNames {
  return { name: skill.name, code: skill.code, ...(skill.renamed ? { renamed: skill.renamed } : {}), ...(skill.baseName ? { baseName: skill.baseName } : {}) };
}

/** `uses weather, geo (geo is now maps)`: the APIs a skill records, for lists the user and the model read. */
export function describeApis(skill: ListedSkill): string {
  if (!skill.apis) return '';
  const renamed = Object.entries(skill.renamed ?? {}).map(([was, now]) => `${was} is now ${now}`);
  return `uses ${skill.apis.map((a) => a.name).join(', ')}${renamed.length > 0 ? ` (${renamed.join(', ')})` : ''}`;
}
