// Skills in and out of the browser: one `.py` file per skill with a small header, or one JSON file of many.
import { checkApis } from './checkApis';
import { checkSkillCode, type Skill, type SkillApi } from './skill';

export const SKILLS_FORMAT = 'code-mode-playground/skills@1';
// `# api: <short name> <spec key>` lines follow for a skill that records the APIs it uses.
const HEADER = /^# code-mode-playground skill\r?\n# name: (.+)\r?\n# spec: (.+)\r?\n(?:# saved: (.+)\r?\n)?((?:# api:.*\r?\n)*)/;
const API_LINE = /^# api: (\S+) (.+?)\r?$/;

export function skillToPy(skill: Skill): string {
  const apis = (skill.apis ?? []).map((a) => `# api: ${a.name} ${a.key}\n`).join('');
  return `# code-mode-playground skill\n# name: ${skill.name}\n# spec: ${skill.spec}\n# saved: ${skill.savedAt}\n${apis}${skill.code}`;
}

/** The stored fields only: a listed skill's run names belong to the page that listed it. */
const stored = (s: Skill): Skill => ({
  name: s.name, signature: s.signature, doc: s.doc, code: s.code, spec: s.spec, ...(s.apis ? { apis: s.apis } : {}), source: s.source, savedAt: s.savedAt,
});

export function skillsToJson(skills: readonly Skill[]): string {
  return JSON.stringify({ format: SKILLS_FORMAT, skills: skills.map(stored) }, null, 2);
}

export type ImportResult = { skills: Skill[]; errors: string[] };

function fromParts(code: string, spec: string, savedAt: string | undefined, apis: SkillApi[] | undefined, label: string, errors: string[]): Skill | null {
  const check = checkSkillCode(code);
  if (!check.ok) {
    errors.push(`${label}: ${check.error}`);
    return null;
  }
  return { name: check.name, signature: check.signature, doc: check.doc, code, spec, ...(apis ? { apis } : {}), source: 'import', savedAt: savedAt ?? new Date().toISOString() };
}

function headerApis(lines: string): unknown {
  if (lines === '') return undefined;
  return lines.split('\n').filter((l) => l !== '').map((l) => {
    const m = API_LINE.exec(l);
    return m ? { name: m[1], key: m[2] } : l.replace(/\r$/, '');
  });
}

/** Reads a `.py` skill file or a skills JSON file; `fallbackSpec` ties a header-less `.py` to the loaded spec. */
export function importSkills(fileName: string, text: string, fallbackSpec: string): ImportResult {
  const errors: string[] = [];
  if (/\.json$/i.test(fileName) || text.trimStart().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      return { skills: [], errors: [`${fileName}: not valid JSON (${e instanceof Error ? e.message : String(e)}).`] };
    }
    const list = (parsed as { format?: unknown; skills?: unknown }).skills;
    if ((parsed as { format?: unknown }).format !== SKILLS_FORMAT || !Array.isArray(list)) {
      return { skills: [], errors: [`${fileName}: not a skills export (format ${SKILLS_FORMAT}).`] };
    }
    const skills = list.flatMap((raw: unknown, i) => {
      const s = raw as Partial<Record<keyof Skill, unknown>>;
      const label = `${fileName} #${i + 1}`;
      if (typeof s.code !== 'string' || typeof s.spec !== 'string') {
        errors.push(`${label}: needs "code" and "spec".`);
        return [];
      }
      const apis = checkApis(s.apis);
      if (!apis.ok) {
        errors.push(`${label}: ${apis.error}`);
        return [];
      }
      const skill = fromParts(s.code, s.spec, typeof s.savedAt === 'string' ? s.savedAt : undefined, apis.apis, label, errors);
      return skill ? [skill] : [];
    });
    return { skills, errors };
  }
  const header = HEADER.exec(text);
  const code = header ? text.slice(header[0].length) : text;
  const apis = checkApis(headerApis(header?.[4] ?? ''));
  if (!apis.ok) return { skills: [], errors: [`${fileName}: ${apis.error}`] };
  const skill = fromParts(code, header?.[2]?.trim() ?? fallbackSpec, header?.[3]?.trim(), apis.apis, fileName, errors);
  return { skills: skill ? [skill] : [], errors };
}

/** What an import would do to the saved skills: new ones, ones already saved with the same code, and conflicts. */
export interface ImportPlan {
  add: Skill[];
  unchanged: Skill[];
  /** Same spec and name as a saved skill, different code: replacing it needs the user's yes. */
  conflicts: Array<{ imported: Skill; saved: Skill }>;
}

const skillKey = (s: Pick<Skill, 'spec' | 'name'>): string => `${s.spec}\u0000${s.name}`;

/** Sorts imported skills against the saved ones; a later file's skill of the same name overrides an earlier one. */
export function planImport(imported: readonly Skill[], saved: readonly Skill[]): ImportPlan {
  const savedByKey = new Map(saved.map((s) => [skillKey(s), s]));
  const lastByKey = new Map(imported.map((s) => [skillKey(s), s]));
  const plan: ImportPlan = { add: [], unchanged: [], conflicts: [] };
  for (const skill of lastByKey.values()) {
    const mine = savedByKey.get(skillKey(skill));
    if (!mine) plan.add.push(skill);
    else if (mine.code === skill.code) plan.unchanged.push(skill);
    else plan.conflicts.push({ imported: skill, saved: mine });
  }
  return plan;
}
