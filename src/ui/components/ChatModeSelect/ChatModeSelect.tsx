// Every mode of the modes registry (core/modes): code mode's variants, classic, dual and the provider-native modes;
// a mode the provider or model does not offer stays listed, disabled, with the reason.
import type { AgentMode } from '../../../core/agent';
import { isAgentMode, selectOrder } from '../../../core/modes';
import './ChatModeSelect.css';

export interface ChatModeSelectProps {
  value: AgentMode;
  disabled?: boolean;
  /** Modes the chosen provider/model does not offer, with the reason shown beside each. */
  unavailable?: Partial<Record<AgentMode, string>>;
  onChange: (mode: AgentMode) => void;
}

export function ChatModeSelect({ value, disabled, unavailable = {}, onChange }: ChatModeSelectProps) {
  return (
    <label className="chat-mode-select">
      Mode{' '}
      <select data-testid="mode-select" value={value} disabled={disabled} onChange={(e) => { if (isAgentMode(e.target.value)) onChange(e.target.value); }}>
        {selectOrder().map((o) => {
          const why = unavailable[o.id as AgentMode];
          return (
            <option key={o.id} value={o.id} disabled={why !== undefined} data-testid={`mode-option-${o.id}`} data-reason={why}>
              {why ? `${o.label} (${why})` : o.label}
            </option>
          );
        })}
      </select>
    </label>
  );
}
