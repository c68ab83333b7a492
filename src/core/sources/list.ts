// Operations on the list of sources: add (with a unique short name), remove, rename, and what the sandbox needs. Any
// entry with an id and a short name is listed (the UI's entries carry their spec and settings beside them).
import type { AllowEntry } from '../openapi/types';
import { defaultShortName, shortNameProblem, uniqueShortName } from './shortName';

/** What the list needs of an entry: its id, its short name, and a title to name it after when it has none. */
export interface ListedSource {
  id: string;
  shortName: string;
  title?: string;
}

/** Appends `source`; its short name is made unique (`_2`, …) against the others. */
export function addSource<T extends ListedSource>(list: readonly T[], source: T): T[] {
  const shortName = uniqueShortName(source.shortName || defaultShortName(source.title ?? ''), list.map((s) => s.shortName));
  return [...list, { ...source, shortName }];
}

/** Puts `source` in the place of the entry with id `replaced` (or appends it): one API replacing another keeps its place. */
export function replaceSource<T extends ListedSource>(list: readonly T[], replaced: string, source: T): T[] {
  const at = list.findIndex((s) => s.id === replaced);
  if (at < 0) return addSource(list, source);
  const others = list.filter((s) => s.id !== replaced).map((s) => s.shortName);
  const next = [...list];
  next[at] = { ...source, shortName: uniqueShortName(source.shortName || defaultShortName(source.title ?? ''), others) };
  return next;
}

export function removeSource<T extends ListedSource>(list: readonly T[], id: string): T[] {
  return list.filter((s) => s.id !== id);
}

export type RenameOutcome<T extends ListedSource = ListedSource> = { ok: true; list: T[] } | { ok: false; error: string };

/** The user's rename, checked: a Python identifier, not another source's name. */
export function renameSource<T extends ListedSource>(list: readonly T[], id: string, shortName: string): RenameOutcome<T> {
  const target = list.find((s) => s.id === id);
  if (!target) return { ok: false, error: 'That API is no longer loaded.' };
  const problem = shortNameProblem(shortName, list.filter((s) => s.id !== id).map((s) => s.shortName));
  if (problem) return { ok: false, error: problem };
  return { ok: true, list: list.map((s) => (s.id === id ? { ...s, shortName } : s)) };
}

/** Python's `BASE_URLS`: short name → base URL, in list order. */
export function baseUrls(list: ReadonlyArray<{ shortName: string; baseUrl: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of list) out[s.shortName] = s.baseUrl;
  return out;
}

/** The union of the sources' allowlist entries, without repeats, in list order. */
export function unionAllowlist(list: ReadonlyArray<{ allowlist: readonly AllowEntry[] }>): AllowEntry[] {
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
