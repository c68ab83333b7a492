// The Context Off-Ramp switch and its threshold: a tool result over it goes whole to /data; the model gets a preview.
import { MAX_OFFRAMP_TOKENS, MIN_OFFRAMP_TOKENS, type OffRampSettings } from '../../app/offRampSettings';
import './OffRampSetting.css';

export interface OffRampSettingProps {
  value: OffRampSettings;
  /** Why the typed threshold is unusable (the default applies meanwhile), or null. */
  problem: string | null;
  disabled?: boolean;
  onChange: (patch: Partial<OffRampSettings>) => void;
}

export function OffRampSetting({ value, problem, disabled, onChange }: OffRampSettingProps) {
  return (
    <fieldset className="offramp-setting" disabled={disabled}>
      <label title="A tool result over the threshold is not put in the model's context: it is saved whole under /data and the model gets a short preview and uses execute on the file. In classic mode, execute is offered from then on.">
        <input type="checkbox" checked={value.on} onChange={(e) => onChange({ on: e.target.checked })} data-testid="offramp-toggle" />{' '}
        Context Off-Ramp: big results go to /data
      </label>
      {value.on && (
        <label className="offramp-setting-threshold">
          over{' '}
          <input
            type="number" inputMode="numeric" min={MIN_OFFRAMP_TOKENS} max={MAX_OFFRAMP_TOKENS} step={500}
            value={value.tokens} onChange={(e) => onChange({ tokens: e.target.value })} data-testid="offramp-threshold" aria-invalid={problem !== null}
          />{' '}
          tokens
        </label>
      )}
      {problem && <p className="muted offramp-setting-problem" role="status" data-testid="offramp-problem">{problem}</p>}
    </fieldset>
  );
}
