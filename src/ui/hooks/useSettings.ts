// LLM settings shared by the chat and compare views. Model, base URL and key are kept per provider (app/llmSettings):
// switching provider brings back that provider's own values. Keys live in memory for the page's lifetime and go to
// localStorage only when the user ticks "remember on this device"; provider/model/base URL are not secret.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ProviderSettings } from '../../core/llm';
import { validateSettings } from '../../core/llm/providers';
import { activeSettings, applyPatch, loadState, saveState, type LlmSettings, type SettingsState } from '../app/llmSettings';

export type { LlmSettings } from '../app/llmSettings';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

let state: SettingsState | null = null;
let view: LlmSettings | null = null;
const listeners = new Set<() => void>();

function snapshot(): LlmSettings {
  state ??= loadState(storage());
  view ??= activeSettings(state);
  return view;
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The shared settings outside React (tests, one-off reads). */
export function currentSettings(): LlmSettings {
  return snapshot();
}

/** Applies a form change to the shared settings (both views see it) and stores what may be stored. */
export function updateSettings(patch: Partial<LlmSettings>): void {
  snapshot();
  state = applyPatch(state as SettingsState, patch);
  view = activeSettings(state);
  try {
    const s = storage();
    if (s) saveState(s, state);
  } catch {
    // quota or disabled storage: settings still work for this page
  }
  for (const fn of listeners) fn();
}

export interface SettingsController {
  settings: LlmSettings;
  update: (patch: Partial<LlmSettings>) => void;
  /** What the provider adapter needs; null (with the reason) while something required is missing. */
  providerSettings: ProviderSettings | null;
  missing: string | null;
}

/** Why a run cannot start with these settings: the same check the provider adapters make. */
export function settingsProblem(s: LlmSettings): string | null {
  return validateSettings(toProviderSettings(s));
}

export function toProviderSettings(s: LlmSettings): ProviderSettings {
  return { provider: s.provider, model: s.model.trim(), apiKey: s.apiKey.trim(), baseUrl: s.baseUrl.trim() || undefined };
}

export function useSettings(): SettingsController {
  const settings = useSyncExternalStore(subscribe, snapshot, snapshot);
  const update = useCallback((patch: Partial<LlmSettings>) => updateSettings(patch), []);
  const missing = settingsProblem(settings);
  const providerSettings = useMemo((): ProviderSettings | null => (missing ? null : toProviderSettings(settings)), [missing, settings]);
  return { settings, update, providerSettings, missing };
}
