// Asks before a write is sent: method, full URL, the headers the code set (never the injected credentials), the
// body (pretty, cut; under privacy mode with the real values) and the spec operation it matches. Not modal: Stop stays reachable and withdraws the question.
// A server's question mid-call is shown in the same place (QuestionForm), in the same queue.
import { lazy, Suspense } from 'react';
import { useShownDialog } from '../../hooks/useShownDialog';
import type { ApprovalChoice, Pending } from '../../hooks/useApprovals';
import type { McpAnswer } from '../../../sandbox';
import { ToolCallSummary } from './ToolCallSummary';
import './ApprovalDialog.css';

const QuestionForm = lazy(() => import('./QuestionForm'));

export interface ApprovalDialogProps {
  pending: Pending | null;
  queued: number;
  onDecide: (choice: ApprovalChoice) => void;
  onAnswer: (answer: McpAnswer) => void;
}

export function ApprovalDialog({ pending, queued, onDecide, onAnswer }: ApprovalDialogProps) {
  const ref = useShownDialog(pending !== null);

  const asked = pending && 'question' in pending ? pending : null;
  const shown = pending && !('question' in pending) ? pending : null;
  const req = shown?.request;
  const headers = Object.entries(req?.headers ?? {});
  return (
    <dialog
      ref={ref}
      className="approval-dialog"
      data-testid="approval-dialog"
      aria-label={asked ? 'Answer a server\'s question' : 'Approve a request'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          if (asked) onAnswer({ action: 'cancel' });
          else onDecide('deny');
        }
      }}
    >
      {asked && (
        <Suspense fallback={<p className="muted">Loading the question…</p>}>
          <QuestionForm key={asked.id} question={asked.question} queued={queued} onAnswer={onAnswer} />
        </Suspense>
      )}
      {shown && req && (
        <>
          <h2>
            {req.tool ? 'Call this tool?' : 'Send this request?'} <span className="muted">({req.tool ? (req.tool.hintsChanged ? 'its hints changed' : 'not marked read-only') : 'a write'})</span>
          </h2>
          {req.api && (
            <p className="approval-api">
              To the API <strong data-testid="approval-api">{req.api}</strong>
            </p>
          )}
          {req.tool ? (
            <ToolCallSummary api={req.api} tool={req.tool} />
          ) : (
            <p className="approval-line">
              <strong data-testid="approval-method">{req.method}</strong> <code data-testid="approval-url">{req.url}</code>
            </p>
          )}
          {req.realValues && (
            <p className="muted" data-testid="approval-real-values">
              Shown with your real data: privacy mode put it in place of the tokens the model wrote. The model sees only the tokens.
            </p>
          )}
          {!req.tool && <p className="muted" data-testid="approval-operation">
            {shown.operation ? <>Spec operation: <code>{shown.operation}</code></> : 'Matches no operation of the spec.'}
          </p>}
          {!req.tool && (
            <>
              <h3>Headers set by the code</h3>
              {headers.length === 0 ? (
                <p className="muted">None.</p>
              ) : (
                <ul className="approval-headers" data-testid="approval-headers">
                  {headers.map(([k, v]) => (
                    <li key={k}>
                      <code>{k}: {v}</code>
                    </li>
                  ))}
                </ul>
              )}
              <p className="muted">API credentials, if any, are added by the page after you allow it and are not shown.</p>
            </>
          )}
          <h3>{req.tool ? 'Arguments' : 'Body'} {req.bodyBytes > 0 && <span className="muted">({req.bodyBytes} bytes{req.bodyTruncated ? ', shortened' : ''})</span>}</h3>
          {req.bodyPreview ? <pre className="approval-body" data-testid="approval-body">{req.bodyPreview}</pre> : <p className="muted">No body.</p>}
          {queued > 0 && <p className="muted">{queued} more waiting.</p>}
          <div className="approval-actions">
            <button type="button" data-testid="approval-deny" onClick={() => onDecide('deny')}>Deny</button>
            {shown.scoped && <button type="button" data-testid="approval-allow-run" onClick={() => onDecide('run')}>Allow writes for this run</button>}
            <button type="button" className="primary" data-testid="approval-allow-once" onClick={() => onDecide('once')}>Allow once</button>
          </div>
          <p className="muted approval-note">Waiting here does not count toward the run's time limit; after 5 minutes the request is denied.</p>
        </>
      )}
    </dialog>
  );
}
