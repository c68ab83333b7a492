// The spec's servers as a choice: which is BASE_URL, its variables, servers added by hand, and one a link asks for.
import { useState, type FormEvent } from 'react';
import { serverKey, type ServerInfo, type ServerLevel } from '../../../core/openapi';
import type { ServerChoiceEdits } from '../../app/serverEdits';
import type { ServerChoiceController } from '../../hooks/useServerChoice';
import type { ServerWithWarnings } from '../../hooks/useServerWarnings';
import './ServerPicker.css';

export interface ServerPickerProps {
  /** The servers in effect (BASE_URL first), each with what deserves a second look. */
  servers: ServerWithWarnings[];
  control: ServerChoiceController;
}

const LEVEL_NOTES: Partial<Record<ServerLevel, string>> = {
  path: 'path-level: declared for some paths only',
  operation: 'operation-level: declared for some operations only',
  user: 'added by you',
};

/** The variables of the BASE_URL server (`server`, a declared template) and why the user's values are not used. */
export function ServerVariables({ server, control }: { server: ServerInfo; control: ServerChoiceEdits }) {
  const key = serverKey(server);
  const values = control.choice.values[key] ?? {};
  return (
    <div className="server-picker-variables">
      {Object.entries(server.variables ?? {}).map(([name, v]) => {
        const value = values[name] ?? v.default;
        const onChange = (next: string) => control.setVariable(key, name, next);
        return (
          <label key={name} title={v.description}>
            <code>{`{${name}}`}</code>{' '}
            {v.enum ? (
              <select data-testid="server-variable" data-name={name} value={value} onChange={(e) => onChange(e.target.value)}>
                {v.enum.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            ) : (
              <input data-testid="server-variable" data-name={name} value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} />
            )}
          </label>
        );
      })}
      {control.effective.problems[key] && <p className="notice error" data-testid="server-variable-error">{control.effective.problems[key]} The spec's value is used.</p>}
    </div>
  );
}

/** What deserves a second look about one server (nothing when all is well). */
export function ServerWarningList({ warnings }: Pick<ServerWithWarnings, 'warnings'>) {
  if (warnings.length === 0) return null;
  return (
    <ul className="server-picker-warnings">
      {warnings.map((w) => <li key={w.kind} className="notice warn" data-testid="server-warning" data-kind={w.kind}>{w.message}</li>)}
    </ul>
  );
}

/** A server added by hand, checked the same way for every API; the refusal is shown under it. */
export function ServerAddForm({ control }: { control: ServerChoiceEdits }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    const checked = control.add(draft);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) setDraft('');
  };
  return (
    <>
      <form className="server-picker-add" onSubmit={onAdd}>
        <input
          type="url" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="https://api.example.com/v1"
          aria-label="Add a server" data-testid="server-add-input" spellCheck={false}
        />
        <button type="submit" data-testid="server-add-button">Add server</button>
      </form>
      {error && <p className="notice error" data-testid="server-add-error">{error}</p>}
    </>
  );
}

export function ServerPicker({ servers, control }: ServerPickerProps) {
  const baseUrl = servers[0]?.server.url;
  return (
    <div className="server-picker" data-testid="server-picker">
      {control.pending && (
        <div className="notice warn" data-testid="server-pending">
          This link asks to use <code>{control.pending}</code>, which the spec does not declare. Code cannot reach it until you
          confirm; credentials go there only if you also tick it under the target-API credentials.
          <div className="server-picker-actions">
            <button type="button" onClick={control.confirmPending} data-testid="server-pending-confirm">Use this server</button>
            <button type="button" onClick={control.dismissPending} data-testid="server-pending-dismiss">Ignore</button>
          </div>
        </div>
      )}
      {servers.length === 0 ? (
        <p className="notice warn">No servers: code in the sandbox cannot reach any host. Add the API's base URL below.</p>
      ) : (
        <ul className="server-picker-list" data-testid="spec-servers">
          {servers.map(({ server: s, warnings }) => (
            <li key={s.url}>
              <label className="server-picker-option">
                <input type="radio" name="base-url" value={s.url} checked={s.url === baseUrl} onChange={() => control.select(serverKey(s))} data-testid="server-option" />
                <code data-testid="spec-server">{s.url}</code>
                {s.url === baseUrl && <span className="server-picker-base" title="The model and your code get this as BASE_URL">BASE_URL</span>}
              </label>
              {s.description ? <span className="muted"> — {s.description}</span> : null}
              {s.level && LEVEL_NOTES[s.level] && s.level !== 'user' ? <span className="muted"> ({LEVEL_NOTES[s.level]})</span> : null}
              {s.level === 'user' && (
                <button type="button" className="server-picker-remove" onClick={() => control.remove(s.url)} data-testid="server-remove">remove</button>
              )}
              {s.url === baseUrl && s.variables && <ServerVariables server={s} control={control} />}
              <ServerWarningList warnings={warnings} />
            </li>
          ))}
        </ul>
      )}
      <ServerAddForm control={control} />
    </div>
  );
}
