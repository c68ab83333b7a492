// A run's outcome as the result panel shows it: a Stop the user pressed is not a failure of the script.
import type { RunResult } from '../../sandbox';

export type RunOutcome = 'ok' | 'error' | 'stopped';

/** The sandbox ends a run the user stopped with exactly this error (contract.ts: stop() / an aborted signal). */
const STOPPED = 'Stopped';

export function runOutcome(result: Pick<RunResult, 'ok' | 'error'>): RunOutcome {
  if (result.ok) return 'ok';
  return result.error === STOPPED ? 'stopped' : 'error';
}
