// One mode's run in the comparison: status, the numbers as reported, tokens per turn and the transcript.
import type { ReactNode } from 'react';
import type { AgentMode } from '../../../core/agent';
import { formatUsd } from '../../../core/pricing';
import type { ChatEntry } from '../../agent/agentLog';
import type { RunMetrics } from '../../report/types';
import { ChatTranscript } from '../ChatTranscript/ChatTranscript';
import './CompareColumn.css';

export type ColumnStatus = 'idle' | 'running' | 'ok' | 'error' | 'skipped' | 'stopped';

export interface CompareColumnProps {
  mode: AgentMode;
  status: ColumnStatus;
  /** Why the run was skipped or failed. */
  reason?: string;
  metrics: RunMetrics | null;
  entries: ChatEntry[];
  /** Time since the run started (ticking while it runs). */
  elapsedMs?: number;
  onOpenInPlayground?: (code: string) => void;
  /** Shown last (a recorded report's transcript). */
  children?: ReactNode;
}

const fmt = new Intl.NumberFormat('en-US');
const TITLES: Record<AgentMode, string> = { classic: 'Classic (one tool per operation)', code: 'Code mode (search · get_schema · execute)', dual: 'Dual (typed tools + execute)' };

export function CompareColumn({ mode, status, reason, metrics: m, entries, elapsedMs, onOpenInPlayground, children }: CompareColumnProps) {
  const est = m && !m.allReported ? ' (estimate)' : '';
  return (
    <section className={`compare-column panel ${status}`} data-testid={`compare-run-${mode}`} data-status={status} aria-label={TITLES[mode]}>
      <header className="compare-column-head">
        <h3>{TITLES[mode]}</h3>
        <span className={`compare-status ${status}`} data-testid={`compare-status-${mode}`}>{status === 'idle' ? 'not run' : status}{status === 'running' && elapsedMs !== undefined ? ` · ${(elapsedMs / 1000).toFixed(1)} s` : ''}</span>
      </header>
      {reason && <p className={`notice ${status === 'error' ? 'error' : 'warn'}`} data-testid={`compare-reason-${mode}`}>{reason}</p>}
      {m && (
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
          <summary>Tokens per turn</summary>
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
          <summary>Transcript</summary>
          <ChatTranscript entries={entries} running={status === 'running'} onOpenInPlayground={onOpenInPlayground} />
        </details>
      )}
      {children}
    </section>
  );
}
