// How runs send requests and how long they may run, wherever they start: request policy, mock mode, CORS proxy, time limit.
import type { ApprovalController } from '../../hooks/useApprovals';
import type { MockMode } from '../../hooks/useMockMode';
import type { ProxyController } from '../../hooks/useProxySettings';
import type { RunTimeLimitController } from '../../hooks/useRunTimeLimit';
import { MockToggle } from '../MockToggle/MockToggle';
import { ProxySettingsPanel } from '../ProxySettingsPanel/ProxySettingsPanel';
import { RequestPolicySelect } from '../RequestPolicySelect/RequestPolicySelect';
import { TimeLimitSetting } from '../TimeLimitSetting/TimeLimitSetting';
import { TOOL_CAP } from '../../app/runTimeLimit';

export interface RequestSettingsProps {
  approvals: Pick<ApprovalController, 'policy' | 'setPolicy'>;
  mockMode: MockMode;
  proxy: ProxyController;
  /** The run time limit; a change applies to the next run (one in flight keeps its own). */
  timeLimit: RunTimeLimitController;
  /** The cap on an MCP tool call that keeps reporting progress: shown when an MCP server is loaded. */
  toolCap?: RunTimeLimitController;
  /** A spec is loaded (mock mode needs one). */
  hasSpec: boolean;
  /** Where mock mode sends requests. */
  mockBaseUrl?: string;
  /** Several APIs loaded: the one mock mode and the proxy toggle apply to (the first; the others have theirs on their chips). */
  api?: string | null;
  /** A run is in flight: mock mode and the proxy stay as they are until it ends. */
  busy?: boolean;
}

export function RequestSettings({ approvals, mockMode, proxy, timeLimit, toolCap, hasSpec, mockBaseUrl, api = null, busy = false }: RequestSettingsProps) {
  return (
    <div className="request-settings" data-testid="request-settings">
      <RequestPolicySelect value={approvals.policy} onChange={approvals.setPolicy} />
      <MockToggle enabled={mockMode.enabled} onChange={hasSpec && !busy ? mockMode.setEnabled : null} baseUrl={mockBaseUrl} onReset={hasSpec && !busy ? mockMode.reset : null} api={api} />
      {!mockMode.enabled && <ProxySettingsPanel proxy={proxy} disabled={busy} api={api} />}
      <TimeLimitSetting limit={timeLimit} />
      {toolCap && <TimeLimitSetting limit={toolCap} field={TOOL_CAP} />}
    </div>
  );
}
