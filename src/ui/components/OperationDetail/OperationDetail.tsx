// One operation's schema as a model would get it from get_schema, at brief / detailed / full detail, with what that
// level costs in tokens and a copy button; "Try in playground" with its choice of `requests` or the generated client.
import type { Detail } from '../../../core/catalog';
import type { SnippetStyle } from '../../../core/snippet';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { useState } from 'react';
import { MethodBadge } from '../OperationList/MethodBadge';
import { PathText } from '../OperationList/PathText';
import { SchemaText } from '../SchemaText/SchemaText';
import './OperationDetail.css';

export interface OperationDetailProps {
  operation: OperationSummary;
  detail: Detail;
  text: string | null;
  loading: boolean;
  error: string | null;
  /** Tokens of `text` (what this level costs the model), null while counting. */
  tokens: number | null;
  onDetailChange: (detail: Detail) => void;
  /** Opens a first Python call of this operation in the playground. */
  onOpenInPlayground?: () => void;
  /** The pointer or focus reached "Try in playground": Python may start now. */
  onTryIntent?: () => void;
  /** How "Try in playground" calls the operation: with `requests`, or through the generated client in /apis. */
  snippetStyle?: SnippetStyle;
  onSnippetStyleChange?: (style: SnippetStyle) => void;
}

const styles: Array<{ id: SnippetStyle; label: string; title: string }> = [
  { id: 'requests', label: 'requests', title: 'A hand-built HTTP call with requests' },
  { id: 'client', label: 'generated client', title: 'The operation\'s typed function from /apis (the generated Python client)' },
];

const levels: Array<{ id: Detail; label: string }> = [
  { id: 'brief', label: 'Brief' },
  { id: 'detailed', label: 'Detailed' },
  { id: 'full', label: 'Full JSON Schema' },
];

export function OperationDetail({ operation, detail, text, loading, error, tokens, onDetailChange, onOpenInPlayground, onTryIntent, snippetStyle = 'requests', onSnippetStyleChange }: OperationDetailProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (text === null) return;
    void navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className="operation-detail panel" aria-label="Operation schema" data-testid="operation-detail" data-name={operation.name}>
      <h2 className="operation-detail-title">
        <MethodBadge method={operation.method} /> <PathText path={operation.path} />
      </h2>
      <p className="operation-detail-meta">
        <code>{operation.name}</code>
        {operation.deprecated ? <span className="notice warn operation-detail-deprecated">deprecated</span> : null}
        {operation.summary ? <span className="muted"> — {operation.summary}</span> : null}
        {onOpenInPlayground && (
          <button type="button" className="operation-detail-try" data-testid="operation-try" onPointerEnter={onTryIntent} onFocus={onTryIntent} onClick={onOpenInPlayground}>Try in playground</button>
        )}
        {onOpenInPlayground && onSnippetStyleChange && (
          <span className="operation-detail-style" role="radiogroup" aria-label="Try in playground with">
            <span className="muted" aria-hidden="true">with</span>
            {styles.map((s) => (
              <label key={s.id} title={s.title}>
                <input type="radio" name="snippet-style" value={s.id} checked={s.id === snippetStyle} onChange={() => onSnippetStyleChange(s.id)} data-testid={`snippet-style-${s.id}`} />
                {s.label}
              </label>
            ))}
          </span>
        )}
      </p>
      <div className="tabs" role="tablist" aria-label="Detail level">
        {levels.map((l) => (
          <button
            key={l.id}
            type="button"
            role="tab"
            aria-selected={l.id === detail}
            className={l.id === detail ? 'active' : undefined}
            data-testid={`schema-tab-${l.id}`}
            onClick={() => { setCopied(false); onDetailChange(l.id); }}
          >
            {l.label}
          </button>
        ))}
        <span className="operation-detail-tools">
          <span className="muted" data-testid="schema-tokens" data-value={tokens ?? ''}>{tokens === null ? '' : `${tokens.toLocaleString('en-US')} tokens`}</span>
          <button type="button" data-testid="schema-copy" disabled={text === null} onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
        </span>
      </div>
      {error ? (
        <p className="notice error">{error}</p>
      ) : (
        <div className="operation-detail-text" data-testid="schema-text" data-detail={detail} aria-busy={loading}>
          {text === null ? <p className="muted">{loading ? 'Loading…' : ''}</p> : <SchemaText detail={detail} text={text} />}
        </div>
      )}
    </section>
  );
}
