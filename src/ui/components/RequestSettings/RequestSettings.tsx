// How requests are sent, wherever they are sent from: request policy, mock mode, CORS proxy.
import type { ApprovalController } from '../../hooks/useApprovals';
import type { MockMode } from '../../hooks/useMockMode';
import type { ProxyController } from '../../hooks/useProxySettings';
import { MockToggle } from '../MockToggle/MockToggle';
import { ProxySettingsPanel } from '../ProxySettingsPanel/ProxySettingsPanel';
import { RequestPolicySelect } from '../RequestPolicySelect/RequestPolicySelect';

export interface RequestSettingsProps {
  approvals: Pick<ApprovalController, 'policy' | 'setPolicy'>;
  mockMode: MockMode;
  proxy: ProxyController;
  /** A spec is loaded (mock mode needs one). */
  hasSpec: boolean;
  /** Where mock mode sends requests. */
  mockBaseUrl?: string;
  /** A run is in flight: mock mode and the proxy stay as they are until it ends. */
  busy?: boolean;
}

export function RequestSettings({ approvals, mockMode, proxy, hasSpec, mockBaseUrl, busy = false }: RequestSettingsProps) {
  return (
    <div className="request-settings" data-testid="request-settings">
      <RequestPolicySelect value={approvals.policy} onChange={approvals.setPolicy} />
      <MockToggle enabled={mockMode.enabled} onChange={hasSpec && !busy ? mockMode.setEnabled : null} baseUrl={mockBaseUrl} onReset={hasSpec && !busy ? mockMode.reset : null} />
      {!mockMode.enabled && <ProxySettingsPanel proxy={proxy} disabled={busy} />}
    </div>
  );
}
