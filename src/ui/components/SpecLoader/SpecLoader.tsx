// Spec input: URL field, file picker, paste dialog and bundled examples, with progress and load errors.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SpecInput } from '../../workers/catalogProtocol';
import type { SpecState } from '../../hooks/useSpec';
import { PasteDialog } from './PasteDialog';
import { SpecLoadStatus } from './SpecLoadStatus';
import { useUrlField } from './useUrlField';
import './SpecLoader.css';

export interface SpecLoaderProps {
  /** False until the catalog worker is up. */
  ready: boolean;
  loading: SpecState['loading'];
  error: SpecState['error'];
  /** URL of the active spec (shown in the field after a load; empty for a file or pasted text). */
  currentUrl: string | null;
  /** Changes whenever another spec becomes the first API (SpecState.firstLoad): the URL field shows its URL. */
  generation: number;
  examples: Array<{ id: string; label: string; url: string }>;
  onLoad: (input: SpecInput) => void;
  onDismissError: () => void;
  /** More controls at the end of the row (the "Add API" toggle). */
  children?: ReactNode;
}

export function SpecLoader({ ready, loading, error, currentUrl, generation, examples, onLoad, onDismissError, children }: SpecLoaderProps) {
  const [url, setUrl] = useUrlField(currentUrl, generation);
  const [pasteOpen, setPasteOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const submitUrl = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (trimmed) onLoad({ kind: 'url', url: trimmed });
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    onLoad({ kind: 'text', text: await file.text(), name: file.name });
    if (fileRef.current) fileRef.current.value = '';
  };

  // A new load may start while one runs: the worker drops the older one.
  const busy = !ready;
  return (
    <section className="spec-loader" aria-label="Load an OpenAPI spec">
      <form className="spec-loader-row" onSubmit={submitUrl}>
        <input
          type="url"
          className="spec-loader-url"
          placeholder="https://example.com/openapi.yaml"
          aria-label="Spec URL"
          data-testid="spec-url-input"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button type="submit" className="primary" data-testid="spec-load-button" disabled={busy || !url.trim()}>
          Load
        </button>
        <button type="button" data-testid="spec-file-button" disabled={busy} onClick={() => fileRef.current?.click()}>
          Open file…
        </button>
        <input
          ref={fileRef}
          type="file"
          className="visually-hidden"
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          data-testid="spec-file-input"
          tabIndex={-1}
          onChange={(e) => void pickFile(e.target.files?.[0])}
        />
        <button type="button" data-testid="spec-paste-button" disabled={busy} onClick={() => setPasteOpen(true)}>
          Paste…
        </button>
        <span className="spec-loader-examples">
          <span className="muted">Examples:</span>
          {examples.map((ex) => (
            <button
              key={ex.id}
              type="button"
              data-testid={`example-${ex.id}`}
              disabled={busy}
              onClick={() => {
                setUrl(ex.url);
                onLoad({ kind: 'url', url: ex.url });
              }}
            >
              {ex.label}
            </button>
          ))}
        </span>
        {children}
      </form>
      <SpecLoadStatus loading={loading} error={error} onDismissError={onDismissError} />
      <PasteDialog
        open={pasteOpen}
        onClose={() => setPasteOpen(false)}
        onSubmit={(text) => {
          setPasteOpen(false);
          onLoad({ kind: 'text', text, name: 'pasted text' });
        }}
      />
    </section>
  );
}
