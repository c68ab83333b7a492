// All operations grouped by tag (collapsible, with counts); untagged ones under "untagged", or by path segment when the
// spec has no tags at all.
import { useMemo, useState } from 'react';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { groupOperations } from '../../app/operationGroups';
import { MethodBadge } from './MethodBadge';
import { PathText } from './PathText';
import './OperationList.css';

export interface OperationListProps {
  operations: OperationSummary[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Large specs: render groups collapsed so the first paint stays cheap. */
const OPEN_ALL_BELOW = 60;

export function OperationList({ operations, selected, onSelect }: OperationListProps) {
  const groups = useMemo(() => groupOperations(operations), [operations]);
  const open = operations.length < OPEN_ALL_BELOW;
  return (
    <section className="operation-list" aria-label="Operations by tag">
      <h2>
        Operations <span className="muted">({operations.length})</span>
      </h2>
      {groups.map(([tag, ops]) => (
        <OperationGroup key={tag} tag={tag} operations={ops} initiallyOpen={open} selected={selected} onSelect={onSelect} />
      ))}
    </section>
  );
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
