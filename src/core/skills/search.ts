// Skills in `search` results: ranked by how many query words their name and docstring contain.
import type { Skill } from './skill';

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

export function matchSkills(skills: readonly Skill[], query: string, limit = 3): Skill[] {
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

/** What `search` adds for matching skills: marked as skills, with the import line and signature. */
export function formatSkillHits(skills: readonly Skill[]): string {
  if (skills.length === 0) return '';
  const lines = skills.map((s) => `- [skill] ${s.signature}: ${s.doc.split('\n')[0] ?? ''}\n  use in execute: from skills import ${s.name}`);
  return `\n\nSaved skills (Python functions from earlier work, already tested):\n${lines.join('\n')}`;
}
