// One HTTP exchange with the LLM provider as sent and received (credentials already "[redacted]"), built only when
// opened: a turn's answered attempt, or the request that ended a run with an error.
import { useState } from 'react';
import type { RawBody, RawExchange as Exchange } from '../../../core/llm';
import { bodyNote, headerLines, rawSummary, readableBody } from '../../agent/rawView';
import './RawExchange.css';

export interface RawExchangeProps {
  raw: Exchange;
  /** "LLM turn 2" or "Failed request". */
  title: string;
  /** Attempts that failed before this one answered. */
  failedAttempts?: number;
}

function Body({ body, incomplete, label, testId }: { body: RawBody; incomplete?: boolean; label: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const shown = readableBody(body);
  const note = bodyNote(body, incomplete);
  const copy = () => void navigator.clipboard.writeText(body.text).then(() => setCopied(true), () => setCopied(false));
  return (
    <>
      <div className="raw-exchange-row">
        <span className="muted">{label}{shown.formatted ? ' (indented here; Copy gives it as sent)' : ''}</span>
        {body.text !== '' && <button type="button" onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>}
      </div>
      {note && <p className="raw-exchange-note" data-testid="raw-cut-note">{note}</p>}
      <pre className="raw-exchange-body" data-testid={testId}>{shown.text || '(empty)'}</pre>
    </>
  );
}

export function RawExchange({ raw, title, failedAttempts }: RawExchangeProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="raw-exchange" data-testid="raw-exchange" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span className="raw-exchange-title">{title} · Raw request / response</span>
        <span className="raw-exchange-meta muted">{rawSummary(raw, failedAttempts)}</span>
      </summary>
      {open && (
        <div className="raw-exchange-content">
          <h4>Request</h4>
          <pre className="raw-exchange-line" data-testid="raw-request-line">{raw.method} {raw.url}</pre>
          <pre className="raw-exchange-headers" data-testid="raw-request-headers">{headerLines(raw.requestHeaders)}</pre>
          <Body body={raw.requestBody} label="Body" testId="raw-request-body" />
          <h4>Response</h4>
          <pre className="raw-exchange-line" data-testid="raw-response-status">{raw.status === undefined ? 'No response' : `HTTP ${raw.status}`}</pre>
          {raw.responseHeaders.length > 0 && <pre className="raw-exchange-headers">{headerLines(raw.responseHeaders)}</pre>}
          <Body body={raw.responseBody} incomplete={raw.incomplete && raw.status !== undefined} label={raw.streamed ? 'Event stream, as received' : 'Body'} testId="raw-response-body" />
        </div>
      )}
    </details>
  );
}
