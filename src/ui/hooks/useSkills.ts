// Saved skills, in IndexedDB (idb-keyval): all of them, the loaded set's, and save / delete / import.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { importSkills, listSkills, planImport, skillsToJson, skillToPy, type ListedSkill, type LoadedApi, type Skill } from '../../core/skills';
import { downloadText } from '../app/download';
import { makeSkill } from '../app/skills';
import { useLatest } from './useLatest';

export interface SkillsController {
  /** The loaded set's skills, by name: its first API's, and those whose recorded APIs are all loaded. */
  skills: ListedSkill[];
  /** Why the store cannot be used (private browsing without IndexedDB), else null. */
  error: string | null;
  save: (skill: Skill) => Promise<void>;
  remove: (skill: Skill) => Promise<void>;
  /** Saves the code's first function (with a docstring) for the loaded set; resolves with what to tell the user. */
  saveCode: (code: string, source: Skill['source']) => Promise<{ ok: boolean; message: string }>;
  importFiles: (files: File[]) => Promise<string>;
  /** Imported skills that would replace a saved one with different code: they wait for `resolveConflicts`. */
  conflicts: Skill[];
  /** true: the imported code replaces the saved; false: the saved skills stay as they are. */
  resolveConflicts: (replace: boolean) => Promise<string>;
  exportOne: (skill: Skill) => void;
  exportAll: () => void;
  /** The model's save_skill: checks the code, asks the user (see `pending`) until `signal` withdraws it, saves on yes. */
  askToSave: (code: string, signal?: AbortSignal) => Promise<{ ok: boolean; message: string }>;
  /** The skill waiting for the user's yes or no, else null. */
  pending: Skill | null;
  decide: (accept: boolean) => void;
}

let store: UseStore | null = null;
const skillStore = (): UseStore => (store ??= createStore('code-mode-playground', 'skills'));
const keyOf = (s: Pick<Skill, 'spec' | 'name'>): string => `${s.spec}\u0000${s.name}`;

type Answer = 'yes' | 'no' | 'withdrawn';
const WITHDRAWN = { ok: false, message: 'The question was withdrawn: the run ended before the user answered. Nothing was saved.' };

/** `loaded`: the loaded APIs, first first (app/skills' loadedSkillApis). */
export function useSkills(loaded: readonly LoadedApi[]): SkillsController {
  const spec = loaded[0]?.key ?? null;
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

  const skills = useMemo(() => listSkills(all, loaded), [all, loaded]);

  // A name holds one listed skill: saving it again replaces the listed one, even when that was saved for another set.
  // Read when saving, not when asked: the model's question may wait on the user while the list changes.
  const listed = useLatest(skills);
  const store = useCallback(async (skill: Skill) => {
    const shadowed = listed.current.find((s) => s.name === skill.name && keyOf(s) !== keyOf(skill));
    if (shadowed) await remove(shadowed);
    await save(skill);
  }, [listed, remove, save]);

  const saveCode = useCallback(async (code: string, source: Skill['source']) => {
    const made = makeSkill(code, loaded, source);
    if (!made.ok) return { ok: false, message: made.error };
    const existed = skills.some((s) => s.name === made.skill.name);
    await store(made.skill);
    const uses = made.skill.apis ? ` (uses ${made.skill.apis.map((a) => a.name).join(', ')})` : '';
    return { ok: true, message: `${existed ? 'Updated' : 'Saved'} skill ${made.skill.signature}${uses}.` };
  }, [loaded, skills, store]);

  // A skill's name is its Python function name (what `from skills import` and the model use), so two skills cannot
  // share one: replacing saved code waits for the user's yes instead of renaming code someone else wrote.
  const [conflicts, setConflicts] = useState<Skill[]>([]);
  const importFiles = useCallback(async (files: File[]) => {
    if (!spec) return 'Load a spec first: a skill belongs to the APIs it uses.';
    const read = await Promise.all(files.map(async (f) => importSkills(f.name, await f.text(), spec)));
    const plan = planImport(read.flatMap((r) => r.skills), all);
    for (const skill of plan.add) await save(skill);
    setConflicts(plan.conflicts.map((c) => c.imported));
    const found = [...plan.add, ...plan.unchanged];
    const errors = read.flatMap((r) => r.errors);
    const shown = new Set(listSkills(found, loaded).map(keyOf));
    const other = found.filter((s) => !shown.has(keyOf(s))).length;
    const asked = plan.conflicts.length;
    return [
      `Imported ${found.length} skill${found.length === 1 ? '' : 's'}${other ? ` (${other} for other APIs)` : ''}.`,
      ...(asked ? [`${asked} would replace a saved skill with different code: replace or keep yours below.`] : []),
      ...errors,
    ].join(' ');
  }, [spec, loaded, all, save]);
  const resolveConflicts = useCallback(async (replace: boolean) => {
    const chosen = conflicts;
    setConflicts([]);
    if (!replace) return `Kept your saved ${chosen.map((s) => s.name).join(', ')}.`;
    for (const skill of chosen) await save(skill);
    return `Replaced ${chosen.map((s) => s.name).join(', ')} with the imported code.`;
  }, [conflicts, save]);

  const exportOne = useCallback((skill: Skill) => downloadText(`${skill.name}.py`, skillToPy(skill), 'text/x-python'), []);
  const exportAll = useCallback(() => downloadText('skills.json', skillsToJson(skills), 'application/json'), [skills]);

  const pendingRef = useRef<{ skill: Skill; answer: (a: Answer) => void } | null>(null);
  const [pending, setPending] = useState<Skill | null>(null);
  const askToSave = useCallback(async (code: string, signal?: AbortSignal) => {
    if (!spec) return { ok: false, message: 'No spec is loaded, so there is nothing to save a skill for.' };
    const made = makeSkill(code, loaded, 'model');
    if (!made.ok) return { ok: false, message: made.error };
    if (signal?.aborted) return WITHDRAWN;
    // A newer question replaces an unanswered one, which counts as a no.
    pendingRef.current?.answer('no');
    const answer = await new Promise<Answer>((resolve) => {
      const asked = { skill: made.skill, answer: resolve };
      pendingRef.current = asked;
      setPending(made.skill);
      // The question ends with its run: Stop (or the run's end) takes the dialog away, and no later Save applies.
      signal?.addEventListener('abort', () => {
        if (pendingRef.current !== asked) return;
        pendingRef.current = null;
        setPending(null);
        resolve('withdrawn');
      }, { once: true });
    });
    if (answer === 'withdrawn') return WITHDRAWN;
    if (answer === 'no') return { ok: false, message: 'The user declined to save this skill.' };
    await store(made.skill);
    const uses = made.skill.apis ? ` It records the APIs it uses: ${made.skill.apis.map((a) => a.name).join(', ')}.` : '';
    return { ok: true, message: `Saved skill ${made.skill.signature}: later execute code can use from skills import ${made.skill.name}.${uses}` };
  }, [spec, loaded, store]);
  const decide = useCallback((accept: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.answer(accept ? 'yes' : 'no');
  }, []);

  return { skills, error, save, remove, saveCode, importFiles, conflicts, resolveConflicts, exportOne, exportAll, askToSave, pending, decide };
}
