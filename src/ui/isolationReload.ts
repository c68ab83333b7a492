// Where the browser has no JSPI (Safari, Firefox with JSPI off), Python needs a cross-origin isolated page. On a
// first visit the service worker that adds the isolation headers does not control the page yet: reload once when it
// takes control. A controlled page that is still not isolated ignored COEP `credentialless` (Safari): switch the
// worker to `require-corp` and reload once. Each step at most once per tab session: a browser that cannot be
// isolated must never reload in a loop (the sandbox then says what is missing).
import { COEP_CACHE, COEP_KEY } from '../serviceWorker/isolation';
import { browserFacts, type BrowserFacts } from './browserFacts';

const RELOADED = 'cmp-isolation-reload';
const DEGRADED = 'cmp-isolation-require-corp';

export interface IsolationState extends BrowserFacts {
  /** This tab already reloaded when the worker took control / after switching to require-corp. */
  reloaded: boolean;
  degraded: boolean;
}

export type IsolationStep = 'none' | 'reload-when-controlled' | 'require-corp';

export function isolationStep(s: IsolationState): IsolationStep {
  if (s.isolated || s.jspi || !s.serviceWorker) return 'none';
  if (!s.controlled) return s.reloaded ? 'none' : 'reload-when-controlled';
  return s.degraded ? 'none' : 'require-corp';
}

/** Sets a once-per-tab flag; false when it cannot be kept (then no reload: it could repeat). */
function flag(key: string): boolean {
  try {
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

function flagged(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

export function reloadOnceForIsolation(): void {
  const step = isolationStep({ ...browserFacts(), reloaded: flagged(RELOADED), degraded: flagged(DEGRADED) });
  if (step === 'reload-when-controlled') {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (flag(RELOADED)) location.reload();
    }, { once: true });
  } else if (step === 'require-corp' && flag(DEGRADED)) {
    const key = new URL(`${import.meta.env.BASE_URL}${COEP_KEY}`, location.href).href;
    void caches.open(COEP_CACHE)
      .then((cache) => cache.put(key, new Response('require-corp')))
      .then(() => location.reload(), () => undefined);
  }
}
