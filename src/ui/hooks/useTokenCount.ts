// Tokens of a text, counted in the catalog worker with the same tokenizer as the context bars; null until known.
import { useEffect, useState } from 'react';
import type { CatalogClient } from './useCatalog';

export function useTokenCount(catalog: CatalogClient | null, text: string | null): number | null {
  const [counted, setCounted] = useState<{ text: string; tokens: number } | null>(null);
  useEffect(() => {
    if (!catalog || text === null) return;
    let cancelled = false;
    catalog.countTokens(text).then((tokens) => { if (!cancelled) setCounted({ text, tokens }); }, () => undefined);
    return () => { cancelled = true; };
  }, [catalog, text]);
  return counted && counted.text === text ? counted.tokens : null;
}
