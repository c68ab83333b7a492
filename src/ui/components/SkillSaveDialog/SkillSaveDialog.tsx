// The model asks to save a skill: the user sees its signature, docstring and code, and says yes or no.
import { useShownDialog } from '../../hooks/useShownDialog';
import type { Skill } from '../../../core/skills';
import '../ApprovalDialog/ApprovalDialog.css';

export interface SkillSaveDialogProps {
  pending: Skill | null;
  onDecide: (accept: boolean) => void;
}

export function SkillSaveDialog({ pending, onDecide }: SkillSaveDialogProps) {
  const ref = useShownDialog(pending !== null);
  return (
    <dialog ref={ref} className="approval-dialog" data-testid="skill-save-dialog" aria-label="Save a skill" onKeyDown={(e) => e.key === 'Escape' && onDecide(false)}>
      {pending && (
        <>
          <h2>The model wants to save a skill</h2>
          <p><code>{pending.signature}</code></p>
          <p className="muted">{pending.doc}</p>
          <pre className="approval-body">{pending.code}</pre>
          <p className="muted">Saved skills can be imported by later runs for this API; you can delete them in the playground's Skills panel.</p>
          <div className="approval-actions">
            <button type="button" className="primary" onClick={() => onDecide(true)} data-testid="skill-save-accept">Save skill</button>
            <button type="button" onClick={() => onDecide(false)} data-testid="skill-save-reject">Don't save</button>
          </div>
        </>
      )}
    </dialog>
  );
}
