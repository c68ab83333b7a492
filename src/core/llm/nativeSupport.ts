// Whether a provider and model offer a provider-native mode, and if not, why in words the mode select shows.
// Everything comes from the descriptors' `features` data; which feature a mode runs on, from its line in core/modes.
import { nativeLine } from '../modes';
import type { NativeFeature } from './descriptor';
import { PROVIDERS } from './registry';
import type { NativeMode, ProviderId } from './types';

const FEATURE_NAME = { toolSearch: 'tool search', programmaticCalling: 'programmatic tool calling' } as const;

const matches = (model: string, pattern: string) => (pattern.endsWith('*') ? model.startsWith(pattern.slice(0, -1)) : model === pattern);

function excluded(feature: NativeFeature, model: string): boolean {
  return (feature.notForModels?.value ?? []).some((p) => matches(model.trim(), p));
}

/** null when offered; else the reason, e.g. "not offered by Google Gemini", "needs a model that supports tool search". */
export function nativeModeUnavailable(provider: ProviderId, model: string, mode: NativeMode): string | null {
  const descriptor = PROVIDERS[provider];
  const key = nativeLine(mode).needs.provider;
  const feature = descriptor.features[key];
  if (!feature.value) return `not offered by ${descriptor.errorLabel}`;
  if (excluded(feature, model)) return `needs a model that supports ${FEATURE_NAME[key]} (${model.trim()} does not)`;
  return null;
}
