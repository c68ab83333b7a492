// "Context at start" for the explorer, from the core token accounting, flattened for structured clone.
import type { LoadedSpec } from '../../core/openapi';
import type { CatalogApi } from '../../core/catalog';
import { contextTokens, toolDefinitions } from '../../core/context';
import { countTokens } from '../../core/tokens';

export { countTokens, toolDefinitions };
import type { ContextTokens } from './catalogProtocol';

export async function countContextTokens(spec: LoadedSpec, catalog: Pick<CatalogApi, 'classicTools'>): Promise<ContextTokens> {
  const counted = await contextTokens(spec, catalog);
  return {
    classic: counted.classic.tokens,
    classicExact: counted.classic.exact,
    classicChars: counted.classic.chars,
    codeMode: counted.codeMode.tokens,
    dual: counted.dual,
    codeVariants: counted.codeVariants,
    tokenizer: counted.tokenizer,
  };
}
