// The pricing table with the user's edits (kept on this device); prices are not secret.
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PRICING, findPrice, normalizeModelId, withPrice, type ModelPrice, type PricingTable } from '../../core/pricing';
import type { ProviderId } from '../../core/llm';

const STORE_KEY = 'cmp.pricing.overrides';

export interface PricingController {
  table: PricingTable;
  /** Price applied to `model` (edited or list), if any. */
  price: ModelPrice | undefined;
  edited: boolean;
  setPrice: (provider: ProviderId, prices: Pick<ModelPrice, 'inputPerMTok' | 'cachedInputPerMTok' | 'outputPerMTok'>) => void;
  reset: () => void;
}

function isPrice(v: unknown): v is ModelPrice {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return typeof p.model === 'string' && typeof p.provider === 'string' && ['inputPerMTok', 'cachedInputPerMTok', 'outputPerMTok'].every((k) => typeof p[k] === 'number');
}

function loadOverrides(): ModelPrice[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPrice) : [];
  } catch {
    return [];
  }
}

function saveOverrides(list: ModelPrice[]): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(list));
  } catch {
    // storage unavailable: edits last for this page only
  }
}

export function usePricing(model: string): PricingController {
  const [overrides, setOverrides] = useState(loadOverrides);
  const id = normalizeModelId(model);
  const table = useMemo((): PricingTable => {
    const merged = overrides.reduce(withPrice, DEFAULT_PRICING);
    return overrides.length ? { ...merged, source: `${merged.source}; user-edited prices for ${overrides.map((o) => o.model).join(', ')}` } : merged;
  }, [overrides]);
  const edited = overrides.some((o) => o.model === id);

  const update = useCallback((next: ModelPrice[]) => {
    saveOverrides(next);
    setOverrides(next);
  }, []);

  const setPrice = useCallback(
    (provider: ProviderId, prices: Pick<ModelPrice, 'inputPerMTok' | 'cachedInputPerMTok' | 'outputPerMTok'>) => {
      if (!id) return;
      update([...overrides.filter((o) => o.model !== id), { provider, model: id, ...prices }]);
    },
    [id, overrides, update],
  );

  const reset = useCallback(() => update(overrides.filter((o) => o.model !== id)), [id, overrides, update]);

  return { table, price: id ? findPrice(table, id) : undefined, edited, setPrice, reset };
}
