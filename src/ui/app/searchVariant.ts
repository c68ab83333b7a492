// Which hosted tool search the tool-search mode asks Anthropic for (BM25 or regex), remembered on this device.
import type { SearchVariant } from '../../core/llm';
import { loadStoredChoice } from './storedChoice';

export interface SearchVariantSetting {
  variant: SearchVariant;
}

export const SEARCH_VARIANT_KEY = 'cmp.search-variant';

export function loadSearchVariant(storage: Pick<Storage, 'getItem'> | null): SearchVariantSetting {
  return loadStoredChoice(storage, SEARCH_VARIANT_KEY, 'variant', ['bm25', 'regex']);
}
