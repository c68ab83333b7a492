// A surface that shows the spec's context tokens asks for them while it is open: counting loads the tokenizer's
// table (≈3 MB of script), which a page showing no counts (a playground link before its first result) never needs.
import { useEffect } from 'react';
import type { SpecController } from './useSpec';

export function useContextTokens(spec: Pick<SpecController, 'generation' | 'wantTokens'>, shown = true): void {
  const { generation, wantTokens } = spec;
  useEffect(() => {
    if (shown) wantTokens();
  }, [shown, generation, wantTokens]);
}
