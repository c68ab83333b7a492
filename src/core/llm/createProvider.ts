// One factory from the settings form to a provider adapter.
import { AnthropicProvider } from './anthropic/provider';
import { GeminiProvider } from './gemini/provider';
import { OpenAiProvider } from './openai/provider';
import { validateSettings } from './providers';
import { LlmError, type LlmProvider, type ProviderSettings } from './types';

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
