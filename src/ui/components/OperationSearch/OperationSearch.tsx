// Search box over the catalog with live ranked results and the "N of M operations" header; with several APIs each
// hit names its API.
import type { SearchResponse } from '../../../core/catalog';
import { useRef, type KeyboardEvent } from 'react';
import { MethodBadge } from '../OperationList/MethodBadge';
import { PathText } from '../OperationList/PathText';
import './OperationSearch.css';

export interface OperationSearchProps {
  query: string;
  response: SearchResponse | null;
  error: string | null;
  selected: string | null;
  onQueryChange: (query: string) => void;
  onSelect: (name: string) => void;
  /** A search example from the loaded spec. */
  placeholder: string;
}

/** Up/Down move between the search box and its results; Enter on a result selects it (a button click). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLOListElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(list?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  event.preventDefault();
  if (next < 0) event.currentTarget.closest('.operation-search')?.querySelector<HTMLInputElement>('input')?.focus();
  else items[Math.min(next, items.length - 1)]?.focus();
}

export function OperationSearch({ query, response, error, selected, onQueryChange, onSelect, placeholder }: OperationSearchProps) {
  const list = useRef<HTMLOListElement>(null);
  return (
    <section className="operation-search" aria-label="Search operations" onKeyDown={(e) => moveFocus(e, list.current)}>
      <input
        type="search"
        placeholder={placeholder}
        aria-label="Search operations"
        data-testid="op-search-input"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      {error && <p className="notice error">{error}</p>}
      {response && query.trim() && (
        <div className="operation-search-results">
          <p className="muted operation-search-header" data-testid="op-search-header">
            {response.header}
          </p>
          {response.note && (
            <p className="muted operation-search-note" data-testid="op-search-note">
              {response.note.replace(/^Note: /, '')}
            </p>
          )}
          {response.hits.length === 0 ? (
            <p className="muted">No operation matches “{response.query}”.</p>
          ) : (
            <ol ref={list}>
              {response.hits.map((hit) => (
                <li key={hit.name}>
                  <button
                    type="button"
                    className={`op-row${hit.name === selected ? ' selected' : ''}`}
                    data-testid="op-search-result"
                    data-name={hit.name}
                    {...(hit.api ? { 'data-api': hit.api } : {})}
                    onClick={() => onSelect(hit.name)}
                  >
                    <MethodBadge method={hit.method} />
                    <PathText path={hit.path} />
                    <span className="op-row-summary muted">
                      {hit.api && <code className="op-row-api">{hit.api}</code>}
                      {hit.api && ' '}
                      {hit.summary}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
