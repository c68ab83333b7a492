// Target-API credentials per the spec's securitySchemes. Kept in memory; the broker adds them, Python never sees them.
import type { CredentialField, Credentials } from '../../app/targetAuth';
import './TargetCredentials.css';

export interface TargetCredentialsProps {
  fields: CredentialField[];
  values: Credentials;
  onChange(next: Credentials): void;
}

export function TargetCredentials({ fields, values, onChange }: TargetCredentialsProps) {
  if (fields.length === 0) return null;
  return (
    <details className="target-credentials panel" data-testid="target-credentials">
      <summary>API credentials ({fields.length} scheme{fields.length === 1 ? '' : 's'})</summary>
      <p className="muted">
        Added by the page's broker to requests for the spec's servers only. Never put in the URL or given to the sandbox.
      </p>
      {fields.map((f) => (
        <label key={f.key} className="target-credentials-field">
          <span>{f.label}</span>
          {f.unsupported ? (
            <span className="muted">{f.unsupported}</span>
          ) : (
            <input
              type="password"
              autoComplete="off"
              placeholder={f.placeholder}
              data-testid={`credential-${f.key}`}
              value={values[f.key] ?? ''}
              onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            />
          )}
        </label>
      ))}
    </details>
  );
}
