// Dual mode offers typed per-operation tools only when they fit: the provider's tool-count cap and a token budget.
import { EXECUTE_TOOL } from './codeModeTools';

/** Direct typed tools only while their definitions cost at most this many tokens (the budget). */
export const DUAL_DIRECT_BUDGET_TOKENS = 20_000;

/** direct: one typed tool per operation; operation: search, get_schema and one call_operation tool. */
export type DualSurface = 'direct' | 'operation';

export interface DualSurfaceInput {
  /** Names of the spec's per-operation tools. */
  toolNames: readonly string[];
  /** Tokens of their definitions (the classic tool list). */
  classicTokens: number;
  /** The provider's tool-count cap, when it has one. */
  maxTools?: number;
}

export function chooseDualSurface({ toolNames, classicTokens, maxTools }: DualSurfaceInput): DualSurface {
  const fitsCount = maxTools === undefined || toolNames.length + 1 <= maxTools;
  // An operation called "execute" would clash with the data path's tool.
  return fitsCount && classicTokens <= DUAL_DIRECT_BUDGET_TOKENS && !toolNames.includes(EXECUTE_TOOL) ? 'direct' : 'operation';
}
