// "Context at start" for the explorer, from the core token accounting, flattened for structured clone.
import type { LoadedSpec } from '../../core/openapi';
import type { CatalogApi } from '../../core/catalog';
import { contextTokens, toolDefinitions } from '../../core/context';
import type { SourceLine } from '../../core/sources';
import { countTokens } from '../../core/tokens';

export { countTokens, toolDefinitions };
import type { ContextTokens } from './catalogProtocol';

/** `apis`: the loaded APIs when several (then `catalog` is their set and `spec` the first). */
export async function countContextTokens(spec: Pick<LoadedSpec, 'title' | 'servers'>, catalog: Pick<CatalogApi, 'classicTools'>, apis?: readonly SourceLine[]): Promise<ContextTokens> {
  const counted = await contextTokens(spec, catalog, apis);
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
