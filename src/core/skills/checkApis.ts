// An imported skill's `apis`: what it must look like, and a message naming the first thing wrong when it does not.
import { SHORT_NAME_PATTERN } from '../sources';
import type { SkillApi } from './skill';

const MAX_APIS = 50;
const MAX_KEY = 2_000;

export type ApisCheck = { ok: true; apis?: SkillApi[] } | { ok: false; error: string };

function checkOne(raw: unknown, n: number, seen: Set<string>): string | SkillApi {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `API ${n} (${JSON.stringify(raw)?.slice(0, 60) ?? String(raw)}) is not a "key" and a "name".`;
  const entry = raw as Record<string, unknown>;
  const extra = Object.keys(entry).find((f) => f !== 'key' && f !== 'name');
  if (extra !== undefined) return `API ${n} has an unknown field "${extra}" (only "key" and "name").`;
  const { key, name } = entry;
  if (typeof key !== 'string' || key.trim() === '') return `API ${n} has no "key" (its spec's title and servers).`;
  if (key.length > MAX_KEY) return `API ${n}'s key is longer than ${MAX_KEY.toLocaleString('en-US')} characters.`;
  if (typeof name !== 'string' || !SHORT_NAME_PATTERN.test(name)) return `API ${n}'s name ${JSON.stringify(name) ?? 'is missing and'} is not a short name (lower-case letters, digits and _).`;
  if (seen.has(name)) return `API ${n}'s name "${name}" is listed twice.`;
  seen.add(name);
  return { key, name };
}

/** `undefined` is a skill of one API; otherwise a non-empty list of distinct short names with their spec keys. */
export function checkApis(raw: unknown): ApisCheck {
  if (raw === undefined) return { ok: true };
  if (!Array.isArray(raw)) return { ok: false, error: `"apis" must be a list of the APIs the skill uses, each {"key", "name"}.` };
  if (raw.length === 0) return { ok: false, error: '"apis" lists no API: leave it out for a skill of one API.' };
  if (raw.length > MAX_APIS) return { ok: false, error: `"apis" lists ${raw.length} APIs; a skill records at most ${MAX_APIS}.` };
  const seen = new Set<string>();
  const apis: SkillApi[] = [];
  for (const [i, entry] of raw.entries()) {
    const one = checkOne(entry, i + 1, seen);
    if (typeof one === 'string') return { ok: false, error: one };
    apis.push(one);
  }
  return { ok: true, apis };
}
