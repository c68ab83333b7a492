// Dual mode's context at start for the chosen provider: typed tools when they fit its tool cap and the budget.
import { chooseDualSurface, type DualSurface } from '../../core/surfaces/dualSurface';
import { PROVIDER_LIMITS } from '../../core/llm/providers';
import type { ProviderId } from '../../core/llm';
import type { ContextTokens } from '../workers/catalogProtocol';
import type { LoadedSet } from './loadedSet';

export interface DualContext {
  surface: DualSurface;
  tokens: number;
}

/** null while the counts are not in (or from an older worker without them). */
export function dualContext(tokens: ContextTokens | null, toolNames: readonly string[], maxTools?: number): DualContext | null {
  if (!tokens?.dual) return null;
  const { direct, operation } = tokens.dual;
  const surface = direct === null ? 'operation' : chooseDualSurface({ toolNames, classicTokens: tokens.classic, maxTools });
  return { surface, tokens: surface === 'direct' && direct !== null ? direct : operation };
}

/** One line for the chat: which tools dual mode offers for this spec and provider, and what they cost at start. */
export function dualSummary(dual: DualContext, operations: number): string {
  const tools = dual.surface === 'direct' ? `${operations.toLocaleString('en-US')} typed tools + execute` : 'search, get_schema, call_operation + execute';
  return `Dual here: ${tools}, ${dual.tokens.toLocaleString('en-US')} tokens at start.`;
}

/**
 * The figure for the loaded set and a provider: `tokens` are the set's counts, `set` its tools (every API's), whose
 * number against the provider's documented tool cap decides between the two surfaces.
 */
export function dualContextFor(tokens: ContextTokens | null | undefined, set: Pick<LoadedSet, 'toolNames'> | null, provider: ProviderId): DualContext | null {
  if (!set) return null;
  return dualContext(tokens ?? null, set.toolNames, PROVIDER_LIMITS[provider].maxTools?.value);
}
