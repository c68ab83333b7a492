// One factory from the settings form to a provider adapter. Each provider's SDK is its own chunk, imported the first
// time that provider is used: a chat with one provider never downloads the other two.
import { validateSettings } from './providers';
import { PROVIDERS } from './registry';
import { LlmError, type LlmProvider, type ProviderSettings } from './types';

/** Invalid settings give a provider whose calls fail with that message, so the UI keeps one error path. */
export function createProvider(settings: ProviderSettings): LlmProvider {
  const problem = validateSettings(settings);
  if (problem) {
    const kind = problem.includes('API key') ? 'auth' : 'bad-request';
    return { id: settings.provider, complete: () => Promise.reject(new LlmError(kind, problem)) };
  }
  let adapter: Promise<LlmProvider> | null = null;
  const load = (): Promise<LlmProvider> => {
    const descriptor = PROVIDERS[settings.provider];
    adapter ??= descriptor.loadAdapter().then(
      (Adapter) => new Adapter(settings, descriptor),
      (cause: unknown) => {
        adapter = null;
        // A network error: the agent's retry applies, and the next call loads again.
        throw new LlmError('network', `Could not load the client for ${settings.provider}: ${cause instanceof Error ? cause.message : String(cause)}`);
      },
    );
    return adapter;
  };
  return {
    id: settings.provider,
    complete: async (request) => (await load()).complete(request),
    listModels: async (signal) => {
      const provider = await load();
      return provider.listModels ? provider.listModels(signal) : [];
    },
  };
}
