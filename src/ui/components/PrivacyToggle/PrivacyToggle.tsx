// Privacy mode switch and the field names it treats as personal data.
import type { PrivacySettings } from '../../app/privacySettings';
import './PrivacyToggle.css';

export interface PrivacyToggleProps {
  value: PrivacySettings;
  disabled?: boolean;
  onChange: (patch: Partial<PrivacySettings>) => void;
}

export function PrivacyToggle({ value, disabled, onChange }: PrivacyToggleProps) {
  return (
    <fieldset className="privacy-toggle" disabled={disabled}>
      <label title="Emails, phone numbers, IBAN and card numbers, and the listed fields reach the model as tokens such as [EMAIL_1]; requests put the real values back.">
        <input type="checkbox" checked={value.on} onChange={(e) => onChange({ on: e.target.checked })} data-testid="privacy-toggle" />{' '}
        Privacy mode: the model sees personal data as tokens
      </label>
      {value.on && (
        <label className="privacy-toggle-fields">
          Also hide fields{' '}
          <input value={value.fields} onChange={(e) => onChange({ fields: e.target.value })} placeholder="name, address" data-testid="privacy-fields" spellCheck={false} />
        </label>
      )}
    </fieldset>
  );
}
