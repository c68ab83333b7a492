// Every HTTP attempt of the last run as the broker saw it: method, URL, status, time, size, allowed or denied and why.
import type { RequestLogEntry } from '../../../sandbox';
import type { AllowedGroup } from '../../app/loadedSet';
import { requestVerdict } from '../../app/requestVerdict';
import './NetworkLog.css';

export interface NetworkLogProps {
  requests: RequestLogEntry[];
  /** Allowed base URLs, shown so a denial is easy to understand: one API's alone, several under each one's name. */
  allowed: AllowedGroup[];
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
      {allowed.length === 1 && allowed[0]?.api === null ? (
        <p className="muted network-log-allowed">
          Allowed: {allowed[0].bases.length ? allowed[0].bases.map((a) => <code key={a}>{a}</code>) : 'no hosts'}
        </p>
      ) : (
        <ul className="muted network-log-allowed" aria-label="Allowed servers, by API">
          {allowed.map((g) => (
            <li key={g.api} data-testid={`network-allowed-${g.api ?? ''}`} data-bases={g.bases.join(' ')}>
              Allowed for <code className="api-name">{g.api}</code>:{' '}
              {g.mcpUrl ? <>MCP server <code>{g.mcpUrl}</code> (its tools, through <code>call_tool</code>)</> : g.bases.length ? g.bases.map((a) => <code key={a}>{a}</code>) : 'no hosts'}
            </li>
          ))}
        </ul>
      )}
      {requests.length === 0 ? (
        <p className="muted">No requests.</p>
      ) : (
        // One entry per request: verdict, method and numbers on a line, the URL and any deny reason below it at full
        // width, so nothing is cut off at a narrow width.
        <ol className="network-log-list">
          {requests.map((r, i) => {
            const verdict = requestVerdict(r);
            return (
            <li key={i} data-testid="network-log-entry" data-api={r.api ?? ''} data-allowed={r.allowed} data-status={r.status ?? ''} data-source={r.source ?? ''} data-verdict={verdict.kind} className={`network-log-entry ${verdict.kind}`}>
              <div className="network-log-line">
                <span className={`network-log-verdict ${verdict.kind}`} data-testid="network-log-verdict">{verdict.label}</span>
                {r.source === 'mock' && <span className="mock-badge" title="Answered by mock mode from the spec: not real data">mock</span>}
                {r.source === 'mcp' && <span className="mcp-badge" data-testid="network-log-tool" title="An MCP tool call, made by the page's MCP client">MCP {r.tool}</span>}
                {r.api && <span className="api-name" data-testid="network-log-api" title="The API this request was sent as">{r.api}</span>}
                <span className={`method ${r.method.toLowerCase()}`}>{r.method}</span>
                <span className="network-log-num" title="HTTP status">{r.status ?? '—'}</span>
                <span className="network-log-num" title="Time">{r.ms.toFixed(0)} ms</span>
                <span className="network-log-num" title="Response size">{size(r.bytes)}</span>
              </div>
              <div className="path network-log-url">{r.url}</div>
              {r.reason ? <div className={`network-log-reason ${verdict.reasonTone}`} data-testid="network-log-reason">{r.reason}</div> : null}
              {r.questions?.map((q, j) => <div key={j} className="network-log-question" data-testid="network-log-question">Asked mid-call: {q}</div>)}
            </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
