// The current time, re-read every `intervalMs` while `active` (a running clock for elapsed time); frozen otherwise.
import { useEffect, useState } from 'react';

export function useNow(active: boolean, intervalMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return now;
}

/** Elapsed time of a run: ticking while it runs, the log's final value once it ended. */
export function liveElapsed(log: { running: boolean; runStartedAt: number | null; elapsedMs: number }, now: number): number {
  return log.running && log.runStartedAt !== null ? Math.max(log.elapsedMs, now - log.runStartedAt) : log.elapsedMs;
}
