// The discovery variants of code mode by folder: one line each. A variant's mode line (id, names, colour) in
// core/modes names its folder's key here.
import { codeLine, type AgentMode, type CodeLine } from '../modes';
import { CODE_FILES } from './files/variant';
import { CODE_RANKED } from './ranked/variant';
import { CODE_SPEC } from './spec/variant';
import type { DiscoveryVariantDef } from './types';

const variants = new Map<string, DiscoveryVariantDef>([
  ['ranked', CODE_RANKED],
  ['spec', CODE_SPEC],
  ['files', CODE_FILES],
]);

/** Adds a variant's behaviour under its folder's key (a test's own variant); returns its removal. */
export function registerDiscoveryVariant(key: string, variant: DiscoveryVariantDef): () => void {
  if (variants.has(key)) throw new Error(`Discovery variant "${key}" is already registered.`);
  variants.set(key, variant);
  return () => {
    variants.delete(key);
  };
}

/** The behaviour a code-mode line names. */
export function variantFor(line: CodeLine): DiscoveryVariantDef {
  const variant = variants.get(line.variant);
  if (!variant) throw new Error(`Mode "${line.id}" names discovery variant "${line.variant}", which is not registered.`);
  return variant;
}

/** The behaviour of a code-mode variant, or undefined for classic, dual and the native modes. */
export function variantOf(mode: AgentMode): DiscoveryVariantDef | undefined {
  const line = codeLine(mode);
  return line && variantFor(line);
}
