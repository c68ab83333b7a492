// One factory from the settings form to a provider adapter.
import { AnthropicProvider } from './anthropic/provider';
import { GeminiProvider } from './gemini/provider';
import { OpenAiProvider } from './openai/provider';
import type { LlmProvider, ProviderSettings } from './types';

export function createProvider(settings: ProviderSettings): LlmProvider {
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
