// One operation's schema as a model would get it from get_schema, at brief / detailed / full detail.
import type { Detail } from '../../../core/catalog';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { MethodBadge } from '../OperationList/MethodBadge';
import './OperationDetail.css';

export interface OperationDetailProps {
  operation: OperationSummary;
  detail: Detail;
  text: string | null;
  loading: boolean;
  error: string | null;
  onDetailChange: (detail: Detail) => void;
}

const levels: Array<{ id: Detail; label: string }> = [
  { id: 'brief', label: 'Brief' },
  { id: 'detailed', label: 'Detailed' },
  { id: 'full', label: 'Full JSON Schema' },
];

export function OperationDetail({ operation, detail, text, loading, error, onDetailChange }: OperationDetailProps) {
  return (
    <section className="operation-detail panel" aria-label="Operation schema" data-testid="operation-detail" data-name={operation.name}>
      <h2 className="operation-detail-title">
        <MethodBadge method={operation.method} /> <span className="path">{operation.path}</span>
      </h2>
      <p className="operation-detail-meta">
        <code>{operation.name}</code>
        {operation.deprecated ? <span className="notice warn operation-detail-deprecated">deprecated</span> : null}
        {operation.summary ? <span className="muted"> — {operation.summary}</span> : null}
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
            onClick={() => onDetailChange(l.id)}
          >
            {l.label}
          </button>
        ))}
      </div>
      {error ? (
        <p className="notice error">{error}</p>
      ) : (
        <pre className="operation-detail-text" data-testid="schema-text" data-detail={detail} aria-busy={loading}>
          {text ?? (loading ? 'Loading…' : '')}
        </pre>
      )}
    </section>
  );
}
