// Skills in `search` results: ranked by how many query words their name and docstring contain.
import { describeApis, type ListedSkill } from './apis';
import type { Skill } from './skill';

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

export function matchSkills<T extends Skill>(skills: readonly T[], query: string, limit = 3): T[] {
  const wanted = new Set(words(query));
  if (wanted.size === 0) return [];
  return skills
    .map((skill) => {
      const have = new Set(words(`${skill.name.replace(/_/g, ' ')} ${skill.doc}`));
      let score = 0;
      for (const w of wanted) if (have.has(w) || [...have].some((h) => h.startsWith(w) || w.startsWith(h))) score++;
      return { skill, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.skill.name.localeCompare(b.skill.name))
    .slice(0, limit)
    .map((s) => s.skill);
}

/** What `search` adds for matching skills: marked as skills, with the import line, signature and APIs it uses. */
export function formatSkillHits(skills: readonly ListedSkill[]): string {
  if (skills.length === 0) return '';
  const lines = skills.map((s) => {
    const apis = describeApis(s);
    return `- [skill] ${s.signature}: ${s.doc.split('\n')[0] ?? ''}${apis ? ` [${apis}]` : ''}\n  use in execute: from skills import ${s.name}`;
  });
  return `\n\nSaved skills (Python functions from earlier work, already tested):\n${lines.join('\n')}`;
}
