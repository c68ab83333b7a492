// The modes Compare can run, in column order. A new mode is one entry here (plus its agent support).
import type { AgentMode } from '../agent';

export interface CompareModeInfo {
  id: AgentMode;
  /** Column heading. */
  title: string;
  /** Short name for tables, charts and the mode checkboxes. */
  short: string;
  /** Chart colour; the same as --mode-<id> in global.css. */
  color: string;
  /** Selected when the page opens. */
  defaultOn: boolean;
}

export const COMPARE_MODES: readonly CompareModeInfo[] = [
  { id: 'classic', title: 'Classic (one tool per operation)', short: 'Classic', color: '#d9822b', defaultOn: true },
  { id: 'code', title: 'Code mode (search · get_schema · execute)', short: 'Code mode', color: '#2f6fde', defaultOn: true },
  { id: 'dual', title: 'Dual (typed tools + execute)', short: 'Dual', color: '#2e8b57', defaultOn: true },
  { id: 'code-spec', title: 'Code mode, search as code over the spec (search(code) · execute)', short: 'Code: spec', color: '#5b8def', defaultOn: false },
  { id: 'code-files', title: 'Code mode, the API as Python files (execute + /apis)', short: 'Code: files', color: '#1b3f8f', defaultOn: false },
  { id: 'tool-search', title: "Provider tool search (deferred tools + the provider's search)", short: 'Tool search', color: '#8e44ad', defaultOn: false },
  { id: 'tool-search-local', title: 'Tool search, our ranking (deferred tools + catalog search)', short: 'Local search', color: '#16a2b8', defaultOn: false },
  { id: 'programmatic', title: "Programmatic calling (provider's code calls the tools)", short: 'Programmatic', color: '#c0392b', defaultOn: false },
];

export const COMPARE_MODE_IDS: readonly AgentMode[] = COMPARE_MODES.map((m) => m.id);

export const DEFAULT_COMPARE_MODES: readonly AgentMode[] = COMPARE_MODES.filter((m) => m.defaultOn).map((m) => m.id);

export function compareMode(id: AgentMode): CompareModeInfo {
  const info = COMPARE_MODES.find((m) => m.id === id);
  if (!info) throw new Error(`Unknown compare mode: ${id}`);
  return info;
}

/** The chosen modes in column order, without duplicates or unknown ids. */
export function orderedModes(chosen: Iterable<AgentMode>): AgentMode[] {
  const set = new Set(chosen);
  return COMPARE_MODE_IDS.filter((id) => set.has(id));
}

export const MIN_REPEATS = 1;
export const MAX_REPEATS = 10;

/** Repeats from user input: a whole number in 1–10 (anything else is clamped; not a number is 1). */
export function clampRepeats(value: number): number {
  if (!Number.isFinite(value)) return MIN_REPEATS;
  return Math.min(MAX_REPEATS, Math.max(MIN_REPEATS, Math.round(value)));
}
