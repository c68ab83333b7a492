// A playground link needs Python before anything else: its sandbox starts while the app's own modules load, and
// useSandbox adopts it (configured for the spec once that is in). Everywhere else the sandbox starts with the spec.
import type { SandboxHandle } from '../../sandbox';
import { holdRegistrationUntil } from '../serviceWorkerRegistration';
import { takePrefetchedPyodide } from './earlyPyodide';
import { pageLinkedView } from './link';

let early: Promise<SandboxHandle> | null = null;

/** Python can wait for requests on this page now (JSPI, or isolated for the SharedArrayBuffer path). */
const canWaitNow = (): boolean =>
  typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function' || globalThis.crossOriginIsolated === true;

/** On a playground link, starts the sandbox with no network (no spec yet); a page about to reload for isolation does not. */
export function prestartSandbox(): void {
  if (early || pageLinkedView() !== 'playground' || !canWaitNow()) return;
  early = import('../../sandbox').then((mod) => mod.createSandbox({ allowlist: [], baseUrl: '' }, { prefetched: takePrefetchedPyodide }));
  early.catch(() => (early = null));
  holdRegistrationUntil(early.then((handle) => handle.ready));
}

/** The prestarted sandbox (once), or null. */
export function takeEarlySandbox(): Promise<SandboxHandle> | null {
  const taken = early;
  early = null;
  return taken;
}

export const hasEarlySandbox = (): boolean => early !== null;
