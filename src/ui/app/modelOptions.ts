// What the model picker offers: the models the user's key can use when the provider listed them, else the curated
// suggestions; the model id stays free text either way.
import type { ProviderId } from '../../core/llm';
import { PROVIDERS, type ListedModel } from '../../core/llm/providers';

export type ModelListEntry =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; models: ListedModel[] }
  | { status: 'error'; message: string };

export interface ModelOption {
  id: string;
  /** Shown next to the id in the picker. */
  label?: string;
}

export function modelOptions(provider: ProviderId, entry: ModelListEntry): ModelOption[] {
  if (entry.status === 'ok' && entry.models.length > 0) {
    return entry.models.map((m) => {
      const label = [m.label !== m.id ? m.label : undefined, m.deprecated ? 'deprecated' : undefined].filter(Boolean).join(' · ');
      return label ? { id: m.id, label } : { id: m.id };
    });
  }
  return PROVIDERS[provider].models.map((m) => ({ id: m.id }));
}

/** One line under the picker: where the suggestions come from. */
export function modelListNote(provider: ProviderId, entry: ModelListEntry): string {
  const label = PROVIDERS[provider].label;
  switch (entry.status) {
    case 'idle':
      return 'Suggestions (not yet checked against your key); any model id works.';
    case 'loading':
      return `Asking ${label} which models your key can use…`;
    case 'ok':
      return entry.models.length > 0
        ? `${entry.models.length} model${entry.models.length === 1 ? '' : 's'} your key can use, listed by ${label}; any other id works too.`
        : `${label} listed no models; showing suggestions.`;
    case 'error':
      return `${entry.message} Showing suggestions.`;
  }
}
