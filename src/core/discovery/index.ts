// Public surface of core/discovery: how code mode lets the model discover the API (ranked search, code over the
// spec, the API as Python files), a folder each with a line in registry.ts; core/modes gives each its mode line.
export { CODE_RANKED } from './ranked/variant';
export { CODE_SPEC } from './spec/variant';
export { CODE_FILES } from './files/variant';
export { registerDiscoveryVariant, variantFor, variantOf } from './registry';
export type { DiscoveryPromptInfo, DiscoveryVariantDef, SeveralApisInfo } from './types';
export { specSearchProgram, SPECS_DIR } from './spec/program';
