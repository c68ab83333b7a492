// A time limit in seconds: the run's (every run the page starts, playground Run or the model's execute, is stopped past
// it), or the cap on an MCP tool call that keeps reporting progress.
import { RUN_TIME, secondsRange, type SecondsField } from '../../app/runTimeLimit';
import type { RunTimeLimitController } from '../../hooks/useRunTimeLimit';
import './TimeLimitSetting.css';

export interface TimeLimitSettingProps {
  limit: Pick<RunTimeLimitController, 'text' | 'problem' | 'setText'>;
  /** Which limit (default the run's). */
  field?: SecondsField;
}

export function TimeLimitSetting({ limit, field = RUN_TIME }: TimeLimitSettingProps) {
  const range = secondsRange(field);
  return (
    <div className="time-limit-setting">
      <label title={`${field.title} (${range})`}>
        {field.label}{' '}
        <input
          type="number" inputMode="decimal" min={field.limit.min / 1000} max={field.limit.max / 1000} step="any"
          value={limit.text} onChange={(e) => limit.setText(e.target.value)} data-testid={`${field.testId}-input`} aria-invalid={limit.problem !== null}
        />{' '}
        {field.unit} <span className="muted">({range})</span>
      </label>
      {limit.problem && <p className="muted time-limit-problem" role="status" data-testid={`${field.testId}-problem`}>{limit.problem}</p>}
    </div>
  );
}
