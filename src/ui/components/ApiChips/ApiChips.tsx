// The loaded APIs as chips (short name; rename, remove, settings), shown when several are loaded or one is an MCP server
// (its chip has an "MCP" badge and no API settings); the first is removable only beside others. The "Add API" toggle (in the loader's row: a one-API page gains
// no row) that makes the loader's next spec go beside them.
import type { ApiSetController } from '../../hooks/useApiSet';
import type { FirstRemoval } from '../../hooks/useFirstRemoval';
import { ApiSettings } from './ApiSettings';
import { ApiNameEditor } from './ApiNameEditor';
import './ApiChips.css';

export interface ApiChipsProps {
  apis: ApiSetController;
  /** The first API's worker id (null before a spec is loaded: nothing shows). */
  firstId: string | null;
  firstTitle: string;
  /** The first API is an MCP server. */
  firstMcp: boolean;
  /** Removes the first API (the next becomes the first), and what it could not carry over. */
  firstRemoval: FirstRemoval;
  proxyAvailable: boolean;
}

const RemoveButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <button type="button" className="api-chip-remove" data-testid={`remove-api-${name}`} aria-label={`Remove the API ${name}`} onClick={onClick}>
    ×
  </button>
);

const McpBadge = () => <span className="api-chip-badge" title="An MCP server: its tools are the operations">MCP</span>;

export function ApiChips({ apis, firstId, firstTitle, firstMcp, firstRemoval, proxyAvailable }: ApiChipsProps) {
  if (firstId === null || apis.firstName === null) return null;
  const several = apis.extras.length > 0 || firstMcp;
  const { note } = firstRemoval;
  if (!several && !apis.addLoading && !apis.addError && !note) return null;
  return (
    <section className="api-chips" aria-label="Loaded APIs" data-testid="api-chips">
      {several && (
        <>
          <span className="api-chip" data-testid={`${firstMcp ? 'mcp' : 'api'}-chip-${apis.firstName}`} title={firstTitle}>
            {firstMcp && <McpBadge />}
            <ApiNameEditor name={apis.firstName} onRename={(name) => apis.rename(firstId, name)} />
            {apis.extras.length > 0 && <RemoveButton name={apis.firstName} onClick={firstRemoval.remove} />}
          </span>
          {apis.extras.map((e) => (
            <span key={e.id} className="api-chip" data-testid={`${e.mcp ? 'mcp' : 'api'}-chip-${e.shortName}`} title={e.mcp ? `${e.summary.title} (${e.mcp.url})` : e.summary.title}>
              {e.mcp && <McpBadge />}
              <ApiNameEditor name={e.shortName} onRename={(name) => apis.rename(e.id, name)} />
              {!e.mcp && <ApiSettings api={e} proxyAvailable={proxyAvailable} onChange={(change) => apis.update(e.id, change)} />}
              <RemoveButton name={e.shortName} onClick={() => apis.remove(e.id)} />
            </span>
          ))}
        </>
      )}
      {apis.addLoading && <span className="muted" role="status" data-testid="add-api-loading">Adding {apis.addLoading}…</span>}
      {apis.addError && <span className="notice error" role="alert" data-testid="add-api-error">{apis.addError}</span>}
      {note && (
        <span className="notice" role="status" data-testid="first-api-note">
          {note} <button type="button" onClick={firstRemoval.dismissNote}>Dismiss</button>
        </span>
      )}
    </section>
  );
}

export interface AddApiToggleProps {
  apis: ApiSetController;
  /** False before a spec is loaded (the first spec is loaded the usual way). */
  shown: boolean;
}

export function AddApiToggle({ apis, shown }: AddApiToggleProps) {
  if (!shown) return null;
  return (
    <label className="api-chips-add" title="The next spec you load (URL, file, paste or example) is added beside the loaded APIs">
      <input type="checkbox" data-testid="add-api" checked={apis.adding} onChange={(ev) => apis.setAdding(ev.target.checked)} /> Add API
    </label>
  );
}
