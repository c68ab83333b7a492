// Load progress leaves the catalog worker at most every `intervalMs` within one phase: each message is a comlink
// round trip and a re-render of the app shell, and on a 2-core machine that time is taken from parsing and indexing.
import type { LoadPhase, ProgressFn } from '../../core/openapi';

/** A phase change always passes; within a phase, an update passes only when `intervalMs` has gone by since the last. */
export function throttleProgress(apply: ProgressFn, intervalMs = 250, now: () => number = () => performance.now()): ProgressFn {
  let lastPhase: LoadPhase | null = null;
  let lastAt = -Infinity;
  return (phase, detail) => {
    const t = now();
    if (phase === lastPhase && t - lastAt < intervalMs) return;
    lastPhase = phase;
    lastAt = t;
    apply(phase, detail);
  };
}
