// Code mode (search / get_schema / execute), classic (one tool per operation) or dual (typed tools + execute).
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
      <select data-testid="mode-select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value === 'classic' || e.target.value === 'dual' ? e.target.value : 'code')}>
        <option value="code">Code mode (3 tools)</option>
        <option value="classic">Classic (one tool per operation)</option>
        <option value="dual">Dual: tools + code</option>
      </select>
    </label>
  );
}
