// Saved skills, in IndexedDB (idb-keyval): all of them, the loaded spec's, and save / delete / import.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { importSkills, skillsToJson, skillToPy, type Skill } from '../../core/skills';
import { downloadText } from '../app/download';
import { makeSkill } from '../app/skills';

export interface SkillsController {
  /** The loaded spec's skills, by name. */
  skills: Skill[];
  /** Why the store cannot be used (private browsing without IndexedDB), else null. */
  error: string | null;
  save: (skill: Skill) => Promise<void>;
  remove: (skill: Skill) => Promise<void>;
  /** Saves the code's first function (with a docstring) for the loaded spec; resolves with what to tell the user. */
  saveCode: (code: string, source: Skill['source']) => Promise<{ ok: boolean; message: string }>;
  importFiles: (files: File[]) => Promise<string>;
  exportOne: (skill: Skill) => void;
  exportAll: () => void;
  /** The model's save_skill: checks the code, asks the user (see `pending`), saves on yes. */
  askToSave: (code: string) => Promise<{ ok: boolean; message: string }>;
  /** The skill waiting for the user's yes or no, else null. */
  pending: Skill | null;
  decide: (accept: boolean) => void;
}

let store: UseStore | null = null;
const skillStore = (): UseStore => (store ??= createStore('code-mode-playground', 'skills'));
const keyOf = (s: Pick<Skill, 'spec' | 'name'>): string => `${s.spec}\u0000${s.name}`;

export function useSkills(spec: string | null): SkillsController {
  const [all, setAll] = useState<Skill[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    entries<string, Skill>(skillStore()).then(
      (rows) => live && setAll(rows.map(([, s]) => s)),
      (e: unknown) => live && setError(`Skills cannot be stored in this browser: ${String(e)}`),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback(async (skill: Skill) => {
    await set(keyOf(skill), skill, skillStore());
    setAll((prev) => [...prev.filter((s) => keyOf(s) !== keyOf(skill)), skill]);
  }, []);
  const remove = useCallback(async (skill: Skill) => {
    await del(keyOf(skill), skillStore());
    setAll((prev) => prev.filter((s) => keyOf(s) !== keyOf(skill)));
  }, []);

  const skills = useMemo(() => all.filter((s) => s.spec === spec).sort((a, b) => a.name.localeCompare(b.name)), [all, spec]);

  const saveCode = useCallback(async (code: string, source: Skill['source']) => {
    if (!spec) return { ok: false, message: 'Load a spec first: a skill belongs to one API.' };
    const made = makeSkill(code, spec, source);
    if (!made.ok) return { ok: false, message: made.error };
    const existed = all.some((s) => keyOf(s) === keyOf(made.skill));
    await save(made.skill);
    return { ok: true, message: `${existed ? 'Updated' : 'Saved'} skill ${made.skill.signature}.` };
  }, [spec, all, save]);

  const importFiles = useCallback(async (files: File[]) => {
    if (!spec) return 'Load a spec first: a skill belongs to one API.';
    const read = await Promise.all(files.map(async (f) => importSkills(f.name, await f.text(), spec)));
    const found = read.flatMap((r) => r.skills);
    for (const skill of found) await save(skill);
    const errors = read.flatMap((r) => r.errors);
    const other = found.filter((s) => s.spec !== spec).length;
    return [`Imported ${found.length} skill${found.length === 1 ? '' : 's'}${other ? ` (${other} for other APIs)` : ''}.`, ...errors].join(' ');
  }, [spec, save]);

  const exportOne = useCallback((skill: Skill) => downloadText(`${skill.name}.py`, skillToPy(skill), 'text/x-python'), []);
  const exportAll = useCallback(() => downloadText('skills.json', skillsToJson(skills), 'application/json'), [skills]);

  const pendingRef = useRef<{ skill: Skill; answer: (yes: boolean) => void } | null>(null);
  const [pending, setPending] = useState<Skill | null>(null);
  const askToSave = useCallback(async (code: string) => {
    if (!spec) return { ok: false, message: 'No spec is loaded, so there is nothing to save a skill for.' };
    const made = makeSkill(code, spec, 'model');
    if (!made.ok) return { ok: false, message: made.error };
    // A newer question replaces an unanswered one, which counts as a no.
    pendingRef.current?.answer(false);
    const yes = await new Promise<boolean>((answer) => {
      pendingRef.current = { skill: made.skill, answer };
      setPending(made.skill);
    });
    if (!yes) return { ok: false, message: 'The user declined to save this skill.' };
    await save(made.skill);
    return { ok: true, message: `Saved skill ${made.skill.signature}: later execute code can use from skills import ${made.skill.name}.` };
  }, [spec, save]);
  const decide = useCallback((accept: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.answer(accept);
  }, []);

  return { skills, error, save, remove, saveCode, importFiles, exportOne, exportAll, askToSave, pending, decide };
}
