// Anthropic's hosted tool search for the tool-search mode: BM25 (natural-language query) or regex (a pattern).
import type { SearchVariant } from '../../../core/llm';

export interface SearchVariantSelectProps {
  value: SearchVariant;
  disabled?: boolean;
  onChange: (variant: SearchVariant) => void;
}

export function SearchVariantSelect({ value, disabled, onChange }: SearchVariantSelectProps) {
  return (
    <label className="search-variant-select">
      Tool search{' '}
      <select data-testid="search-variant-select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value === 'regex' ? 'regex' : 'bm25')}>
        <option value="bm25">BM25 (words)</option>
        <option value="regex">Regex (pattern)</option>
      </select>
    </label>
  );
}
