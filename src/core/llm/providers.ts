// Provider metadata, settings validation and the "can classic mode run here?" check. No SDK is imported here, so
// the page's own bundle can use this module; index.ts also brings in the adapters and their SDKs.
import { evaluateLimits, type RequestLimitCheck } from './feasibility';
import type { Documented } from './limits';
import { fetchModelList, type ModelListResult } from './models';
import type { ProviderId, ProviderSettings } from './types';

export type { ListedModel, ModelListResult } from './models';

export { utf8Length } from './feasibility';
export type { LimitKind, LimitProblem, RequestLimitCheck } from './feasibility';
export { PROVIDER_LIMITS } from './limits';
export type { Documented, NameRule, ProviderLimits, SchemaDialect } from './limits';

export interface ModelInfo {
  id: string;
  /** Tokens (input + output) the model accepts, when documented. */
  contextWindow?: number;
}

export interface ProviderInfo {
  id: ProviderId;
  label: string;
  defaultBaseUrl: string;
  /** Local OpenAI-compatible servers (Ollama, LM Studio) need no key. */
  keyRequired: boolean;
  defaultModel: string;
  /** Fallback suggestions when the provider's model list cannot be fetched; the model id stays free text. */
  models: ModelInfo[];
  /** Common base URLs for this provider kind (OpenAI-compatible only). */
  baseUrlPresets?: { label: string; url: string }[];
}

// Ids from the pinned SDKs' model lists (openai 7.55.0 ChatModel, @anthropic-ai/sdk 1.10.0 Model, @google/genai 3.1.0
// Model), none in the SDKs' deprecated lists (the Anthropic SDK flags claude-sonnet-4-5). The live list from the
// provider, fetched with the user's key, takes precedence. Context windows only where the provider documents them.
export const PROVIDERS: Record<ProviderId, ProviderInfo> = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    defaultBaseUrl: 'https://api.openai.com/v1',
    keyRequired: true,
    defaultModel: 'gpt-5.4-mini',
    models: [
      { id: 'gpt-5.4-mini', contextWindow: 400_000 },
      { id: 'gpt-5.5' },
      { id: 'gpt-5.4' },
      { id: 'gpt-5.4-nano' },
      { id: 'gpt-5-mini', contextWindow: 400_000 },
      { id: 'gpt-4.1-mini', contextWindow: 1_047_576 },
    ],
  },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    defaultBaseUrl: 'https://api.anthropic.com',
    keyRequired: true,
    defaultModel: 'claude-sonnet-5-5',
    models: [
      { id: 'claude-sonnet-5-5' },
      { id: 'claude-opus-5-5' },
      { id: 'claude-haiku-5-5' },
      { id: 'claude-sonnet-4-6' },
      { id: 'claude-haiku-4-5', contextWindow: 200_000 },
    ],
  },
  gemini: {
    id: 'gemini',
    label: 'Google Gemini',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com',
    keyRequired: true,
    // The -latest aliases follow Google's current release, so the default does not go stale.
    defaultModel: 'gemini-flash-latest',
    models: [
      { id: 'gemini-flash-latest' },
      { id: 'gemini-pro-latest' },
      { id: 'gemini-flash-lite-latest' },
      { id: 'gemini-3.8-flash' },
      { id: 'gemini-3.5-flash-lite' },
    ],
  },
  'openai-compatible': {
    id: 'openai-compatible',
    label: 'OpenAI-compatible (OpenRouter, Groq, Ollama, LM Studio…)',
    defaultBaseUrl: 'http://localhost:11434/v1',
    keyRequired: false,
    defaultModel: 'llama3.1',
    models: [
      { id: 'llama3.1', contextWindow: 131_072 },
      { id: 'qwen2.5-coder', contextWindow: 32_768 },
      { id: 'openai/gpt-5.4-mini' },
      { id: 'llama-3.3-70b-versatile', contextWindow: 131_072 },
    ],
    baseUrlPresets: [
      { label: 'Ollama (local)', url: 'http://localhost:11434/v1' },
      { label: 'LM Studio (local)', url: 'http://localhost:1234/v1' },
      { label: 'OpenRouter', url: 'https://openrouter.ai/api/v1' },
      { label: 'Groq', url: 'https://api.groq.com/openai/v1' },
    ],
  },
};

export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

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
