// Public surface of the LLM layer.
export * from './types';
export { createProvider } from './createProvider';
export { PROVIDERS, PROVIDER_IDS, findModel, checkRequestLimits, validateSettings } from './providers';
export type { ModelInfo, ProviderDescriptor, RequestLimitCheck } from './providers';
export { estimatedUsage, estimateInputTokens, estimateOutputTokens } from './usage';
export { scrubSecrets } from './errors';
export { nativeModeUnavailable } from './nativeSupport';
