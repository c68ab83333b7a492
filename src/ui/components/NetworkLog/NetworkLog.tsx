// Every HTTP attempt of the last run as the broker saw it: method, URL, status, time, size, allowed or denied and why.
import type { RequestLogEntry } from '../../../sandbox';
import './NetworkLog.css';

export interface NetworkLogProps {
  requests: RequestLogEntry[];
  /** Allowed base URLs, shown so a denial is easy to understand. */
  allowed: string[];
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function NetworkLog({ requests, allowed }: NetworkLogProps) {
  return (
    <section className="network-log panel" aria-label="Network log" data-testid="network-log" data-count={requests.length}>
      <h3>
        Network <span className="muted">({requests.length})</span>
      </h3>
      <p className="muted network-log-allowed">
        Allowed: {allowed.length ? allowed.map((a) => <code key={a}>{a}</code>) : 'no hosts'}
      </p>
      {requests.length === 0 ? (
        <p className="muted">No requests.</p>
      ) : (
        <div className="network-log-scroll">
          <table>
            <thead>
              <tr>
                <th>Method</th>
                <th>URL</th>
                <th>Status</th>
                <th>ms</th>
                <th>Size</th>
                <th>Verdict</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r, i) => (
                <tr key={i} data-testid="network-log-entry" data-allowed={r.allowed} data-status={r.status ?? ''} className={r.allowed ? undefined : 'denied'}>
                  <td className="method">{r.method}</td>
                  <td className="path">{r.url}</td>
                  <td>{r.status ?? '—'}</td>
                  <td>{r.ms.toFixed(0)}</td>
                  <td>{size(r.bytes)}</td>
                  <td>
                    {r.allowed ? 'allowed' : 'denied'}
                    {r.reason ? <div className="network-log-reason">{r.reason}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
