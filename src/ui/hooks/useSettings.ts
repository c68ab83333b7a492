// LLM settings shared by the chat and compare views. The key lives in memory for the page's lifetime and goes to
// localStorage only when the user ticks "remember on this device"; provider/model/base URL are not secret.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { PROVIDER_IDS, PROVIDERS } from '../../core/llm/providers';
import type { ProviderId, ProviderSettings } from '../../core/llm/types';

export interface LlmSettings {
  provider: ProviderId;
  model: string;
  apiKey: string;
  baseUrl: string;
  remember: boolean;
}

const PREFS_KEY = 'cmp.llm.prefs';
const KEY_KEY = 'cmp.llm.apiKey';

const DEFAULTS: LlmSettings = { provider: 'openai', model: PROVIDERS.openai.defaultModel, apiKey: '', baseUrl: '', remember: false };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function load(): LlmSettings {
  const s = storage();
  if (!s) return DEFAULTS;
  let prefs: Partial<LlmSettings> = {};
  try {
    const parsed: unknown = JSON.parse(s.getItem(PREFS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') prefs = parsed as Partial<LlmSettings>;
  } catch {
    prefs = {};
  }
  const storedKey = s.getItem(KEY_KEY);
  const provider = PROVIDER_IDS.includes(prefs.provider as ProviderId) ? (prefs.provider as ProviderId) : DEFAULTS.provider;
  return {
    provider,
    model: typeof prefs.model === 'string' && prefs.model ? prefs.model : PROVIDERS[provider].defaultModel,
    baseUrl: typeof prefs.baseUrl === 'string' ? prefs.baseUrl : '',
    apiKey: storedKey ?? '',
    remember: storedKey !== null,
  };
}

function persist(next: LlmSettings): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(PREFS_KEY, JSON.stringify({ provider: next.provider, model: next.model, baseUrl: next.baseUrl }));
    if (next.remember && next.apiKey) s.setItem(KEY_KEY, next.apiKey);
    else s.removeItem(KEY_KEY);
  } catch {
    // quota or disabled storage: settings still work for this page
  }
}

let current: LlmSettings | null = null;
const listeners = new Set<() => void>();

function snapshot(): LlmSettings {
  current ??= load();
  return current;
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export interface SettingsController {
  settings: LlmSettings;
  update(patch: Partial<LlmSettings>): void;
  /** What the provider adapter needs; null (with the reason) while something required is missing. */
  providerSettings: ProviderSettings | null;
  missing: string | null;
}

export function missingSetting(s: LlmSettings): string | null {
  if (!s.model.trim()) return 'Choose a model.';
  if (s.provider === 'openai-compatible' && !s.baseUrl.trim()) return 'Enter the base URL of your OpenAI-compatible server.';
  if (!s.apiKey.trim() && PROVIDERS[s.provider].keyRequired) return 'Enter your API key (it is sent only to the provider).';
  return null;
}

export function toProviderSettings(s: LlmSettings): ProviderSettings {
  return { provider: s.provider, model: s.model.trim(), apiKey: s.apiKey.trim(), baseUrl: s.baseUrl.trim() || undefined };
}

export function useSettings(): SettingsController {
  const settings = useSyncExternalStore(subscribe, snapshot, snapshot);
  const update = useCallback((patch: Partial<LlmSettings>) => {
    current = { ...snapshot(), ...patch };
    persist(current);
    for (const fn of listeners) fn();
  }, []);
  const missing = missingSetting(settings);
  const providerSettings = useMemo((): ProviderSettings | null => (missing ? null : toProviderSettings(settings)), [missing, settings]);
  return { settings, update, providerSettings, missing };
}
