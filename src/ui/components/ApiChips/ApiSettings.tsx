// One further API's own settings, those its kind has: its server (BASE_URLS entry), target credentials, mock and
// proxy toggles.
import { sourceKind, type SourceSetting } from '../../../core/sources';
import { credentialFields } from '../../app/targetAuth';
import type { SourceEntry, SourceSettings } from '../../app/apiSet';
import { SecretInput } from '../SecretInput/SecretInput';
import { ApiServerChoice } from './ApiServerChoice';

export interface ApiSettingsProps {
  api: SourceEntry;
  proxyAvailable: boolean;
  onChange: (change: Partial<Pick<SourceSettings, 'choice' | 'credentials' | 'mock' | 'proxy'>>) => void;
}

export function ApiSettings({ api, proxyAvailable, onChange }: ApiSettingsProps) {
  const name = api.shortName;
  const has = (setting: SourceSetting): boolean => sourceKind(api.kind).settings.includes(setting);
  const fields = has('credentials') ? credentialFields(api.summary.securitySchemes) : [];
  const setCredential = (key: string, value: string) => onChange({ credentials: { ...api.settings.credentials, [key]: value } });
  return (
    <details className="api-settings" data-testid={`api-settings-${name}`}>
      <summary aria-label={`Settings of ${name}`}>⚙</summary>
      <div className="api-settings-body panel">
        {has('server') && <ApiServerChoice api={api} onChange={(choice) => onChange({ choice })} />}
        {has('mock') && (
          <label>
            <input type="checkbox" data-testid={`api-mock-${name}`} checked={api.settings.mock} onChange={(e) => onChange({ mock: e.target.checked })} /> Mock from spec
          </label>
        )}
        {has('proxy') && (
          <label title={proxyAvailable ? 'Send this API\'s live requests through the CORS proxy set in the request settings' : 'Set a CORS proxy in the request settings first'}>
            <input type="checkbox" data-testid={`api-proxy-${name}`} checked={api.settings.proxy} disabled={!proxyAvailable} onChange={(e) => onChange({ proxy: e.target.checked })} /> Through the CORS proxy
          </label>
        )}
        {fields.map((f) => (
          <label key={f.key}>
            <span>{f.label}</span>{' '}
            {f.unsupported ? <span className="muted">{f.unsupported}</span> : (
              <SecretInput type="password" autoComplete="off" placeholder={f.placeholder} data-testid={`api-credential-${name}-${f.key}`} value={api.settings.credentials[f.key] ?? ''} onValueChange={(v) => setCredential(f.key, v)} />
            )}
          </label>
        ))}
      </div>
    </details>
  );
}
