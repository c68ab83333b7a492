// Modal for pasting a spec's JSON or YAML text.
import { useEffect, useRef, useState } from 'react';

export interface PasteDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
}

export function PasteDialog({ open, onClose, onSubmit }: PasteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="paste-dialog" onClose={onClose} aria-label="Paste a spec">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) onSubmit(text);
        }}
      >
        <h2>Paste an OpenAPI or Swagger document</h2>
        <textarea
          data-testid="spec-paste-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="openapi: 3.1.0 …   or   { &quot;swagger&quot;: &quot;2.0&quot;, … }"
          spellCheck={false}
          rows={16}
        />
        <div className="paste-dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" data-testid="spec-paste-submit" disabled={!text.trim()}>
            Load
          </button>
        </div>
      </form>
    </dialog>
  );
}
