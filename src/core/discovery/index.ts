// Public surface of core/discovery: how code mode lets the model discover the API (ranked search, code over the
// spec, the API as Python files).
export { DISCOVERY_VARIANTS, DISCOVERY_VARIANT_IDS, isDiscoveryVariant } from './registry';
export type { DiscoveryPromptInfo, DiscoveryVariant, DiscoveryVariantDef } from './types';
export { specSearchProgram, SPECS_DIR } from './spec/program';
