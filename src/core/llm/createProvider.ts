// One factory from the settings form to a provider adapter.
import { AnthropicProvider } from './anthropic/provider';
import { GeminiProvider } from './gemini/provider';
import { OpenAiProvider } from './openai/provider';
import { PROVIDERS } from './providers';
import { LlmError, type LlmProvider, type ProviderSettings } from './types';

/** A message for the settings form, or null when the settings can be used. */
export function validateSettings(settings: ProviderSettings): string | null {
  const info = PROVIDERS[settings.provider];
  if (!settings.model.trim()) return 'Enter a model id.';
  if (info.keyRequired && !settings.apiKey.trim()) return `Enter your ${info.label} API key.`;
  const base = settings.baseUrl?.trim();
  if (base) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return `Base URL "${base}" is not a valid URL (example: ${info.defaultBaseUrl}).`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The base URL must start with http:// or https://.';
    // The key travels in a header; a URL with credentials or a query could leak it into logs.
    if (url.username || url.password) return 'Put the key in the API key field, not in the base URL.';
  }
  return null;
}

/** Invalid settings give a provider whose calls fail with that message, so the UI keeps one error path. */
export function createProvider(settings: ProviderSettings): LlmProvider {
  const problem = validateSettings(settings);
  if (problem) {
    const kind = problem.includes('API key') ? 'auth' : 'bad-request';
    return { id: settings.provider, complete: () => Promise.reject(new LlmError(kind, problem)) };
  }
  switch (settings.provider) {
    case 'openai':
    case 'openai-compatible':
      return new OpenAiProvider(settings);
    case 'anthropic':
      return new AnthropicProvider(settings);
    case 'gemini':
      return new GeminiProvider(settings);
  }
}
