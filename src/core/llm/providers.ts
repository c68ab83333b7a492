// Provider metadata (from the registry of descriptors), settings validation and the "can classic mode run here?"
// check. No SDK is imported here, so the page's own bundle can use this module; index.ts also brings in createProvider.
import type { ModelInfo } from './descriptor';
import { evaluateLimits, type RequestLimitCheck } from './feasibility';
import type { Documented } from './limits';
import { fetchModelList, type ModelListResult } from './models';
import { PROVIDERS } from './registry';
import type { ProviderId, ProviderSettings } from './types';

export type { ListedModel, ModelListResult } from './models';

export { utf8Length } from './feasibility';
export type { LimitKind, LimitProblem, RequestLimitCheck } from './feasibility';
export type { Documented, NameRule, ProviderLimits, SchemaDialect } from './limits';
export { PROVIDERS, PROVIDER_IDS, PROVIDER_LIMITS } from './registry';
export type { ModelInfo, ProviderDescriptor } from './descriptor';

/** Exact id, else the longest suggested id the model starts with (dated ids like "gpt-4.1-mini-2025-04-14"). */
export function findModel(provider: ProviderId, model: string, listed: readonly ModelInfo[] = []): ModelInfo | undefined {
  const models = [...listed, ...PROVIDERS[provider].models];
  const exact = models.find((m) => m.id === model && m.contextWindow !== undefined) ?? models.find((m) => m.id === model);
  if (exact) return exact;
  return models
    .filter((m) => model.startsWith(`${m.id}-`))
    .sort((a, b) => b.id.length - a.id.length)[0];
}

/** The model's context window with where the number comes from, when known. */
export function contextWindowOf(provider: ProviderId, model: string, listed: readonly ModelInfo[] = []): Documented<number> | undefined {
  const fromList = listed.find((m) => m.id === model)?.contextWindow;
  if (fromList !== undefined) return { value: fromList, source: `${PROVIDERS[provider].label} model list (fetched with your key)` };
  const curated = findModel(provider, model)?.contextWindow;
  return curated === undefined ? undefined : { value: curated, source: `${PROVIDERS[provider].label} model documentation` };
}

/** The models this key can use, from the provider itself (the key goes only to that provider, in a header). */
export function listProviderModels(
  settings: Pick<ProviderSettings, 'provider' | 'apiKey' | 'baseUrl'>,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ModelListResult> {
  const info = PROVIDERS[settings.provider];
  return fetchModelList({ provider: settings.provider, label: info.label, apiKey: settings.apiKey, baseUrl: settings.baseUrl?.trim() || info.defaultBaseUrl }, options);
}

/** Classic-mode feasibility for a spec with `toolCount` operations on this provider and model. */
export function checkRequestLimits(args: {
  provider: ProviderId;
  model: string;
  toolCount: number;
  promptTokens: number;
  requestBytes?: number;
  listed?: readonly ModelInfo[];
}): RequestLimitCheck {
  return evaluateLimits({
    ...args,
    providerLabel: PROVIDERS[args.provider].label,
    contextWindow: contextWindowOf(args.provider, args.model, args.listed),
  });
}

/** A message for the settings form, or null when the settings can be used: the one check of the UI and the adapters. */
export function validateSettings(settings: ProviderSettings): string | null {
  const info = PROVIDERS[settings.provider];
  if (!settings.model.trim()) return 'Enter a model id.';
  if (info.keyRequired && !settings.apiKey.trim()) return `Enter your ${info.label} API key.`;
  const base = settings.baseUrl?.trim();
  if (!base) return settings.provider === 'openai-compatible' ? 'Enter the base URL of your OpenAI-compatible server.' : null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return `Base URL "${base}" is not a valid URL (example: ${info.defaultBaseUrl}).`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The base URL must start with http:// or https://.';
  // The key travels in a header; a URL with credentials could leak it into logs.
  if (url.username || url.password) return 'Put the key in the API key field, not in the base URL.';
  return null;
}
