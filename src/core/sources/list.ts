// Operations on the list of sources: add (with a unique short name), remove, rename, and what the sandbox needs.
import type { AllowEntry } from '../openapi/types';
import { defaultShortName, shortNameProblem, uniqueShortName } from './shortName';
import type { Source, SourceList } from './types';

/** Appends `source`; its short name is made unique (`_2`, …) against the others. */
export function addSource(list: SourceList, source: Source): Source[] {
  const shortName = uniqueShortName(source.shortName || defaultShortName(source.title), list.map((s) => s.shortName));
  return [...list, { ...source, shortName }];
}

/** Puts `source` in the place of the entry with id `replaced` (or appends it): one API replacing another keeps its place. */
export function replaceSource(list: SourceList, replaced: string, source: Source): Source[] {
  const at = list.findIndex((s) => s.id === replaced);
  if (at < 0) return addSource(list, source);
  const others = list.filter((s) => s.id !== replaced).map((s) => s.shortName);
  const next = [...list];
  next[at] = { ...source, shortName: uniqueShortName(source.shortName || defaultShortName(source.title), others) };
  return next;
}

export function removeSource(list: SourceList, id: string): Source[] {
  return list.filter((s) => s.id !== id);
}

export type RenameOutcome = { ok: true; list: Source[] } | { ok: false; error: string };

/** The user's rename, checked: a Python identifier, not another source's name. */
export function renameSource(list: SourceList, id: string, shortName: string): RenameOutcome {
  const target = list.find((s) => s.id === id);
  if (!target) return { ok: false, error: 'That API is no longer loaded.' };
  const problem = shortNameProblem(shortName, list.filter((s) => s.id !== id).map((s) => s.shortName));
  if (problem) return { ok: false, error: problem };
  return { ok: true, list: list.map((s) => (s.id === id ? { ...s, shortName } : s)) };
}

/** Python's `BASE_URLS`: short name → base URL, in list order. */
export function baseUrls(list: SourceList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of list) out[s.shortName] = s.baseUrl;
  return out;
}

/** The sandbox's allowlist: the union of the sources' entries, without repeats, in list order. */
export function unionAllowlist(list: SourceList): AllowEntry[] {
  const seen = new Set<string>();
  const out: AllowEntry[] = [];
  for (const s of list) {
    for (const e of s.allowlist) {
      const key = `${e.origin} ${e.pathPrefix}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(e);
    }
  }
  return out;
}
