// An operation's schema text from the catalog at one detail level (brief / detailed / full).
import { useEffect, useState } from 'react';
import type { Detail, SchemaResponse } from '../../core/catalog/types';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';

export interface OperationSchemaState {
  loading: boolean;
  text: string | null;
  error: string | null;
}

function textOf(response: SchemaResponse, name: string): string {
  return response.found.find((f) => f.name === name)?.text ?? response.text;
}

export function useOperationSchema(
  catalog: CatalogClient | null,
  spec: LoadedSummary | null,
  name: string | null,
  detail: Detail,
): OperationSchemaState {
  const [state, setState] = useState<OperationSchemaState>({ loading: false, text: null, error: null });

  useEffect(() => {
    if (!catalog || !spec || !name) {
      setState({ loading: false, text: null, error: null });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    catalog.getSchema([name], detail).then(
      (response) => {
        if (!cancelled) setState({ loading: false, text: textOf(response, name), error: null });
      },
      (err: unknown) => {
        if (!cancelled) setState({ loading: false, text: null, error: `Could not build the schema: ${String(err)}` });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [catalog, spec, name, detail]);

  return state;
}
