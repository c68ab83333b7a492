// One collapsible group of the operation list: its rows are rendered only while it is open, a page at a time (Graph's
// largest tag holds 1,483 operations; an MCP server can list 20,000 tools).
import { useState } from 'react';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { MethodBadge } from './MethodBadge';
import { PathText } from './PathText';
import { ShowMore } from './ShowMore';

/** Rows rendered per page of an open group. */
export const ROWS_PAGE = 500;

export interface OperationGroupProps {
  tag: string;
  operations: OperationSummary[];
  initiallyOpen: boolean;
  selected: string | null;
  onSelect: (name: string) => void;
}

export function OperationGroup({ tag, operations, initiallyOpen, selected, onSelect }: OperationGroupProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [shown, setShown] = useState(ROWS_PAGE);
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
          {operations.slice(0, shown).map((op) => (
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
      {open && <ShowMore testId="more-operations" noun="operations" shown={shown} total={operations.length} page={ROWS_PAGE} onMore={setShown} />}
    </details>
  );
}
