// LLM provider settings: provider, model (free text; suggestions from the provider's own list for this key, else
// curated), masked key, base URL, remember toggle. Switching provider is the settings hook's business, not the form's.
import { useId, useState } from 'react';
import type { ProviderDescriptor } from '../../../core/llm/providers';
import type { ProviderId } from '../../../core/llm';
import type { ModelOption } from '../../app/modelOptions';
import { SecretInput } from '../SecretInput/SecretInput';
import './SettingsPanel.css';

export interface SettingsValue {
  provider: ProviderId;
  model: string;
  apiKey: string;
  baseUrl: string;
  remember: boolean;
}

/** The model picker's suggestions (see useModelList). */
export interface ModelPickerState {
  options: ModelOption[];
  /** Where the suggestions come from, or why the provider's list is missing. */
  note: string;
  loading: boolean;
  /** The picker was opened: fetch the list if it is not there yet. */
  load: () => void;
  refresh: () => void;
}

export interface SettingsPanelProps {
  value: SettingsValue;
  providers: ProviderDescriptor[];
  models: ModelPickerState;
  /** Why a run cannot start yet (missing model/key/base URL), or null. */
  problem: string | null;
  disabled?: boolean;
  onChange: (patch: Partial<SettingsValue>) => void;
}

export function SettingsPanel({ value, providers, models, problem, disabled, onChange }: SettingsPanelProps) {
  const id = useId();
  const [showKey, setShowKey] = useState(false);
  const choice = providers.find((p) => p.id === value.provider);

  return (
    <fieldset className="settings-panel panel" disabled={disabled}>
      <legend>LLM</legend>
      <label htmlFor={`${id}-provider`}>Provider</label>
      <select id={`${id}-provider`} data-testid="provider-select" value={value.provider} onChange={(e) => onChange({ provider: e.target.value as ProviderId })}>
        {providers.map((p) => (
          <option key={p.id} value={p.id}>{p.label}</option>
        ))}
      </select>

      <label htmlFor={`${id}-model`}>Model</label>
      <span className="settings-model">
        <input
          id={`${id}-model`}
          data-testid="model-input"
          type="text"
          list={`${id}-models`}
          value={value.model}
          placeholder={choice?.defaultModel ?? 'model id'}
          spellCheck={false}
          autoComplete="off"
          onFocus={models.load}
          onChange={(e) => onChange({ model: e.target.value })}
        />
        <button type="button" data-testid="refresh-models" title="List the models your key can use" disabled={models.loading} onClick={models.refresh}>
          {models.loading ? 'Listing…' : 'List models'}
        </button>
      </span>
      <datalist id={`${id}-models`} data-testid="model-options">
        {models.options.map((m) => <option key={m.id} value={m.id}>{m.label}</option>)}
      </datalist>
      <p className="muted settings-note" data-testid="model-list-note">{models.note}</p>

      <label htmlFor={`${id}-key`}>API key</label>
      <span className="settings-key">
        <SecretInput
          id={`${id}-key`}
          data-testid="api-key-input"
          type={showKey ? 'text' : 'password'}
          value={value.apiKey}
          placeholder={choice?.keyRequired === false ? 'optional for local servers' : 'sent only to the provider'}
          autoComplete="off"
          spellCheck={false}
          onValueChange={(apiKey) => onChange({ apiKey })}
        />
        <button type="button" aria-pressed={showKey} onClick={() => setShowKey((s) => !s)}>{showKey ? 'Hide' : 'Show'}</button>
      </span>

      <label htmlFor={`${id}-base`}>Base URL{value.provider === 'openai-compatible' ? '' : ' (optional)'}</label>
      <input
        id={`${id}-base`}
        data-testid="base-url-input"
        type="url"
        value={value.baseUrl}
        placeholder={choice?.defaultBaseUrl ?? ''}
        list={`${id}-bases`}
        spellCheck={false}
        onChange={(e) => onChange({ baseUrl: e.target.value })}
      />

      <datalist id={`${id}-bases`}>
        {(choice?.baseUrlPresets ?? []).map((b) => <option key={b.url} value={b.url}>{b.label}</option>)}
      </datalist>

      <label className="settings-remember">
        <input type="checkbox" data-testid="remember-key" checked={value.remember} onChange={(e) => onChange({ remember: e.target.checked })} />
        Remember the key on this device (localStorage); otherwise it is kept in memory only.
      </label>
      {problem && <p className="muted settings-problem" role="status">{problem}</p>}
    </fieldset>
  );
}

export default SettingsPanel;
