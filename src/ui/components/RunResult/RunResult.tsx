// Outcome of one run: error and traceback, the `result` as pretty JSON, stdout and stderr. All rendered as text.
import type { RunResult as Result } from '../../../sandbox';
import { runOutcome } from '../../app/runOutcome';
import './RunResult.css';

export interface RunResultProps {
  result: Result | null;
  running: boolean;
}

function pretty(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

const HEADINGS = { ok: 'OK', error: 'Error', stopped: 'Stopped' } as const;

export function RunResult({ result, running }: RunResultProps) {
  if (!result) {
    return (
      <section className="run-result panel" aria-label="Result">
        <p className="muted">{running ? 'Running…' : 'Press Run (or Ctrl/Cmd+Enter) to execute the script. Links never run code by themselves.'}</p>
      </section>
    );
  }
  const status = runOutcome(result);
  const stopped = status === 'stopped';
  return (
    <section className={`run-result panel ${status}`} aria-label="Result" data-testid="run-result" data-status={status} aria-busy={running}>
      <header className="run-result-header">
        <strong className={`run-${status}`}>{HEADINGS[status]}</strong>
        <span className="muted">
          {result.durationMs.toFixed(0)} ms · {result.requests.length} request{result.requests.length === 1 ? '' : 's'}
        </span>
        {running && <span className="muted">(running again…)</span>}
      </header>
      {result.error && (
        <p className={`notice run-result-error${stopped ? '' : ' error'}`} data-testid="run-error">
          {stopped ? 'Stopped: you pressed Stop. The script was ended and its interpreter replaced.' : result.error}
        </p>
      )}
      {result.traceback && (
        <details open className="run-result-block">
          <summary>Traceback</summary>
          <pre data-testid="run-traceback">{result.traceback}</pre>
        </details>
      )}
      {result.truncated && result.truncated.length > 0 && (
        <p className="notice warn">Output was cut at the size cap: {result.truncated.join(', ')}.</p>
      )}
      {result.filesError && (
        <p className="notice warn" data-testid="run-files-error">
          Workspace: {result.filesError}
        </p>
      )}
      {result.ok && (
        <div className="run-result-block">
          <h3>result</h3>
          <pre data-testid="run-result-json">{pretty(result.result)}</pre>
        </div>
      )}
      {result.stdout && (
        <details open className="run-result-block">
          <summary>stdout</summary>
          <pre data-testid="run-stdout">{result.stdout}</pre>
        </details>
      )}
      {result.stderr && (
        <details open className="run-result-block">
          <summary>stderr</summary>
          <pre data-testid="run-stderr" className="run-result-stderr">
            {result.stderr}
          </pre>
        </details>
      )}
    </section>
  );
}
