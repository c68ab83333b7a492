// The opt-in CORS proxy: a URL template with {url}, what a proxy sees, and a separate tick for credentials.
import type { ProxyController } from '../../hooks/useProxySettings';
import './ProxySettingsPanel.css';

export interface ProxySettingsPanelProps {
  proxy: ProxyController;
  disabled?: boolean;
  /** Several APIs loaded: the one the toggle sends through the proxy (the others: their own toggle under ⚙ on their chips). */
  api?: string | null;
}

export function ProxySettingsPanel({ proxy, disabled = false, api = null }: ProxySettingsPanelProps) {
  return (
    <details className="proxy-settings" data-testid="proxy-settings" open={proxy.enabled || undefined}>
      <summary>
        CORS proxy {proxy.settings ? <span className="muted">(on)</span> : <span className="muted">(off)</span>}
        {api && <span className="muted" data-testid="proxy-api" data-api={api}> for <code>{api}</code></span>}
      </summary>
      <p className="muted">
        Many APIs send no CORS headers, so a page cannot call them. A proxy you trust can forward the requests and add those
        headers. It sees every request it forwards in full (URL, headers, body) and every response; the allowlist is still
        checked on the API&apos;s URL, and only allowed requests go through it. Your API credentials go through it only if you
        tick the box below.
      </p>
      <label className="proxy-row">
        <input type="checkbox" data-testid="proxy-enabled" checked={proxy.enabled} disabled={disabled} onChange={(e) => proxy.setEnabled(e.target.checked)} />{' '}
        {api ? <>Send <code>{api}</code>&apos;s live requests through a proxy (each other API: its own toggle under ⚙ on its chip)</> : 'Send live requests through a proxy'}
      </label>
      <label className="proxy-row">
        <span>Proxy URL</span>
        <input
          type="url"
          data-testid="proxy-url"
          placeholder="https://my-proxy.example/?url={url}"
          value={proxy.template}
          disabled={disabled || !proxy.enabled}
          onChange={(e) => proxy.setTemplate(e.target.value)}
        />
      </label>
      {proxy.problem && <p className="notice error" data-testid="proxy-problem">{proxy.problem}</p>}
      <label className="proxy-row">
        <input
          type="checkbox"
          data-testid="proxy-credentials"
          checked={proxy.sendCredentials}
          disabled={disabled || !proxy.enabled}
          onChange={(e) => proxy.setSendCredentials(e.target.checked)}
        />{' '}
        Also send the API credentials through the proxy
      </label>
    </details>
  );
}
