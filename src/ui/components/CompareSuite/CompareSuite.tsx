// A task suite: a JSONL file of {prompt, expect}, its cost estimate, the user's cap, and the confirmation above it.
import type { SuiteEstimate } from '../../../core/compare';
import { formatUsd } from '../../../core/pricing';
import './CompareSuite.css';

export interface CompareSuiteProps {
  /** The loaded file, if any. */
  fileName?: string;
  taskCount?: number;
  /** Why the file cannot be run, line by line. */
  errors?: readonly string[];
  estimate: SuiteEstimate | null;
  /** How the estimate was made, in a sentence. */
  estimateBasis: string;
  capText: string;
  onCapChange: (text: string) => void;
  onLoad: (file: File) => void;
  onClear: () => void;
  /** Why the suite cannot start now (no spec, no modes, …). */
  blocked?: string | null;
  canRun: boolean;
  onRun: () => void;
  /** The estimate is over the cap (or unknown): the user is asked before anything is sent. */
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  disabled: boolean;
}

const fmt = new Intl.NumberFormat('en-US');

export function CompareSuite(p: CompareSuiteProps) {
  const { estimate } = p;
  return (
    <details className="compare-suite panel" open={p.fileName !== undefined}>
      <summary>Task suite (JSONL: one {'{"prompt": "…", "expect": "contains …"}'} a line)</summary>
      <div className="compare-suite-row">
        <input type="file" accept=".jsonl,.ndjson,.txt,application/x-ndjson,application/jsonl" data-testid="compare-suite-file" aria-label="Task suite file (JSONL)" disabled={p.disabled}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) p.onLoad(f); e.target.value = ''; }} />
        {p.fileName !== undefined && <button type="button" disabled={p.disabled} onClick={p.onClear}>Clear suite</button>}
        <label>
          Ask first above $
          <input type="number" min={0} step="0.01" data-testid="compare-cost-cap" value={p.capText} disabled={p.disabled} onChange={(e) => p.onCapChange(e.target.value)} />
        </label>
      </div>
      {p.errors && p.errors.length > 0 && (
        <ul className="notice error compare-suite-errors" data-testid="compare-suite-errors">
          {p.errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      )}
      {p.fileName !== undefined && p.taskCount !== undefined && estimate && (
        <p data-testid="compare-suite-summary" data-tasks={p.taskCount} data-runs={estimate.runs}>
          <strong>{p.fileName}</strong>: {p.taskCount} task{p.taskCount === 1 ? '' : 's'}, {fmt.format(estimate.runs)} runs.{' '}
          <span data-testid="compare-suite-estimate" data-usd={estimate.usd ?? ''}>
            Estimated {fmt.format(estimate.inputTokens)} input + {fmt.format(estimate.outputTokens)} output tokens
            {estimate.usd === undefined ? ', cost unknown (no price for this model)' : `, about ${formatUsd(estimate.usd)}`}.
          </span>{' '}
          <span className="muted">{p.estimateBasis}</span>
        </p>
      )}
      {p.confirming && estimate && (
        <div className="notice warn compare-suite-confirm" role="alertdialog" aria-label="Confirm the suite's cost" data-testid="compare-suite-confirm">
          <p>
            {estimate.usd === undefined
              ? 'There is no price for this model, so the suite cannot be checked against your cap.'
              : `The estimate, ${formatUsd(estimate.usd)}, is over your cap of $${p.capText}.`}{' '}
            Run {fmt.format(estimate.runs)} runs anyway?
          </p>
          <button type="button" className="primary" data-testid="compare-suite-confirm-run" onClick={p.onConfirm}>Run anyway</button>
          <button type="button" data-testid="compare-suite-cancel" onClick={p.onCancel}>Cancel</button>
        </div>
      )}
      {p.fileName !== undefined && (
        <div className="compare-suite-row">
          {p.blocked && <span className="muted">{p.blocked}</span>}
          <button type="button" className="primary" data-testid="compare-suite-run" disabled={!p.canRun || p.confirming} onClick={p.onRun}>Run suite</button>
        </div>
      )}
    </details>
  );
}
