// First visit without JSPI (Safari, Firefox with JSPI off): the page is not yet controlled by the service worker that
// adds the cross-origin isolation headers, so the sandbox has no SharedArrayBuffer. Reload once when that worker
// takes control; never twice in one tab session (a browser that stays unisolated would reload forever).
const FLAG = 'cmp-isolation-reload';

export interface IsolationState {
  isolated: boolean;
  jspi: boolean;
  serviceWorker: boolean;
  /** This tab already reloaded for isolation. */
  reloaded: boolean;
}

export function needsIsolationReload(s: IsolationState): boolean {
  return !s.isolated && !s.jspi && s.serviceWorker && !s.reloaded;
}

const flagged = (): boolean => {
  try {
    return sessionStorage.getItem(FLAG) !== null;
  } catch {
    // No session storage (privacy settings): never reload, the sandbox says what is missing.
    return true;
  }
};

export function reloadOnceForIsolation(): void {
  const state: IsolationState = {
    isolated: globalThis.crossOriginIsolated === true,
    jspi: typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function',
    serviceWorker: 'serviceWorker' in navigator,
    reloaded: flagged(),
  };
  if (!needsIsolationReload(state)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    try {
      sessionStorage.setItem(FLAG, '1');
      location.reload();
    } catch {
      // Without the flag a reload could repeat: stay on this page.
    }
  }, { once: true });
}
