// Mock mode per spec ("Live API | Mock from spec"): remembered for each spec this session, off by default. On, the
// broker answers from the catalog worker (the full spec) instead of the network; Reset forgets what writes changed.
import { useCallback, useMemo, useState } from 'react';
import type { MockHook } from '../../sandbox';
import { mockServers } from '../app/sandboxConfig';
import type { CatalogClient } from './useCatalog';
import type { LoadedSummary } from '../workers/catalogProtocol';

export interface MockMode {
  enabled: boolean;
  setEnabled: (on: boolean) => void;
  /** What the broker calls in mock mode; null when live. */
  hook: MockHook | null;
  /** Forgets what mocked writes changed for this spec (a reload does too). */
  reset: () => void;
  /** The spec that became the first API keeps the toggle it had beside the first. */
  adopt: (summary: LoadedSummary, on: boolean) => void;
}

const specKey = (summary: LoadedSummary): string => summary.url ?? summary.source;

export function useMockMode(summary: LoadedSummary | null, catalog: CatalogClient | null): MockMode {
  const [bySpec, setBySpec] = useState<Record<string, boolean>>({});
  const key = summary ? specKey(summary) : null;
  const enabled = key !== null && bySpec[key] === true;
  const setEnabled = useCallback((on: boolean) => {
    if (key !== null) setBySpec((m) => ({ ...m, [key]: on }));
  }, [key]);
  const servers = useMemo(() => (summary ? mockServers(summary).allowlist : []), [summary]);
  const hook = useMemo<MockHook | null>(() => (enabled && catalog ? (req) => catalog.mockResponse(req, servers) : null), [enabled, catalog, servers]);
  const reset = useCallback(() => {
    void catalog?.mockReset();
  }, [catalog]);
  const adopt = useCallback((next: LoadedSummary, on: boolean) => setBySpec((m) => ({ ...m, [specKey(next)]: on })), []);
  return { enabled, setEnabled, hook, reset, adopt };
}
