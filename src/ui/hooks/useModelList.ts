// The model list of the chosen provider, fetched with the user's key when the picker is opened (or on refresh) and
// cached per provider, base URL and key for the page's lifetime; chat and compare share it.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { listProviderModels, validateSettings, type ListedModel } from '../../core/llm/providers';
import { modelListNote, modelOptions, type ModelListEntry, type ModelOption } from '../app/modelOptions';
import type { LlmSettings } from '../app/llmSettings';

const IDLE: ModelListEntry = { status: 'idle' };
const entries = new Map<string, ModelListEntry>();
const listeners = new Set<() => void>();

function set(key: string, entry: ModelListEntry): void {
  entries.set(key, entry);
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The key itself is part of the cache key (in memory only): another key may see other models. */
const cacheKey = (s: LlmSettings) => JSON.stringify([s.provider, s.baseUrl.trim(), s.apiKey.trim()]);

/** A list can be asked for once the key (when required) and the base URL are usable. */
const canList = (s: LlmSettings) => validateSettings({ provider: s.provider, model: 'any', apiKey: s.apiKey.trim(), baseUrl: s.baseUrl.trim() || undefined }) === null;

export interface ModelListController {
  options: ModelOption[];
  note: string;
  loading: boolean;
  /** Models the provider listed (with context windows where it says), for the limit checks. */
  listed: ListedModel[];
  /** Fetches the list unless it is already there or on its way. */
  load: () => void;
  /** Fetches it again. */
  refresh: () => void;
}

export function useModelList(settings: LlmSettings): ModelListController {
  const key = cacheKey(settings);
  const entry = useSyncExternalStore(subscribe, () => entries.get(key) ?? IDLE, () => IDLE);
  const { provider, apiKey, baseUrl } = settings;
  const fetchList = useCallback((force: boolean) => {
    const current = entries.get(key);
    if (!canList({ provider, apiKey, baseUrl, model: '', remember: false })) return;
    if (!force && (current?.status === 'ok' || current?.status === 'loading')) return;
    set(key, { status: 'loading' });
    void listProviderModels({ provider, apiKey: apiKey.trim(), baseUrl: baseUrl.trim() || undefined })
      .then((result) => set(key, result.ok ? { status: 'ok', models: result.models } : { status: 'error', message: result.message }))
      .catch((err: unknown) => set(key, { status: 'error', message: `Model list failed: ${String(err)}.` }));
  }, [key, provider, apiKey, baseUrl]);
  const load = useCallback(() => fetchList(false), [fetchList]);
  const refresh = useCallback(() => fetchList(true), [fetchList]);
  return useMemo(() => ({
    options: modelOptions(provider, entry),
    note: modelListNote(provider, entry),
    loading: entry.status === 'loading',
    listed: entry.status === 'ok' ? entry.models : [],
    load,
    refresh,
  }), [provider, entry, load, refresh]);
}
