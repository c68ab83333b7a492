// Tokens per LLM round trip and the running total, as the provider reported them; plus elapsed time.
import type { Totals } from '../../../core/agent';
import type { TurnUsage } from '../../agent/agentLog';
import './ChatUsage.css';

export interface ChatUsageProps {
  turns: TurnUsage[];
  totals: Totals;
  elapsedMs: number;
  running: boolean;
}

const fmt = new Intl.NumberFormat('en-US');

export function ChatUsage({ turns, totals, elapsedMs, running }: ChatUsageProps) {
  const total = totals.inputTokens + totals.outputTokens;
  return (
    <section className="chat-usage panel" aria-label="Token usage">
      <p className="chat-usage-total">
        <strong data-testid="token-total" data-value={total}>{fmt.format(total)}</strong> tokens
        {!totals.allReported && <span className="muted" title="The provider reported no usage for some turns: those are tokenizer estimates."> (incl. estimates)</span>}
        <span className="muted"> · {fmt.format(totals.inputTokens)} in ({fmt.format(totals.cachedInputTokens)} cached) · {fmt.format(totals.outputTokens)} out</span>
        <span className="muted" data-testid="elapsed"> · {(elapsedMs / 1000).toFixed(1)} s{running ? '…' : ''}</span>
      </p>
      {turns.length > 0 && (
        <details>
          <summary>Per turn ({turns.length})</summary>
          <table className="chat-usage-turns">
            <thead><tr><th>Run</th><th>Turn</th><th>Input</th><th>Cached</th><th>Output</th><th>Time</th></tr></thead>
            <tbody>
              {turns.map((t) => (
                <tr key={`${t.run}-${t.turn}`} data-testid="turn-usage">
                  <td>{t.run}</td>
                  <td>{t.turn}</td>
                  <td>{fmt.format(t.usage.inputTokens)}{t.usage.reported ? '' : ' (est.)'}</td>
                  <td>{fmt.format(t.usage.cachedInputTokens)}</td>
                  <td>{fmt.format(t.usage.outputTokens)}{t.usage.reported ? '' : ' (est.)'}</td>
                  <td>{(t.ms / 1000).toFixed(1)} s</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
