// Why the chosen provider would refuse classic mode's request: each limit with both numbers and where it is documented,
// shown before anything is sent, with a way to code mode.
import type { LimitProblem } from '../../../core/llm/providers';
import './ClassicLimitNotice.css';

export interface ClassicLimitNoticeProps {
  heading: string;
  problems: LimitProblem[];
  /** Offered when the view can switch itself to code mode (chat). */
  onUseCodeMode?: () => void;
}

export function ClassicLimitNotice({ heading, problems, onUseCodeMode }: ClassicLimitNoticeProps) {
  return (
    <div className="notice warn classic-limit-notice" data-testid="classic-blocked" role="status">
      <strong>{heading}</strong>
      <ul>
        {problems.map((p) => (
          <li key={p.kind} data-testid={`classic-limit-${p.kind}`} data-actual={p.actual} data-max={p.max}>
            {p.message} <span className="muted classic-limit-source">Source: {p.source}</span>
          </li>
        ))}
      </ul>
      {onUseCodeMode && (
        <button type="button" className="primary" data-testid="use-code-mode" onClick={onUseCodeMode}>
          Switch to code mode (3 tools, any API size)
        </button>
      )}
    </div>
  );
}
