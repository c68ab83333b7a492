// What the app knows about one provider, in one place: each provider's folder has a descriptor.ts, and registry.ts
// lists them. Types only: the descriptors import this file, never the registry.
import type { Documented, ProviderLimits } from './limits';
import type { HttpGet, ModelListRequest, ModelPage } from './models/wire';
import type { LlmProvider, ProviderId, ProviderSettings } from './types';

export interface ModelInfo {
  id: string;
  /** Tokens (input + output) the model accepts, when documented. */
  contextWindow?: number;
}

/** An adapter class: built with the user's settings and its provider's descriptor. */
export type Adapter = new (settings: ProviderSettings, descriptor: ProviderDescriptor) => LlmProvider;

/** A provider-native feature: offered at all, and the listed models the provider's docs leave out. */
export interface NativeFeature extends Documented<boolean> {
  /** Model ids (exact, or a prefix ending in "*") the feature's model table does not list. */
  notForModels?: Documented<readonly string[]>;
}

export interface ProviderDescriptor {
  id: ProviderId;
  label: string;
  /** How an error message names it ("Google Gemini", "the OpenAI-compatible server"). */
  errorLabel: string;
  /** The provider's API documentation. */
  docsUrl: string;
  defaultBaseUrl: string;
  /** Local OpenAI-compatible servers (Ollama, LM Studio) need no key. */
  keyRequired: boolean;
  defaultModel: string;
  /** Fallback suggestions when the provider's model list cannot be fetched; the model id stays free text. */
  models: ModelInfo[];
  /** Common base URLs for this provider kind (OpenAI-compatible only). */
  baseUrlPresets?: { label: string; url: string }[];
  /** What a request's tool list may hold, each limit with where it is documented. */
  limits: ProviderLimits;
  /** The model list a key can use: the GET of one page (`cursor` undefined: the first) and its parse. */
  modelList: {
    request: (req: ModelListRequest, cursor?: string) => HttpGet;
    parse: (body: Record<string, unknown>) => ModelPage;
  };
  /** Loads the adapter (and its SDK, a chunk of its own) the first time the provider is used. */
  loadAdapter: () => Promise<Adapter>;
  /**
   * The SDK the adapter bundles and a string only that SDK carries (scripts/check-bundle.ts finds its chunk by it),
   * in two parts: the page ships this descriptor, and a whole copy here would count as the SDK.
   */
  sdk: { name: string; marker: readonly [string, string] };
  /**
   * OpenAI only: which requests use the Responses API instead of Chat Completions. 'native-modes': requests that
   * carry a provider-native mode; 'all': every request. Absent: Chat Completions (or the provider's only API).
   */
  responsesApi?: { use: 'native-modes' | 'all'; reason: string };
  /** Provider-native features, as the provider documents them (the native modes and their reasons read these). */
  features: { toolSearch: NativeFeature; programmaticCalling: NativeFeature };
}
