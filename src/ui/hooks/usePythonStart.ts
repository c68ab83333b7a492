// Starts Python when a view that runs code opens (once its spec, if one is coming, is in: the spec first on two
// cores), and downloads the Pyodide files at idle before that (app/pythonIntent.ts says when).
import { useEffect } from 'react';
import type { LinkState, ViewId } from '../app/link';
import { shouldPrefetchPython, viewRunsCode } from '../app/pythonIntent';
import { takePrefetchedPyodide } from '../app/earlyPyodide';
import { browserFacts, canRunPythonNow, saveDataAsked } from '../browserFacts';
import { holdRegistrationUntil } from '../serviceWorkerRegistration';
import type { SandboxController } from '../app/sandboxController';
import type { SpecController } from './useSpec';

export interface PythonStartInput {
  view: ViewId;
  /** The link's spec, Compare report (read-only) and chat mode. */
  link: Pick<LinkState, 'spec' | 'report' | 'mode'>;
  spec: Pick<SpecController, 'loading' | 'loaded' | 'error'>;
  sandbox: Pick<SandboxController, 'status' | 'warmUp'>;
}

/** Once per page: a second idle download would only join the first. */
let prefetchStarted = false;

function idle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

export function usePythonStart({ view, link, spec, sandbox }: PythonStartInput): void {
  const { warmUp } = sandbox;
  // A spec loading, or a link's spec not in yet.
  const specPending = spec.loading !== null || (link.spec !== undefined && !spec.loaded && !spec.error);
  const runsCode = viewRunsCode(view, link);
  useEffect(() => {
    if (runsCode && !specPending) warmUp();
  }, [runsCode, specPending, warmUp]);

  const started = sandbox.status !== null;
  useEffect(() => {
    if (prefetchStarted || specPending || started) return;
    return idle(() => {
      const facts = { saveData: saveDataAsked(), controlled: browserFacts().controlled, canRunPython: canRunPythonNow(), started };
      if (prefetchStarted || !shouldPrefetchPython(facts)) return;
      prefetchStarted = true;
      // The service worker's precache waits for it: both downloading at once only slows each.
      holdRegistrationUntil(import('../../sandbox').then((mod) => mod.prefetchPythonFiles(takePrefetchedPyodide)));
    });
  }, [specPending, started]);
}
