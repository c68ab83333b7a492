// A chip's short name; clicking it edits the name in place (the hook validates: a Python identifier, unique).
import { useState, type FormEvent } from 'react';

export interface ApiNameEditorProps {
  name: string;
  /** Resolves with null when renamed, else why not. */
  onRename: (name: string) => Promise<string | null>;
}

export function ApiNameEditor({ name, onRename }: ApiNameEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button type="button" className="api-chip-name" data-testid={`api-name-${name}`} title="Rename" onClick={() => setDraft(name)}>
        {name}
      </button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onRename(draft.trim()).then((error) => {
      setProblem(error);
      if (error === null) setDraft(null);
    });
  };
  return (
    <form className="api-chip-rename" onSubmit={submit}>
      <input aria-label={`New short name for ${name}`} data-testid={`api-rename-${name}`} value={draft} autoFocus onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setDraft(null)} />
      {problem && <span className="notice error" role="alert" data-testid="api-rename-error">{problem}</span>}
    </form>
  );
}
