// The request policy for every place that sends requests (playground, chat, compare).
import type { RequestPolicy } from '../../../sandbox';
import { POLICIES } from '../../hooks/useApprovals';
import './RequestPolicySelect.css';

export interface RequestPolicySelectProps {
  value: RequestPolicy;
  onChange: (p: RequestPolicy) => void;
}

const HINTS: Record<RequestPolicy, string> = {
  ask: 'GET and HEAD go at once; every other request, and any with a body, waits for your OK.',
  'read-only': 'Only GET and HEAD are sent; every other request is refused.',
  'allow-all': 'Every allowed request is sent without asking.',
};

export function RequestPolicySelect({ value, onChange }: RequestPolicySelectProps) {
  return (
    <label className="request-policy">
      <span>Requests</span>
      <select data-testid="request-policy" value={value} onChange={(e) => onChange(e.target.value as RequestPolicy)}>
        {POLICIES.map((p) => (
          <option key={p.value} value={p.value}>{p.label}</option>
        ))}
      </select>
      <span className="muted">{HINTS[value]}</span>
    </label>
  );
}
