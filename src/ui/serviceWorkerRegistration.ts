// Registers the service worker (built app only). Its first install precaches about 24 MB (the app's chunks and the
// Pyodide core): started while Python boots on a first visit, that download and its cache writes took about 0.5 s
// from the boot on two cores. So it waits until the page is quiet (loaded, any sandbox boot settled, then idle),
// except where Python needs it at once: a browser without JSPI gets SharedArrayBuffer only through its headers. A
// browser that asks to save data gets it only once the visit has started Python (whose files it caches).
import { browserFacts, saveDataAsked, type BrowserFacts } from './browserFacts';

export type RegistrationTiming = 'now' | 'when-quiet' | 'after-python' | 'never';

/** On a repeat visit (`controlled`) registering only checks for an update. */
export function registrationTiming(s: BrowserFacts, saveData = false): RegistrationTiming {
  if (!s.serviceWorker) return 'never';
  if (s.controlled || (!s.jspi && !s.isolated)) return 'now';
  return saveData ? 'after-python' : 'when-quiet';
}

let markPythonStarted: () => void = () => undefined;
const pythonStarted = new Promise<void>((resolve) => (markPythonStarted = resolve));

/** The page has started its Python sandbox. */
export const notePythonStarted = (): void => markPythonStarted();

/** Boots the page waits for before registering (each settles however its boot ends). */
const busy = new Set<Promise<unknown>>();

export function holdRegistrationUntil(work: Promise<unknown>): void {
  const settled = work.then(() => undefined, () => undefined);
  busy.add(settled);
  void settled.then(() => busy.delete(settled));
}

/** A boot that never settles must not keep the page from its service worker for good. */
const MAX_WAIT_MS = 20_000;

async function quiet(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((r) => window.addEventListener('load', r, { once: true }));
  const deadline = Date.now() + MAX_WAIT_MS;
  while (busy.size > 0 && Date.now() < deadline) {
    await Promise.race([Promise.all([...busy]), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
  }
  await new Promise((r) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(r, { timeout: 2_000 }) : setTimeout(r, 200)));
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const timing = registrationTiming(browserFacts(), saveDataAsked());
  if (timing === 'never') return;
  const register = () => {
    const base = import.meta.env.BASE_URL;
    // Registration fails on hosts without sw.js (or in private modes): the app works on, uncached.
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  };
  if (timing === 'now') register();
  else if (timing === 'after-python') void pythonStarted.then(quiet).then(register);
  else void quiet().then(register);
}
