// One mode in the comparison: status, the numbers as reported (mean and min–max over repeats), success, tokens per
// turn and the transcript of its latest run.
import type { ReactNode } from 'react';
import type { AgentMode } from '../../../core/agent';
import { formatSuccess, type ModeAggregate, type Range } from '../../../core/compare';
import { formatUsd } from '../../../core/pricing';
import type { ChatEntry } from '../../agent/agentLog';
import type { ColumnStatus } from '../../compare/compareState';
import type { RunMetrics } from '../../report/types';
import { ChatTranscript } from '../ChatTranscript/ChatTranscript';
import './CompareColumn.css';

export type { ColumnStatus };

export interface CompareColumnProps {
  mode: AgentMode;
  title: string;
  status: ColumnStatus;
  /** Why the run was skipped or failed. */
  reason?: string;
  /** The latest run's numbers. */
  metrics: RunMetrics | null;
  /** Over every finished run of the mode; with more than one, the numbers shown are means with their range. */
  aggregate: ModeAggregate | null;
  /** Each run's status and check, in order (one chip each). */
  runs: ReadonlyArray<{ status: ColumnStatus; success?: boolean }>;
  entries: ChatEntry[];
  /** Time since the run started (ticking while it runs). */
  elapsedMs?: number;
  onOpenInPlayground?: (code: string) => void;
  /** Shown last (a recorded report's transcript). */
  children?: ReactNode;
}

const fmt = new Intl.NumberFormat('en-US');
const one = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The mean, and "min–max" after it when the runs differed. */
function Ranged({ r, f, testId }: { r: Range; f: (x: number) => string; testId?: string }) {
  return (
    <span data-testid={testId} data-value={r.mean} data-min={r.min} data-max={r.max}>
      {f(r.mean)}{r.min !== r.max && <span className="muted"> ({f(r.min)}–{f(r.max)})</span>}
    </span>
  );
}

