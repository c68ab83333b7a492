// LLM settings as pure state: model, base URL and key belong to a provider, so switching provider brings back that
// provider's own values (or its defaults), never the previous provider's base URL or key.
import type { ProviderId } from '../../core/llm';
import { PROVIDER_IDS, PROVIDERS } from '../../core/llm/providers';

/** What one provider remembers. An empty base URL means the provider's default. */
export interface ProviderProfile {
  model: string;
  baseUrl: string;
  apiKey: string;
}

export interface SettingsState {
  provider: ProviderId;
  remember: boolean;
  profiles: Partial<Record<ProviderId, ProviderProfile>>;
}

/** The active provider's settings: what the form shows and the run uses. */
export interface LlmSettings extends ProviderProfile {
  provider: ProviderId;
  remember: boolean;
}

export const PREFS_KEY = 'cmp.llm.prefs';
/** Keys are stored per provider, and only when the user ticks "remember". */
export const keyStorageKey = (provider: ProviderId) => `cmp.llm.apiKey.${provider}`;
/** Format 1 stored one key for whichever provider was chosen. */
const LEGACY_KEY = 'cmp.llm.apiKey';

export const INITIAL_STATE: SettingsState = { provider: 'openai', remember: false, profiles: {} };

export function profileOf(state: SettingsState, provider: ProviderId): ProviderProfile {
  return state.profiles[provider] ?? { model: PROVIDERS[provider].defaultModel, baseUrl: '', apiKey: '' };
}

export function activeSettings(state: SettingsState): LlmSettings {
  return { provider: state.provider, remember: state.remember, ...profileOf(state, state.provider) };
}

/** A form change: a new provider switches profiles first; the other fields then edit the (new) active profile. */
export function applyPatch(state: SettingsState, patch: Partial<LlmSettings>): SettingsState {
  const provider = patch.provider ?? state.provider;
  const profile = { ...profileOf(state, provider) };
  if (patch.model !== undefined) profile.model = patch.model;
  if (patch.baseUrl !== undefined) profile.baseUrl = patch.baseUrl;
  if (patch.apiKey !== undefined) profile.apiKey = patch.apiKey;
  return { provider, remember: patch.remember ?? state.remember, profiles: { ...state.profiles, [provider]: profile } };
}

const isProvider = (value: unknown): value is ProviderId => PROVIDER_IDS.includes(value as ProviderId);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A format-1 base URL was shared by all providers: one of the OpenAI-compatible presets there belongs to that kind only. */
function legacyBaseUrl(provider: ProviderId, baseUrl: string): string {
  if (provider === 'openai-compatible') return baseUrl;
  const presets = PROVIDERS['openai-compatible'].baseUrlPresets ?? [];
  return presets.some((p) => p.url.replace(/\/+$/, '') === baseUrl.trim().replace(/\/+$/, '')) ? '' : baseUrl;
}

function readProfiles(raw: unknown, keys: (p: ProviderId) => string | null): SettingsState['profiles'] {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const profiles: SettingsState['profiles'] = {};
  for (const id of PROVIDER_IDS) {
    const p = stored[id];
    if (typeof p !== 'object' || p === null) continue;
    const { model, baseUrl } = p as Record<string, unknown>;
    profiles[id] = { model: text(model) || PROVIDERS[id].defaultModel, baseUrl: text(baseUrl), apiKey: keys(id) ?? '' };
  }
  return profiles;
}

/** State from storage: format 2 (profiles), or format 1 ({ provider, model, baseUrl } + one key) migrated. */
export function loadState(storage: Pick<Storage, 'getItem'> | null): SettingsState {
  if (!storage) return INITIAL_STATE;
  let prefs: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PREFS_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) prefs = parsed as Record<string, unknown>;
  } catch {
    prefs = {};
  }
  const provider = isProvider(prefs.provider) ? prefs.provider : INITIAL_STATE.provider;
  if (prefs.profiles !== undefined) {
    const keys = (p: ProviderId) => storage.getItem(keyStorageKey(p));
    const profiles = readProfiles(prefs.profiles, keys);
    return { provider, remember: PROVIDER_IDS.some((p) => keys(p) !== null), profiles };
  }
  const legacyKey = storage.getItem(LEGACY_KEY);
  if (prefs.provider === undefined && legacyKey === null) return INITIAL_STATE;
  const profile = { model: text(prefs.model) || PROVIDERS[provider].defaultModel, baseUrl: legacyBaseUrl(provider, text(prefs.baseUrl)), apiKey: legacyKey ?? '' };
  return { provider, remember: legacyKey !== null, profiles: { [provider]: profile } };
}

/** Provider, models and base URLs always; keys only with "remember", each under its provider. */
export function saveState(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: SettingsState): void {
  const profiles = Object.fromEntries(Object.entries(state.profiles).map(([id, p]) => [id, { model: p.model, baseUrl: p.baseUrl }]));
  storage.setItem(PREFS_KEY, JSON.stringify({ provider: state.provider, profiles }));
  storage.removeItem(LEGACY_KEY);
  for (const id of PROVIDER_IDS) {
    const key = state.profiles[id]?.apiKey ?? '';
    if (state.remember && key) storage.setItem(keyStorageKey(id), key);
    else storage.removeItem(keyStorageKey(id));
  }
}
