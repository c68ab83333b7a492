// Search box over the catalog with live ranked results and the "N of M operations" header.
import type { SearchResponse } from '../../../core/catalog';
import { MethodBadge } from '../OperationList/MethodBadge';
import './OperationSearch.css';

export interface OperationSearchProps {
  query: string;
  response: SearchResponse | null;
  error: string | null;
  selected: string | null;
  onQueryChange: (query: string) => void;
  onSelect: (name: string) => void;
}

export function OperationSearch({ query, response, error, selected, onQueryChange, onSelect }: OperationSearchProps) {
  return (
    <section className="operation-search" aria-label="Search operations">
      <input
        type="search"
        placeholder="Search operations, e.g. “search breweries by name”"
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
          {response.hits.length === 0 ? (
            <p className="muted">No operation matches “{response.query}”.</p>
          ) : (
            <ol>
              {response.hits.map((hit) => (
                <li key={hit.name}>
                  <button
                    type="button"
                    className={`op-row${hit.name === selected ? ' selected' : ''}`}
                    data-testid="op-search-result"
                    data-name={hit.name}
                    onClick={() => onSelect(hit.name)}
                  >
                    <MethodBadge method={hit.method} />
                    <span className="path">{hit.path}</span>
                    <span className="op-row-summary muted">{hit.summary}</span>
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
