// The price used for cost, with its source and date; the user can edit it (e.g. for a discounted plan).
import type { ModelPrice } from '../../../core/pricing';
import './ComparePricing.css';

export interface ComparePricingProps {
  model: string;
  price: ModelPrice | undefined;
  source: string;
  asOf: string;
  edited: boolean;
  onChange: (price: Pick<ModelPrice, 'inputPerMTok' | 'cachedInputPerMTok' | 'outputPerMTok'>) => void;
  onReset: () => void;
}

const FIELDS = [
  ['inputPerMTok', 'Input'],
  ['cachedInputPerMTok', 'Cached input'],
  ['outputPerMTok', 'Output'],
] as const;

export function ComparePricing({ model, price, source, asOf, edited, onChange, onReset }: ComparePricingProps) {
  const current = { inputPerMTok: price?.inputPerMTok ?? 0, cachedInputPerMTok: price?.cachedInputPerMTok ?? 0, outputPerMTok: price?.outputPerMTok ?? 0 };
  return (
    <details className="compare-pricing panel" data-testid="compare-pricing">
      <summary>
        Prices for <code>{model || '—'}</code>: {price ? `$${price.inputPerMTok} in · $${price.cachedInputPerMTok} cached · $${price.outputPerMTok} out per million tokens` : 'unknown (enter them to see costs)'}
        {edited && ' (edited)'}
      </summary>
      <div className="compare-pricing-fields">
        {FIELDS.map(([key, label]) => (
          <label key={key}>
            {label} $/M tokens
            <input
              type="number"
              min={0}
              step="0.001"
              data-testid={`price-${key}`}
              value={current[key]}
              onChange={(e) => onChange({ ...current, [key]: Math.max(0, Number(e.target.value) || 0) })}
            />
          </label>
        ))}
        {edited && <button type="button" onClick={onReset}>Reset to list price</button>}
      </div>
      <p className="muted compare-pricing-source">Source: {source}, as of {asOf}. Costs use the provider-reported tokens.</p>
    </details>
  );
}
