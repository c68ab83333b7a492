// A server's question mid-call, in the approval dialog: a form read from the requested schema (checked before it is
// sent), or a link the user opens (never opened by the page) and then confirms. Decline and Cancel are sent as such.
// Loaded only when a server first asks (React.lazy): nothing of it is on the link path.
import { useState } from 'react';
import { checkAnswer, defaultsOf, type McpAnswer, type McpQuestion, type QuestionField } from '../../../core/sources';

export interface QuestionFormProps {
  question: McpQuestion;
  queued: number;
  onAnswer: (answer: McpAnswer) => void;
}

type Values = Record<string, unknown>;

/** The form as first shown: defaults, and unticked boxes as no (a checkbox has no empty state). */
function initial(fields: readonly QuestionField[]): Values {
  return { ...Object.fromEntries(fields.filter((f) => f.kind === 'boolean').map((f) => [f.name, false])), ...defaultsOf(fields) };
}

function Field({ field, value, problem, onChange }: { field: QuestionField; value: unknown; problem?: string | undefined; onChange: (v: unknown) => void }) {
  const id = `question-field-${field.name}`;
  const label = <>{field.title}{field.required && <span aria-hidden="true"> *</span>}</>;
  let input;
  if (field.kind === 'boolean') {
    input = <label><input id={id} data-testid={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}</label>;
  } else if (field.kind === 'choice' && field.multiple) {
    const picked = Array.isArray(value) ? value as string[] : [];
    input = (
      <fieldset data-testid={id}>
        <legend>{label}</legend>
        {field.options.map((o) => (
          <label key={o.value}>
            <input type="checkbox" checked={picked.includes(o.value)} onChange={(e) => onChange(e.target.checked ? [...picked, o.value] : picked.filter((p) => p !== o.value))} /> {o.label}
          </label>
        ))}
      </fieldset>
    );
  } else if (field.kind === 'choice') {
    input = (
      <label>{label}<br />
        <select id={id} data-testid={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </label>
    );
  } else {
    const type = field.kind === 'number' ? 'number' : field.format === 'email' ? 'email' : field.format === 'date' ? 'date' : 'text';
    input = (
      <label>{label}<br />
        <input id={id} data-testid={id} type={type} step={field.kind === 'number' && !field.integer ? 'any' : undefined}
          placeholder={field.kind === 'text' && field.format === 'date-time' ? '2026-12-06T13:00:00Z' : undefined}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(e) => onChange(e.target.value)} />
      </label>
    );
  }
  return (
    <div className="question-field">
      {input}
      {field.description && <p className="muted question-hint">{field.description}</p>}
      {problem && <p className="question-problem" data-testid={`question-problem-${field.name}`}>{field.title} {problem}</p>}
    </div>
  );
}

export function QuestionForm({ question, queued, onAnswer }: QuestionFormProps) {
  const [values, setValues] = useState<Values>(() => (question.mode === 'form' ? initial(question.fields) : {}));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const accept = () => {
    if (question.mode === 'url') return onAnswer({ action: 'accept' });
    const checked = checkAnswer(question.fields, values);
    if (checked.ok) onAnswer({ action: 'accept', content: checked.content });
    else setProblems(checked.problems);
  };
  return (
    <div data-testid="question-dialog" data-mode={question.mode}>
      <h2>
        <strong data-testid="question-server">{question.server}</strong> asks{question.tool && <span className="muted"> (during its tool <code>{question.tool}</code>)</span>}
      </h2>
      <p className="question-message" data-testid="question-message">{question.message}</p>
      {question.mode === 'url' ? (
        <>
          <p>
            Open this page yourself, do what it asks, then come back and press Done. The page never opens it for you.
          </p>
          <p className="approval-line">
            <a href={question.url} target="_blank" rel="noopener noreferrer" data-testid="question-url">{question.url}</a>
          </p>
          <p className="muted">It is on <strong>{new URL(question.url).origin}</strong>.</p>
        </>
      ) : (
        <form className="question-form" onSubmit={(e) => (e.preventDefault(), accept())}>
          {question.fields.map((f) => (
            <Field key={f.name} field={f} value={values[f.name]} problem={problems[f.name]} onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))} />
          ))}
          <p className="muted">What you enter goes to {question.server} only; the model sees what the tool then returns.</p>
        </form>
      )}
      {queued > 0 && <p className="muted">{queued} more waiting.</p>}
      <div className="approval-actions">
        <button type="button" data-testid="question-cancel" onClick={() => onAnswer({ action: 'cancel' })}>Cancel</button>
        <button type="button" data-testid="question-decline" onClick={() => onAnswer({ action: 'decline' })}>Decline</button>
        <button type="button" className="primary" data-testid="question-accept" onClick={accept}>{question.mode === 'url' ? 'Done' : 'Accept'}</button>
      </div>
      <p className="muted approval-note">Waiting here does not count toward the run's time limit; after 5 minutes the question is cancelled.</p>
    </div>
  );
}

export default QuestionForm;
