// The run time limit in seconds: every run the page starts (playground Run, the model's execute) is stopped past it.
import { MAX_RUN_SECONDS, MIN_RUN_SECONDS, RUN_SECONDS_RANGE } from '../../app/runTimeLimit';
import type { RunTimeLimitController } from '../../hooks/useRunTimeLimit';
import './TimeLimitSetting.css';

export interface TimeLimitSettingProps {
  limit: Pick<RunTimeLimitController, 'text' | 'problem' | 'setText'>;
}

export function TimeLimitSetting({ limit }: TimeLimitSettingProps) {
  return (
    <div className="time-limit-setting">
      <label title={`A run still going after this long is stopped and its sandbox replaced (${RUN_SECONDS_RANGE}). Waiting for your approval of a request does not count.`}>
        Time limit{' '}
        <input
          type="number" inputMode="decimal" min={MIN_RUN_SECONDS} max={MAX_RUN_SECONDS} step="any"
          value={limit.text} onChange={(e) => limit.setText(e.target.value)} data-testid="time-limit-input" aria-invalid={limit.problem !== null}
        />{' '}
        s per run <span className="muted">({RUN_SECONDS_RANGE})</span>
      </label>
      {limit.problem && <p className="muted time-limit-problem" role="status" data-testid="time-limit-problem">{limit.problem}</p>}
    </div>
  );
}
