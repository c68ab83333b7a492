// The loaded APIs as chips (short name; rename, remove, settings), shown when several are loaded or one has a badge
// (its kind says: an MCP server's "MCP"; a kind without settings has none here); the first is removable only beside others. The "Add API" toggle (in the loader's row: a one-API page gains
// no row) that makes the loader's next spec go beside them.
import { sourceKind } from '../../../core/sources';
import { uiSourceKind } from '../../app/kinds';
import type { ApiSetController } from '../../hooks/useApiSet';
import { ApiSettings } from './ApiSettings';
import { ApiNameEditor } from './ApiNameEditor';
import './ApiChips.css';

export interface ApiChipsProps {
  /** The loaded sources (nothing shows before a spec is loaded), the first one's removal note. */
  apis: ApiSetController;
  proxyAvailable: boolean;
}

const RemoveButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <button type="button" className="api-chip-remove" data-testid={`remove-api-${name}`} aria-label={`Remove the API ${name}`} onClick={onClick}>
    ×
  </button>
);

const Badge = ({ badge }: { badge: { text: string; title: string } }) => <span className="api-chip-badge" title={badge.title}>{badge.text}</span>;

export function ApiChips({ apis, proxyAvailable }: ApiChipsProps) {
  const { entries, note } = apis;
  const [first] = entries;
  if (!first) return null;
  const several = entries.length > 1 || uiSourceKind(first.kind).chip.badge !== undefined;
  if (!several && !apis.addLoading && !apis.addError && !note) return null;
  return (
    <section className="api-chips" aria-label="Loaded APIs" data-testid="api-chips">
      {several && entries.map((e, i) => {
        const { chip } = uiSourceKind(e.kind);
        // The first source's settings are the page-wide controls (request settings, credentials, server picker).
        return (
          <span key={e.id} className="api-chip" data-testid={`${chip.testId}-chip-${e.shortName}`} title={chip.title(e, i === 0)}>
            {chip.badge && <Badge badge={chip.badge} />}
            <ApiNameEditor name={e.shortName} onRename={(name) => apis.rename(e.id, name)} />
            {i > 0 && sourceKind(e.kind).settings.length > 0 && <ApiSettings api={e} proxyAvailable={proxyAvailable} onChange={(change) => apis.update(e.id, change)} />}
            {entries.length > 1 && <RemoveButton name={e.shortName} onClick={() => apis.remove(e.id)} />}
          </span>
        );
      })}
      {apis.addLoading && <span className="muted" role="status" data-testid="add-api-loading">Adding {apis.addLoading}…</span>}
      {apis.addError && <span className="notice error" role="alert" data-testid="add-api-error">{apis.addError}</span>}
      {note && (
        <span className="notice" role="status" data-testid="first-api-note">
          {note} <button type="button" onClick={apis.dismissNote}>Dismiss</button>
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
