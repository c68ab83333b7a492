// An operation's schema text from the catalog at one detail level (brief / detailed / full).
import { useEffect, useState } from 'react';
import type { Detail, SchemaResponse } from '../../core/catalog';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';

export interface OperationSchemaState {
  loading: boolean;
  text: string | null;
  error: string | null;
}

interface SchemaRequest {
  catalog: CatalogClient;
  spec: LoadedSummary;
  name: string;
  detail: Detail;
}

interface Answer {
  request: SchemaRequest;
  text: string | null;
  error: string | null;
}

const IDLE: OperationSchemaState = { loading: false, text: null, error: null };

function textOf(response: SchemaResponse, name: string): string {
  return response.found.find((f) => f.name === name)?.text ?? response.text;
}

const sameRequest = (a: SchemaRequest, b: SchemaRequest): boolean =>
  a.catalog === b.catalog && a.spec === b.spec && a.name === b.name && a.detail === b.detail;

export function useOperationSchema(
  catalog: CatalogClient | null,
  spec: LoadedSummary | null,
  name: string | null,
  detail: Detail,
): OperationSchemaState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = catalog && spec && name ? { catalog, spec, name, detail } : null;
  // Nothing selected: the last text goes now, so it never shows while a later selection loads.
  if (!request && answer) setAnswer(null);

  useEffect(() => {
    if (!catalog || !spec || !name) return;
    const asked: SchemaRequest = { catalog, spec, name, detail };
    let cancelled = false;
    catalog.getSchema([name], detail).then(
      (response) => {
        if (!cancelled) setAnswer({ request: asked, text: textOf(response, name), error: null });
      },
      (err: unknown) => {
        if (!cancelled) setAnswer({ request: asked, text: null, error: `Could not build the schema: ${String(err)}` });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [catalog, spec, name, detail]);

  if (!request) return IDLE;
  // A newer request is loading: its previous text stays on screen until the answer comes.
  if (!answer || !sameRequest(answer.request, request)) return { loading: true, text: answer?.text ?? null, error: null };
  return { loading: false, text: answer.text, error: answer.error };
}
