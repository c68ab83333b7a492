// Target-API credentials per the spec's securitySchemes, and the servers that receive them. Kept in memory; the
// broker adds them, Python never sees them.
import type { CredentialField, CredentialServer, Credentials } from '../../app/targetAuth';
import { SecretInput } from '../SecretInput/SecretInput';
import './TargetCredentials.css';

export interface TargetCredentialsProps {
  fields: CredentialField[];
  values: Credentials;
  onChange: (next: Credentials) => void;
  /** One row per server that may receive the credentials; checked rows do. */
  servers: CredentialServer[];
  onServerChange: (url: string, checked: boolean) => void;
  /** Several APIs loaded: the one these are for (the first; the others' are under ⚙ on their chips). */
  api?: string | null;
}

export function TargetCredentials({ fields, values, onChange, servers, onServerChange, api = null }: TargetCredentialsProps) {
  if (fields.length === 0) return null;
  const noneChecked = !servers.some((s) => s.checked);
  return (
    <details className="target-credentials panel" data-testid="target-credentials">
      <summary>
        API credentials ({fields.length} scheme{fields.length === 1 ? '' : 's'})
        {api && <span className="muted" data-testid="credentials-api" data-api={api}> for <code>{api}</code> (the other APIs: ⚙ on their chips)</span>}
      </summary>
      <p className="muted">
        The page's broker adds them only to requests for the servers checked below; requests to other allowed servers go
        without them. Never put in the URL or given to the sandbox.
      </p>
      <ul className="target-credentials-servers" data-testid="credential-servers" aria-label="Servers that receive the credentials">
        {servers.map((s) => (
          <li key={s.url} data-testid="credential-server">
            <label>
              <input type="checkbox" checked={s.checked} onChange={(e) => onServerChange(s.url, e.target.checked)} />{' '}
              {s.level === 'document' ? (
                <code>{s.url}</code>
              ) : (
                <>
                  also send credentials to <code>{s.url}</code> <span className="muted">({s.level === 'user' ? 'added by you' : `${s.level}-level server`})</span>
                </>
              )}
            </label>
          </li>
        ))}
      </ul>
      {noneChecked && (
        <p className="notice warn">
          {servers.length === 0 ? 'This spec has no usable server' : 'No server is checked'}: the credentials are sent nowhere.
        </p>
      )}
      {fields.map((f) => (
        <label key={f.key} className="target-credentials-field">
          <span>{f.label}</span>
          {f.unsupported ? (
            <span className="muted">{f.unsupported}</span>
          ) : (
            <SecretInput
              type="password"
              autoComplete="off"
              placeholder={f.placeholder}
              data-testid={`credential-${f.key}`}
              value={values[f.key] ?? ''}
              onValueChange={(v) => onChange({ ...values, [f.key]: v })}
            />
          )}
        </label>
      ))}
    </details>
  );
}
