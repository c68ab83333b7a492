// Live, debounced catalog search; results from an older query, spec or set of APIs never overwrite newer ones.
import { useEffect, useState } from 'react';
import type { SearchResponse } from '../../core/catalog';
import type { CatalogClient } from './useCatalog';

export interface OperationSearchState {
  response: SearchResponse | null;
  error: string | null;
}

const EMPTY: OperationSearchState = { response: null, error: null };

export function useOperationSearch(
  catalog: CatalogClient | null,
  /** What the results belong to (the loaded API or set): a new value searches again; null before a spec is loaded. */
  spec: object | null,
  query: string,
  options: { limit?: number; debounceMs?: number } = {},
): OperationSearchState {
  const { limit = 20, debounceMs = 150 } = options;
  const [state, setState] = useState<OperationSearchState>(EMPTY);
  const active = catalog !== null && spec !== null && query.trim() !== '';
  // Nothing to search: the last results go now, so they never show under a later query.
  if (!active && state !== EMPTY) setState(EMPTY);

  useEffect(() => {
    const q = query.trim();
    if (!catalog || !spec || !q) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      catalog.search(q, { limit }).then(
        (response) => {
          if (!cancelled) setState({ response, error: null });
        },
        (err: unknown) => {
          if (!cancelled) setState({ response: null, error: `Search failed: ${String(err)}` });
        },
      );
    }, debounceMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [catalog, spec, query, limit, debounceMs]);

  return active ? state : EMPTY;
}
