// All operations grouped by tag (collapsible, with counts); untagged ones under "untagged", or by path segment when the
// spec has no tags at all. Several APIs: a heading per API (its short name) above its own tag groups.
import { useMemo, useState } from 'react';
import type { ApiOperations } from '../../app/explorerApis';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { groupOperations } from '../../app/operationGroups';
import { MethodBadge } from './MethodBadge';
import { PathText } from './PathText';
import './OperationList.css';

export interface OperationListProps {
  /** Each loaded API's operations (one entry with one API: no heading). */
  apis: ApiOperations[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Large specs: render groups collapsed so the first paint stays cheap. */
const OPEN_ALL_BELOW = 60;

export function OperationList({ apis, selected, onSelect }: OperationListProps) {
  const count = apis.reduce((n, a) => n + a.operations.length, 0);
  const open = count < OPEN_ALL_BELOW;
  const [only] = apis;
  return (
    <section className="operation-list" aria-label="Operations by tag">
      <h2>
        Operations <span className="muted">({count})</span>
      </h2>
      {apis.length === 1 && only ? (
        <TagGroups operations={only.operations} open={open} selected={selected} onSelect={onSelect} />
      ) : (
        apis.map((api) => (
          <section key={api.shortName} className="operation-api" aria-label={`Operations of ${api.shortName}`} data-testid={`operation-group-api-${api.shortName}`}>
            <h3>
              <code>{api.shortName}</code> <span className="muted">({api.operations.length})</span>
            </h3>
            <TagGroups operations={api.operations} open={open} selected={selected} onSelect={onSelect} />
          </section>
        ))
      )}
    </section>
  );
}

interface TagGroupsProps {
  operations: OperationSummary[];
  open: boolean;
  selected: string | null;
  onSelect: (name: string) => void;
}

function TagGroups({ operations, open, selected, onSelect }: TagGroupsProps) {
  const groups = useMemo(() => groupOperations(operations), [operations]);
  return groups.map(([tag, ops]) => <OperationGroup key={tag} tag={tag} operations={ops} initiallyOpen={open} selected={selected} onSelect={onSelect} />);
}

interface OperationGroupProps {
  tag: string;
  operations: OperationSummary[];
  initiallyOpen: boolean;
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Rows are rendered only while the group is open (Graph has 11k operations). */
function OperationGroup({ tag, operations, initiallyOpen, selected, onSelect }: OperationGroupProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="operation-group" data-testid="tag-group" data-tag={tag} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span className="operation-group-name">{tag}</span>{' '}
        <span className="muted" data-testid="tag-count">
          {operations.length}
        </span>
      </summary>
      {open && (
        <ul>
          {operations.map((op) => (
            <li key={op.name}>
              <button
                type="button"
                className={`op-row${op.name === selected ? ' selected' : ''}${op.deprecated ? ' deprecated' : ''}`}
                data-testid="operation-item"
                data-name={op.name}
                onClick={() => onSelect(op.name)}
              >
                <MethodBadge method={op.method} />
                <PathText path={op.path} />
                <span className="op-row-summary muted">{op.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
