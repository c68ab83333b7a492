// Skills: reusable Python functions tied to a spec, or to the several APIs they use.
export { checkSkillCode, specKey } from './skill';
export type { Skill, SkillApi, SkillCheck } from './skill';
export { describeApis, listSkills, recordApis, skillModule, usedApis } from './apis';
export type { ListedSkill, LoadedApi, SkillRunNames } from './apis';
export { checkApis } from './checkApis';
export { importSkills, planImport, skillToPy, skillsToJson, SKILLS_FORMAT } from './transfer';
export type { ImportPlan, ImportResult } from './transfer';
export { formatSkillHits, matchSkills } from './search';
