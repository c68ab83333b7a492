// How far a comparison has got: runs done of those planned, and the tokens spent so far.
import './CompareProgress.css';

export interface CompareProgressProps {
  done: number;
  total: number;
  tokens: number;
  running: boolean;
  /** The user pressed Stop: the runs done are kept, the rest never started. */
  stopped: boolean;
}

const fmt = new Intl.NumberFormat('en-US');

export function CompareProgress({ done, total, tokens, running, stopped }: CompareProgressProps) {
  return (
    <div className="compare-progress" data-testid="compare-progress" data-done={done} data-total={total} data-tokens={tokens} data-state={running ? 'running' : stopped ? 'stopped' : 'done'}>
      <progress max={total} value={done} aria-label="Runs done" />
      <span>
        {fmt.format(done)} / {fmt.format(total)} runs · {fmt.format(tokens)} tokens so far
        {stopped && !running ? ' · stopped' : ''}
      </span>
    </div>
  );
}
