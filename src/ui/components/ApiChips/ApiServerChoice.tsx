// A further API's server: which one is its BASE_URLS entry, that server's variables, servers added by hand; the same
// checks and warnings as the first API's picker, the choice kept in the API's own state.
import { serverKey, type ServerChoice } from '../../../core/openapi';
import type { SourceEntry } from '../../app/apiSet';
import { serverEdits } from '../../app/serverEdits';
import { useServerWarnings } from '../../hooks/useServerWarnings';
import { ServerAddForm, ServerVariables, ServerWarningList } from '../ServerPicker/ServerPicker';
import '../ServerPicker/ServerPicker.css';

export interface ApiServerChoiceProps {
  api: SourceEntry;
  onChange: (choice: ServerChoice) => void;
}

export function ApiServerChoice({ api, onChange }: ApiServerChoiceProps) {
  const name = api.shortName;
  const control = serverEdits(api.summary.servers, api.settings.choice, onChange);
  const servers = useServerWarnings(control.effective.servers);
  const base = servers[0];
  return (
    <div className="server-picker" data-testid={`api-server-choice-${name}`}>
      {servers.length === 0 && <p className="notice warn">No servers: code cannot reach this API. Add its base URL below.</p>}
      {base && (
        <label>
          Server{' '}
          <select data-testid={`api-server-${name}`} value={serverKey(base.server)} onChange={(e) => control.select(e.target.value)}>
            {servers.map(({ server: s }) => <option key={serverKey(s)} value={serverKey(s)}>{s.url}{s.level === 'user' ? ' (added by you)' : ''}</option>)}
          </select>
        </label>
      )}
      {base?.server.level === 'user' && (
        <button type="button" className="server-picker-remove" onClick={() => control.remove(base.server.url)} data-testid="server-remove">
          remove {base.server.url}
        </button>
      )}
      {base?.server.variables && <ServerVariables server={base.server} control={control} />}
      {base && <ServerWarningList warnings={base.warnings} />}
      <ServerAddForm control={control} />
    </div>
  );
}
