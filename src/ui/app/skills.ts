// Which skills belong to the loaded spec, and how a new one is made from code the user or the model wrote.
import { checkSkillCode, specKey, type Skill } from '../../core/skills';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** The loaded spec's skill key: its title and document-level servers as declared (a server choice keeps it). */
export function skillSpecKey(summary: LoadedSummary | null): string | null {
  if (!summary) return null;
  const servers = summary.servers.filter((s) => (s.level ?? 'document') === 'document').map((s) => s.template ?? s.url);
  return specKey(summary.title, servers);
}

export type NewSkill = { ok: true; skill: Skill } | { ok: false; error: string };

export function makeSkill(code: string, spec: string, source: Skill['source'], name?: string): NewSkill {
  const check = checkSkillCode(code, name);
  if (!check.ok) return check;
  return { ok: true, skill: { name: check.name, signature: check.signature, doc: check.doc, code, spec, source, savedAt: new Date().toISOString() } };
}
