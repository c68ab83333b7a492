// "Try in playground": the selected operation's complete Python snippet, written by the catalog worker from the spec.
import { useEffect, useState } from 'react';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';

export interface OperationSnippetState {
  /** The snippet of `name`, or null while it is written (or when it could not be). */
  code: string | null;
  error: string | null;
}

interface Answer {
  key: string;
  code: string | null;
  error: string | null;
}

export function useOperationSnippet(catalog: CatalogClient | null, spec: LoadedSummary | null, name: string | null): OperationSnippetState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = spec && name ? `${spec.url ?? spec.source}\n${spec.title}\n${name}` : null;

  useEffect(() => {
    if (!catalog || !spec || !name || key === null) return;
    let cancelled = false;
    catalog.operationSnippet(name).then(
      (r) => !cancelled && setAnswer(r.ok ? { key, code: r.code, error: null } : { key, code: null, error: r.error }),
      (e: unknown) => !cancelled && setAnswer({ key, code: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [catalog, spec, name, key]);

  return answer && answer.key === key ? { code: answer.code, error: answer.error } : { code: null, error: null };
}
