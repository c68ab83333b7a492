// The tool-search mode's hosted search variant (BM25 or regex), shared by Chat and Compare.
import { loadSearchVariant, SEARCH_VARIANT_KEY, type SearchVariantSetting } from '../app/searchVariant';
import { useStoredSetting } from './useStoredSetting';

export function useSearchVariant(): [SearchVariantSetting, (patch: Partial<SearchVariantSetting>) => void] {
  return useStoredSetting(SEARCH_VARIANT_KEY, loadSearchVariant);
}