export function CompareColumn({ mode, title, status, reason, metrics: m, aggregate: a, runs, entries, elapsedMs, onOpenInPlayground, children }: CompareColumnProps) {
  const est = m && !m.allReported ? ' (estimate)' : '';
  const ranged = a && a.measured > 1 ? a.ranges : null;
  return (
    <section className={`compare-column panel ${status}`} data-testid={`compare-run-${mode}`} data-status={status} data-runs={runs.length} aria-label={title}>
      <header className="compare-column-head">
        <h3>{title}</h3>
        <span className={`compare-status ${status}`} data-testid={`compare-status-${mode}`}>{status === 'idle' ? 'not run' : status}{status === 'running' && elapsedMs !== undefined ? ` · ${(elapsedMs / 1000).toFixed(1)} s` : ''}</span>
      </header>
      {(runs.length > 1 || a?.success) && (
        <p className="compare-run-chips">
          {a?.success && <strong data-testid={`success-rate-${mode}`} data-passed={a.success.passed} data-checked={a.success.checked} title="Runs whose answer met the expectation">{formatSuccess(a.success)} correct</strong>}
          {runs.length > 1 && runs.map((r, i) => (
            <span key={i} className={`compare-chip ${r.status}${r.success === false ? ' failed' : ''}`} data-testid={`run-chip-${mode}`} data-status={r.status} data-success={r.success ?? ''} title={`Run ${i + 1}: ${r.status}${r.success === undefined ? '' : r.success ? ', answer as expected' : ', answer not as expected'}`}>
              {i + 1}
            </span>
          ))}
        </p>
      )}
      {reason && <p className={`notice ${status === 'error' ? 'error' : 'warn'}`} data-testid={`compare-reason-${mode}`}>{reason}</p>}
      {m && ranged && a && (
        <dl className="compare-metrics" data-testid={`compare-ranges-${mode}`} data-measured={a.measured}>
          <dt>Total tokens (mean, min–max)</dt>
          <dd>{ranged.totalTokens && <strong><Ranged r={ranged.totalTokens} f={(x) => one.format(x)} testId={`tokens-total-${mode}`} /></strong>}{est}</dd>
          <dt>Input tokens</dt>
          <dd>{ranged.inputTokens && <Ranged r={ranged.inputTokens} f={(x) => one.format(x)} testId={`tokens-input-${mode}`} />}</dd>
          <dt>Output tokens</dt>
          <dd>{ranged.outputTokens && <Ranged r={ranged.outputTokens} f={(x) => one.format(x)} testId={`tokens-output-${mode}`} />}</dd>
          <dt>Tool calls</dt>
          <dd>{ranged.toolCalls && <Ranged r={ranged.toolCalls} f={(x) => one.format(x)} testId={`tool-calls-${mode}`} />}</dd>
          <dt>HTTP requests</dt>
          <dd>{ranged.httpRequests && <Ranged r={ranged.httpRequests} f={(x) => one.format(x)} testId={`http-requests-${mode}`} />}</dd>
          <dt>Wall time</dt>
          <dd>{ranged.wallMs && <Ranged r={ranged.wallMs} f={secs} testId={`wall-${mode}`} />}</dd>
          <dt>Cost</dt>
          <dd data-testid={`cost-${mode}`}>{ranged.costUsd ? <Ranged r={ranged.costUsd} f={formatUsd} /> : <span className="muted">no price for this model</span>}</dd>
          <dt>Finished runs</dt>
          <dd>{a.measured}</dd>
        </dl>
      )}
      {m && !ranged && (
        <dl className="compare-metrics">
          <dt>Total tokens</dt>
          <dd><strong data-testid={`tokens-total-${mode}`} data-value={m.totalTokens}>{fmt.format(m.totalTokens)}</strong>{est}</dd>
          <dt>Input / cached / output</dt>
          <dd data-testid={`tokens-breakdown-${mode}`} data-input={m.inputTokens} data-cached={m.cachedInputTokens} data-output={m.outputTokens}>
            {fmt.format(m.inputTokens)} / {fmt.format(m.cachedInputTokens)} / {fmt.format(m.outputTokens)}
          </dd>
          <dt>LLM round trips</dt>
          <dd data-testid={`round-trips-${mode}`} data-value={m.roundTrips}>{m.roundTrips}</dd>
          <dt>Tool calls</dt>
          <dd data-testid={`tool-calls-${mode}`} data-value={m.toolCalls}>{m.toolCalls}</dd>
          <dt>HTTP requests</dt>
          <dd data-testid={`http-requests-${mode}`} data-value={m.httpRequests}>{m.httpRequests}</dd>
          <dt>Wall time</dt>
          <dd>{(m.wallMs / 1000).toFixed(1)} s</dd>
          <dt>Kept out by off-ramps</dt>
          <dd data-testid={`kept-out-${mode}`} data-value={m.tokensKeptOut} data-count={m.offRamps}>{m.offRamps > 0 ? `${fmt.format(m.tokensKeptOut)} tokens (${m.offRamps} to /data)` : '0'}</dd>
          <dt>Cost</dt>
          <dd data-testid={`cost-${mode}`}>{m.costUsd === undefined ? <span className="muted">no price for this model</span> : formatUsd(m.costUsd)}</dd>
        </dl>
      )}
      {m && m.truncatedResults > 0 && (
        <p className="notice warn" data-testid={`truncated-${mode}`} data-value={m.truncatedResults}>
          {m.truncatedResults === 1 ? '1 tool result was' : `${m.truncatedResults} tool results were`} truncated at the size cap: the model saw only the start.
        </p>
      )}
      {m && m.turns.length > 0 && (
        <details className="compare-turns">
          <summary>Tokens per turn{runs.length > 1 ? ' (latest run)' : ''}</summary>
          <table>
            <thead><tr><th>Turn</th><th>Input</th><th>Cached</th><th>Output</th><th>Cumulative input</th></tr></thead>
            <tbody>
              {m.turns.map((t) => (
                <tr key={t.turn}>
                  <td>{t.turn}</td>
                  <td>{fmt.format(t.inputTokens)}{t.reported ? '' : ' (est.)'}</td>
                  <td>{fmt.format(t.cachedInputTokens)}</td>
                  <td>{fmt.format(t.outputTokens)}</td>
                  <td>{fmt.format(t.cumulativeInputTokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {entries.length > 0 && (
        <details className="compare-transcript" open>
          <summary>Transcript{runs.length > 1 ? ' (latest run)' : ''}</summary>
          <ChatTranscript entries={entries} running={status === 'running'} onOpenInPlayground={onOpenInPlayground} />
        </details>
      )}
      {children}
    </section>
  );
}
