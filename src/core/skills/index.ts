// Skills: reusable Python functions tied to a spec.
export { checkSkillCode, specKey } from './skill';
export type { Skill, SkillCheck } from './skill';
export { importSkills, planImport, skillToPy, skillsToJson, SKILLS_FORMAT } from './transfer';
export type { ImportPlan, ImportResult } from './transfer';
export { formatSkillHits, matchSkills } from './search';
