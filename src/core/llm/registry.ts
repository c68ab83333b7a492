// Every provider, one line each: adding one is its folder (with a descriptor.ts) plus a line here and its id in
// ProviderId (types.ts). SDK-free: the descriptors load their adapters with import().
import type { ProviderDescriptor } from './descriptor';
import type { ProviderLimits } from './limits';
import type { ProviderId } from './types';
import { anthropic } from './anthropic/descriptor';
import { gemini } from './gemini/descriptor';
import { openai } from './openai/descriptor';
import { openaiCompatible } from './openai-compatible/descriptor';

/** In the settings form's order. */
export const PROVIDERS: Record<ProviderId, ProviderDescriptor> = {
  openai,
  anthropic,
  gemini,
  'openai-compatible': openaiCompatible,
};

export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

/** Each provider's documented request limits (its descriptor's `limits`), for the checks and sanitizers. */
export const PROVIDER_LIMITS = Object.fromEntries(PROVIDER_IDS.map((id) => [id, PROVIDERS[id].limits])) as Record<ProviderId, ProviderLimits>;
