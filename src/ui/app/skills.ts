// Which skills belong to the loaded APIs, and how a new one is made from code the user or the model wrote.
import { checkSkillCode, recordApis, specKey, type LoadedApi, type Skill } from '../../core/skills';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { chosenSummary, type SourceEntry } from './apiSet';

/** The loaded spec's skill key: its title and document-level servers as declared (a server choice keeps it). */
export function skillSpecKey(summary: LoadedSummary | null): string | null {
  if (!summary) return null;
  const servers = summary.servers.filter((s) => (s.level ?? 'document') === 'document').map((s) => s.template ?? s.url);
  return specKey(summary.title, servers);
}

const serverUrls = (...summaries: LoadedSummary[]): string[] => [...new Set(summaries.flatMap((s) => s.servers.map((v) => v.url)))];

/** The loaded set as skills see it, in order: each source keyed by its spec as declared, with its declared and chosen servers. */
export function loadedSkillApis(entries: readonly SourceEntry[]): LoadedApi[] {
  return entries.map((e) => ({ key: skillSpecKey(e.summary) ?? '', name: e.shortName, baseUrls: serverUrls(e.summary, chosenSummary(e)) }));
}

export type NewSkill = { ok: true; skill: Skill } | { ok: false; error: string };

/** A skill of the loaded set: tied to its first API, and (several loaded) recording the ones its code uses. */
export function makeSkill(code: string, loaded: readonly LoadedApi[], source: Skill['source'], name?: string): NewSkill {
  const first = loaded[0];
  if (!first) return { ok: false, error: 'Load a spec first: a skill belongs to the APIs it uses.' };
  const check = checkSkillCode(code, name);
  if (!check.ok) return check;
  const skill: Skill = { name: check.name, signature: check.signature, doc: check.doc, code, spec: first.key, ...recordApis(code, loaded), source, savedAt: new Date().toISOString() };
  return { ok: true, skill };
}
