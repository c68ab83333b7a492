// The HTTP requests one tool call made, as the broker logged them (allowed or denied, and why).
import type { HttpLogEntry } from '../../../core/execution';
import './TraceNetworkLog.css';

export interface TraceNetworkLogProps {
  requests: HttpLogEntry[];
}

const fmtBytes = (n: number) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`);

export function TraceNetworkLog({ requests }: TraceNetworkLogProps) {
  if (requests.length === 0) return <p className="muted trace-net-empty">No HTTP requests.</p>;
  return (
    <table className="trace-net" data-testid="trace-network-log">
      <thead>
        <tr><th>Method</th><th>URL</th><th>Status</th><th>Time</th><th>Size</th></tr>
      </thead>
      <tbody>
        {requests.map((r, i) => (
          <tr key={i} className={r.allowed ? (r.status !== null && r.status < 400 ? 'ok' : 'error') : 'denied'} data-allowed={r.allowed} data-source={r.source ?? ''}>
            <td><span className={`method ${r.method.toLowerCase()}`}>{r.method}</span></td>
            <td className="path">
              {r.api && <span className="api-name" data-testid="trace-network-api" title="The API this request was sent as">{r.api} </span>}{r.url}
              {r.questions?.map((q, j) => <div key={j} className="trace-net-question" data-testid="trace-network-question">Asked mid-call: {q}</div>)}
            </td>
            <td>{r.source === 'mock' && <span className="mock-badge" title="Answered by mock mode from the spec: not real data">mock </span>}{r.allowed ? (r.status ?? r.reason ?? 'failed') : <strong title={r.reason}>denied{r.reason ? `: ${r.reason}` : ''}</strong>}</td>
            <td>{Math.round(r.ms)} ms</td>
            <td>{fmtBytes(r.bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default TraceNetworkLog;
