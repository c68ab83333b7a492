// Code mode (search / get_schema / execute) or classic (one tool per operation).
import type { AgentMode } from '../../../core/agent';

export interface ChatModeSelectProps {
  value: AgentMode;
  disabled?: boolean;
  onChange: (mode: AgentMode) => void;
}

export function ChatModeSelect({ value, disabled, onChange }: ChatModeSelectProps) {
  return (
    <label className="chat-mode-select">
      Mode{' '}
      <select data-testid="mode-select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value === 'classic' ? 'classic' : 'code')}>
        <option value="code">Code mode (3 tools)</option>
        <option value="classic">Classic (one tool per operation)</option>
      </select>
    </label>
  );
}
