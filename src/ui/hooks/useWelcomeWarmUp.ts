// The first screen's demo (Try it → Run) needs Python, the slowest thing on the page: its boot starts once the first
// screen has shown and the page is idle, and at once when the pointer or focus reaches Try it. A page about to reload
// for cross-origin isolation (no JSPI, not yet isolated) does not start it: that boot would be thrown away.
import { useCallback, useEffect } from 'react';
import { browserFacts } from '../browserFacts';

const canWaitNow = (): boolean => {
  const { jspi, isolated } = browserFacts();
  return jspi || isolated;
};

/** `showing`: the first screen is on the page. Returns the handler for hover / focus of Try it. */
export function useWelcomeWarmUp(showing: boolean, warmUp: () => void): () => void {
  const start = useCallback(() => {
    if (canWaitNow()) warmUp();
  }, [warmUp]);

  useEffect(() => {
    if (!showing) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 300);
    return () => clearTimeout(id);
  }, [showing, start]);

  return start;
}
