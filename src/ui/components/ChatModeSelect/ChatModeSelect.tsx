// Code mode (search / get_schema / execute), classic (one tool per operation), dual (typed tools + code), and the
// provider-native modes; a mode the provider or model does not offer stays listed, disabled, with the reason.
import type { AgentMode } from '../../../core/agent';
import './ChatModeSelect.css';

const OPTIONS: ReadonlyArray<{ id: AgentMode; label: string }> = [
  { id: 'code', label: 'Code mode (3 tools)' },
  { id: 'code-spec', label: 'Code mode: search as code over the spec' },
  { id: 'code-files', label: 'Code mode: the API as Python files' },
  { id: 'classic', label: 'Classic (one tool per operation)' },
  { id: 'dual', label: 'Dual: tools + code' },
  { id: 'tool-search', label: "Provider tool search" },
  { id: 'tool-search-local', label: 'Tool search, our ranking' },
  { id: 'programmatic', label: 'Programmatic tool calling' },
];

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
      <select data-testid="mode-select" value={value} disabled={disabled} onChange={(e) => onChange(OPTIONS.find((o) => o.id === e.target.value)?.id ?? 'code')}>
        {OPTIONS.map((o) => {
          const why = unavailable[o.id];
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
