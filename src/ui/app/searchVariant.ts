// Which hosted tool search the tool-search mode asks Anthropic for (BM25 or regex), remembered on this device.
import type { SearchVariant } from '../../core/llm';

export interface SearchVariantSetting {
  variant: SearchVariant;
}

export const SEARCH_VARIANT_KEY = 'cmp.search-variant';

export function loadSearchVariant(storage: Pick<Storage, 'getItem'> | null): SearchVariantSetting {
  try {
    const parsed = JSON.parse(storage?.getItem(SEARCH_VARIANT_KEY) ?? 'null') as { variant?: unknown } | null;
    return { variant: parsed?.variant === 'regex' ? 'regex' : 'bm25' };
  } catch {
    return { variant: 'bm25' };
  }
}
