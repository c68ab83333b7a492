// The loaded APIs' skills: open one in the playground, delete, export (.py or all as JSON), import files.
import type { ChangeEvent } from 'react';
import { describeApis, type ListedSkill, type Skill } from '../../../core/skills';
import './SkillsPanel.css';

export interface SkillsPanelProps {
  /** A skill saved with several APIs loaded shows the ones it uses (and their names now, when renamed). */
  skills: ListedSkill[];
  /** Import outcome or a store error to show, else null. */
  message: string | null;
  onOpen: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
  onExport: (skill: Skill) => void;
  onExportAll: () => void;
  onImport: (files: File[]) => void;
  /** Imported skills that would replace a saved one with different code (the user decides). */
  conflicts: Skill[];
  onResolveConflicts: (replace: boolean) => void;
}

export function SkillsPanel({ skills, message, onOpen, onDelete, onExport, onExportAll, onImport, conflicts, onResolveConflicts }: SkillsPanelProps) {
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    onImport([...(e.target.files ?? [])]);
    e.target.value = '';
  };
  return (
    <details className="skills-panel panel" data-testid="skills-panel" open={skills.length > 0}>
      <summary>Skills for this API ({skills.length})</summary>
      <p className="muted">
        Functions saved from working code. In <code>execute</code> the model (and you, here) can{' '}
        <code>from skills import name</code>; <code>search</code> lists them.
      </p>
      <ul className="skills-panel-list">
        {skills.map((s) => (
          <li key={s.name} data-testid="skill-item" data-name={s.name}>
            <code>{s.signature}</code> <span className="muted">{s.doc.split('\n')[0]}</span>
            {s.apis && <span className="skills-panel-apis muted" data-testid="skill-apis">{describeApis(s)}</span>}
            <span className="skills-panel-actions">
              <button type="button" onClick={() => onOpen(s)}>Edit in playground</button>
              <button type="button" onClick={() => onExport(s)}>Export .py</button>
              <button type="button" onClick={() => onDelete(s)} data-testid="skill-delete">Delete</button>
            </span>
          </li>
        ))}
      </ul>
      <div className="skills-panel-actions">
        <button type="button" onClick={onExportAll} disabled={skills.length === 0} data-testid="skills-export">Export all (JSON)</button>
        <label className="skills-panel-import">
          Import .py / .json <input type="file" accept=".py,.json,text/x-python,application/json" multiple onChange={onFiles} data-testid="skills-import" />
        </label>
      </div>
      {message && <p className="notice" data-testid="skills-message">{message}</p>}
      {conflicts.length > 0 && (
        <div className="notice" role="alert" data-testid="skills-conflict">
          <p>
            The import has different code for {conflicts.map((s, i) => <span key={s.name}>{i > 0 && ', '}<code>{s.signature}</code></span>)}. A name
            holds one skill: replace your saved code with the imported one?
          </p>
          <span className="skills-panel-actions">
            <button type="button" onClick={() => onResolveConflicts(false)} data-testid="skills-conflict-keep">Keep saved</button>
            <button type="button" onClick={() => onResolveConflicts(true)} data-testid="skills-conflict-replace">Replace</button>
          </span>
        </div>
      )}
    </details>
  );
}
