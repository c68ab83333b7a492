// One tool call in the trace: name, status, timing; expands to pretty arguments, result, code and network log.
import { useState } from 'react';
import type { TraceStep as Step } from '../../../core/agent';
import { TraceCode } from '../TraceCode/TraceCode';
import { TraceNetworkLog } from '../TraceNetworkLog/TraceNetworkLog';
import './TraceStep.css';

export interface TraceStepProps {
  step: Step;
  /** Opens the Python of an `execute` step in the playground. */
  onOpenInPlayground?: (code: string) => void;
  /** Saves the Python of an `execute` step as a skill (its first function, with a docstring). */
  onSaveSkill?: (code: string) => void;
}

/** Pretty JSON when the text parses, else the text as the model wrote it. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function codeOf(step: Step): string | undefined {
  if (step.execution) return step.execution.code;
  if (step.tool !== 'execute') return undefined;
  try {
    const parsed: unknown = JSON.parse(step.argumentsJson);
    const code = parsed && typeof parsed === 'object' ? (parsed as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function argsPreview(json: string): string {
  const flat = json.replace(/\s+/g, ' ');
  return flat.length > 90 ? `${flat.slice(0, 90)}…` : flat;
}

export function TraceStep({ step, onOpenInPlayground, onSaveSkill }: TraceStepProps) {
  const code = codeOf(step);
  const ms = step.endedAt !== undefined ? step.endedAt - step.startedAt : undefined;
  const resultTitle = step.status === 'error' ? 'Error returned to the model' : 'Result returned to the model';
  // The body (and its editor) is built only once opened: long traces stay cheap.
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`trace-step ${step.status}`}
      data-testid="trace-step"
      data-tool={step.tool}
      data-status={step.status}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <span className="trace-step-status" aria-label={step.status}>{step.status === 'running' ? '…' : step.status === 'ok' ? '✓' : '✗'}</span>
        <code className="trace-step-tool">{step.tool}</code>
        {step.calledBy && <span className="muted" data-testid="trace-called-by" title={`Called by the provider's program ${step.calledBy}`}> (called by the program)</span>}
        <span className="trace-step-args muted">{code !== undefined ? argsPreview(code) : argsPreview(step.argumentsJson)}</span>
        <span className="trace-step-meta muted">
          {step.offRamp && (
            <span data-testid="offramp-mark" data-tokens={step.offRamp.tokensKeptOut} title={`Saved whole to ${step.offRamp.path}; the model got a preview`}>
              off-ramp: {step.offRamp.tokensKeptOut.toLocaleString('en-US')} tokens kept out → {step.offRamp.path} ·{' '}
            </span>
          )}
          {step.requests.length > 0 && `${step.requests.length} req · `}
          {ms !== undefined ? `${ms} ms` : 'running'}
        </span>
      </summary>
      {open && (
        <div className="trace-step-body">
          {code !== undefined ? (
            <>
              <div className="trace-step-row">
                <h4>Python</h4>
                {onOpenInPlayground && <button type="button" onClick={() => onOpenInPlayground(code)}>Open in playground</button>}
                {onSaveSkill && <button type="button" onClick={() => onSaveSkill(code)} data-testid="trace-save-skill">Save as skill</button>}
              </div>
              <TraceCode code={code} />
            </>
          ) : (
            <>
              <h4>Arguments</h4>
              <pre>{prettyJson(step.argumentsJson)}</pre>
            </>
          )}
          {step.resultText !== undefined && (
            <>
              <h4>{resultTitle}{step.realText !== undefined && <span className="muted"> (as the model saw it: personal data as tokens)</span>}</h4>
              <pre className="trace-step-result" data-testid="trace-step-result">{prettyJson(step.resultText)}</pre>
              {step.realText !== undefined && (
                <details>
                  <summary>Real values (this page only; never sent to the model)</summary>
                  <pre className="trace-step-result" data-testid="trace-step-real">{prettyJson(step.realText)}</pre>
                </details>
              )}
            </>
          )}
          {(step.requests.length > 0 || code !== undefined) && (
            <>
              <h4>Network</h4>
              <TraceNetworkLog requests={step.requests} />
            </>
          )}
        </div>
      )}
    </details>
  );
}
