// Progress of the running load, or the last load's error (the previous spec stays active).
import type { SpecState } from '../../hooks/useSpec';
import type { SpecErrorInfo } from '../../workers/catalogProtocol';

export interface SpecLoadStatusProps {
  loading: SpecState['loading'];
  error: SpecState['error'];
  onDismissError: () => void;
}

const phaseText: Record<string, string> = {
  fetching: 'Fetching',
  parsing: 'Parsing',
  resolving: 'Resolving references',
  normalizing: 'Reading operations',
  indexing: 'Indexing for search',
  ready: 'Ready',
};

const errorTitle: Record<SpecErrorInfo['kind'], string> = {
  parse: 'Not valid JSON or YAML',
  html: 'Got an HTML page, not a spec',
  'not-openapi': 'Not an OpenAPI document',
  http: 'The server answered with an error',
  network: 'Network error',
  cors: 'Blocked by CORS',
  ref: 'A $ref could not be resolved',
  'too-large': 'Spec too large',
  internal: 'Unexpected error',
};

export function SpecLoadStatus({ loading, error, onDismissError }: SpecLoadStatusProps) {
  if (loading) {
    return (
      <p className="spec-load-progress" role="status" data-testid="spec-progress" data-phase={loading.phase}>
        <span className="spinner" aria-hidden="true" /> {phaseText[loading.phase] ?? loading.phase}
        {loading.detail ? ` — ${loading.detail}` : ''} <span className="muted">({loading.label})</span>
      </p>
    );
  }
  if (!error) return null;
  const where = error.line !== undefined ? ` (line ${error.line}${error.column !== undefined ? `, column ${error.column}` : ''})` : '';
  return (
    <div className="notice error spec-error" role="alert" data-testid="spec-error" data-kind={error.kind}>
      <div className="spec-error-text">
        <strong>
          {errorTitle[error.kind]}
          {error.status !== undefined ? ` (HTTP ${error.status})` : ''}
          {where}
        </strong>
        <span className="spec-error-source"> — {error.label}</span>
        <div>{error.message}</div>
      </div>
      <button type="button" aria-label="Dismiss error" onClick={onDismissError}>
        ×
      </button>
    </div>
  );
}
