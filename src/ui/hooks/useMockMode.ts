// Mock mode of the first source ("Live API | Mock from spec"), off by default and remembered for each spec this
// session. On, the broker answers from the catalog worker (the full spec) instead of the network; Reset forgets what
// writes changed. The toggle is the entry's own (app/sourceSetStore.ts); a spec loaded again starts with its last one.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { SourceSetStore } from '../app/sourceSetStore';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';

export interface MockMode {
  enabled: boolean;
  setEnabled: (on: boolean) => void;
  /** Forgets what mocked writes changed (a reload does too). */
  reset: () => void;
  /** What a spec loaded as the first source starts with: its toggle when it was first before, this session. */
  remembered: (summary: LoadedSummary) => boolean;
}

const specKey = (summary: LoadedSummary): string => summary.url ?? summary.source;

export function useMockMode(store: SourceSetStore, catalog: CatalogClient | null): MockMode {
  const first = useSyncExternalStore(store.subscribe, store.getSnapshot).entries[0];
  const bySpec = useRef(new Map<string, boolean>());
  const enabled = first?.settings.mock === true;
  const summary = first?.summary;
  useEffect(() => {
    if (summary) bySpec.current.set(specKey(summary), enabled);
  }, [summary, enabled]);
  const id = first?.id;
  const setEnabled = useCallback((on: boolean) => {
    if (id !== undefined) store.update(id, { mock: on });
  }, [store, id]);
  const reset = useCallback(() => {
    void catalog?.mockReset();
  }, [catalog]);
  const remembered = useCallback((s: LoadedSummary) => bySpec.current.get(specKey(s)) === true, []);
  return { enabled, setEnabled, reset, remembered };
}
