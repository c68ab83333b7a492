// "Try in playground": the selected operation's complete Python snippet in the chosen style, written by the catalog
// worker from the spec.
// Fetched when an operation is selected (the tool inspector shows it) and again on demand if it is not there yet,
// so the button never waits for a busy worker to be shown.
import { useCallback, useEffect, useState } from 'react';
import type { SnippetStyle } from '../../core/snippet';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary, SnippetOutcome } from '../workers/catalogProtocol';

export interface OperationSnippetState {
  /** The snippet of the selected operation, or null while it is written (or when it could not be). */
  code: string | null;
  /** The snippet, fetched now if needed; a failure comes back as a Python comment saying why (nothing is lost). */
  load: () => Promise<string>;
}

interface Answer {
  key: string;
  code: string;
}

const asCode = (r: SnippetOutcome): string => (r.ok ? r.code : `# Could not write the snippet: ${r.error}\n`);

export function useOperationSnippet(catalog: CatalogClient | null, spec: LoadedSummary | null, name: string | null, style: SnippetStyle = 'requests'): OperationSnippetState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = spec && name ? `${spec.url ?? spec.source}\n${spec.title}\n${name}\n${style}` : null;

  useEffect(() => {
    if (!catalog || !spec || !name || key === null) return;
    let cancelled = false;
    catalog.operationSnippet(name, style).then(
      (r) => !cancelled && r.ok && setAnswer({ key, code: r.code }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [catalog, spec, name, style, key]);

  const code = answer && answer.key === key ? answer.code : null;
  const load = useCallback(async (): Promise<string> => {
    if (code !== null) return code;
    if (!catalog || !name) return '# Load a spec and select an operation first.\n';
    return catalog.operationSnippet(name, style).then(asCode, (e: unknown) => asCode({ ok: false, error: e instanceof Error ? e.message : String(e) }));
  }, [catalog, name, style, code]);

  return { code, load };
}
