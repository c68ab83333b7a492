// The Context Off-Ramp's settings: on by default, threshold in tokens of the model-visible text. Not secret: kept in
// localStorage. Compare ignores them for its classic column (pure classic) and follows them for the others.
import { DEFAULT_OFFRAMP_TOKENS } from '../../core/workspace';

export interface OffRampSettings {
  on: boolean;
  /** As typed, so a half-typed number is not lost; `offRampThreshold` reads it. */
  tokens: string;
}

export const OFFRAMP_KEY = 'cmp.offramp';
export const MIN_OFFRAMP_TOKENS = 500;
export const MAX_OFFRAMP_TOKENS = 200_000;
const fmt = (n: number): string => n.toLocaleString('en-US');

export const DEFAULT_OFFRAMP: OffRampSettings = { on: true, tokens: String(DEFAULT_OFFRAMP_TOKENS) };

/** Why the typed threshold cannot be used, or null. */
export function offRampProblem(s: OffRampSettings): string | null {
  if (!s.on) return null;
  const n = Number(s.tokens.trim());
  const range = `${fmt(MIN_OFFRAMP_TOKENS)}–${fmt(MAX_OFFRAMP_TOKENS)}`;
  const meanwhile = `Runs use ${fmt(DEFAULT_OFFRAMP_TOKENS)} until then.`;
  if (s.tokens.trim() === '' || !Number.isInteger(n)) return `Type a whole number of tokens (${range}). ${meanwhile}`;
  if (n < MIN_OFFRAMP_TOKENS || n > MAX_OFFRAMP_TOKENS) return `The threshold must be ${range} tokens. ${meanwhile}`;
  return null;
}

/** The threshold runs use: null when off; the default while the typed value is unusable. */
export function offRampThreshold(s: OffRampSettings): number | null {
  if (!s.on) return null;
  return offRampProblem(s) === null ? Number(s.tokens.trim()) : DEFAULT_OFFRAMP_TOKENS;
}

export function loadOffRamp(storage: Pick<Storage, 'getItem'> | null): OffRampSettings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OFFRAMP_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_OFFRAMP;
    const { on, tokens } = parsed as Record<string, unknown>;
    return { on: on !== false, tokens: typeof tokens === 'string' ? tokens : DEFAULT_OFFRAMP.tokens };
  } catch {
    return DEFAULT_OFFRAMP;
  }
}
