// The discovery variants of code mode (tools and prompt), in mode-select order: a folder each plus one line here. Labels,
// colours and the mode lists are still separate tables (AgentMode, the chat select, the link, Compare; issue 48).
import { CODE_FILES } from './files/variant';
import { CODE_RANKED } from './ranked/variant';
import { CODE_SPEC } from './spec/variant';
import type { DiscoveryVariant, DiscoveryVariantDef } from './types';

export const DISCOVERY_VARIANTS: Readonly<Record<DiscoveryVariant, DiscoveryVariantDef>> = {
  code: CODE_RANKED,
  'code-spec': CODE_SPEC,
  'code-files': CODE_FILES,
};

export const DISCOVERY_VARIANT_IDS = Object.keys(DISCOVERY_VARIANTS) as DiscoveryVariant[];

export function isDiscoveryVariant(mode: string): mode is DiscoveryVariant {
  return Object.hasOwn(DISCOVERY_VARIANTS, mode);
}
