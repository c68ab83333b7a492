// All operations grouped by tag (collapsible, with counts); untagged ones under "untagged", or by path segment when the
// spec has no tags at all. Several APIs: a heading per API (its short name) above its own tag groups. Groups and
// rows are rendered a page at a time: 20,000 groups took the page 2 s to render.
import { useMemo, useState } from 'react';
import type { ApiOperations } from '../../app/explorerApis';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { groupOperations } from '../../app/operationGroups';
import { OperationGroup } from './OperationGroup';
import { ShowMore } from './ShowMore';
import './OperationList.css';

export interface OperationListProps {
  /** Each loaded API's operations (one entry with one API: no heading). */
  apis: ApiOperations[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Large specs: render groups collapsed so the first paint stays cheap. */
const OPEN_ALL_BELOW = 60;
/** Groups rendered per page (MS Graph has 418 tags). */
export const GROUPS_PAGE = 500;

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
  const [shown, setShown] = useState(GROUPS_PAGE);
  return (
    <>
      {groups.slice(0, shown).map(([tag, ops]) => <OperationGroup key={tag} tag={tag} operations={ops} initiallyOpen={open} selected={selected} onSelect={onSelect} />)}
      <ShowMore testId="more-groups" noun="groups" shown={shown} total={groups.length} page={GROUPS_PAGE} onMore={setShown} />
    </>
  );
}
