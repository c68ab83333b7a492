// Spec loading state: progress phases, a specific error, and the previous spec kept when a load fails.
import { useCallback, useRef, useState } from 'react';
import { proxy } from 'comlink';
import type { LoadPhase } from '../../core/spec/types';
import type { CatalogWorker } from './useCatalog';
import type { SpecErrorInfo, SpecInput, SpecSummary } from '../workers/catalogProtocol';

export interface SpecLoading {
  /** What is being loaded: the URL or the file name / "pasted text". */
  label: string;
  phase: LoadPhase;
  detail?: string;
}

export interface SpecState {
  /** The active spec (stays when a later load fails). */
  summary: SpecSummary | null;
  loading: SpecLoading | null;
  error: (SpecErrorInfo & { label: string }) | null;
}

export interface SpecController extends SpecState {
  /** Resolves with the new summary, or null on failure/supersession. Never throws. */
  load(input: SpecInput): Promise<SpecSummary | null>;
  clearError(): void;
}

export function inputLabel(input: SpecInput): string {
  return input.kind === 'url' ? input.url : (input.name ?? 'pasted text');
}

export function useSpec(catalog: CatalogWorker | null): SpecController {
  const [state, setState] = useState<SpecState>({ summary: null, loading: null, error: null });
  const seq = useRef(0);

  const load = useCallback(
    async (input: SpecInput): Promise<SpecSummary | null> => {
      if (!catalog) return null;
      const id = ++seq.current;
      const label = inputLabel(input);
      setState((s) => ({ ...s, loading: { label, phase: 'fetching' }, error: null }));
      const onProgress = proxy((phase: LoadPhase, detail?: string) => {
        if (id !== seq.current) return;
        setState((s) => ({ ...s, loading: { label, phase, detail } }));
      });
      const failed = (message: string) => ({ ok: false as const, superseded: false as const, error: { kind: 'internal' as const, message } });
      let outcome;
      try {
        outcome = await Promise.race([catalog.client.load(input, onProgress), catalog.crashed.then(failed)]);
      } catch (err) {
        outcome = failed(`The spec worker failed: ${String(err)}`);
      }
      if (id !== seq.current || (!outcome.ok && outcome.superseded)) return null;
      if (outcome.ok) {
        setState({ summary: outcome.summary, loading: null, error: null });
        return outcome.summary;
      }
      const { error } = outcome;
      setState((s) => ({ ...s, loading: null, error: { ...error, label } }));
      return null;
    },
    [catalog],
  );

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, load, clearError };
}
