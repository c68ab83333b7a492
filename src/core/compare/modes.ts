// The modes Compare can run, in column order: read from the modes registry (core/modes), so a new mode is its line there.
import type { AgentMode } from '../agent';
import { modeLines } from '../modes';

export interface CompareModeInfo {
  id: AgentMode;
  /** Column heading. */
  title: string;
  /** Short name for tables, charts and the mode checkboxes. */
  short: string;
  /** Chart colour; the page's --mode-<id>. */
  color: string;
  /** Selected when the page opens. */
  defaultOn: boolean;
}

/** Every mode as Compare shows it, in column order. */
export function compareModes(): CompareModeInfo[] {
  return modeLines().map((l) => ({ id: l.id as AgentMode, title: `${l.name} (${l.tools})`, short: l.short, color: l.color, defaultOn: l.compareDefault }));
}

export function compareModeIds(): AgentMode[] {
  return modeLines().map((l) => l.id as AgentMode);
}

export function defaultCompareModes(): AgentMode[] {
  return compareModes().filter((m) => m.defaultOn).map((m) => m.id);
}

export function compareMode(id: AgentMode): CompareModeInfo {
  const info = compareModes().find((m) => m.id === id);
  if (!info) throw new Error(`Unknown compare mode: ${id}`);
  return info;
}

/** The chosen modes in column order, without duplicates or unknown ids. */
export function orderedModes(chosen: Iterable<AgentMode>): AgentMode[] {
  const set = new Set(chosen);
  return compareModeIds().filter((id) => set.has(id));
}

export const MIN_REPEATS = 1;
export const MAX_REPEATS = 10;

/** Repeats from user input: a whole number in 1–10 (anything else is clamped; not a number is 1). */
export function clampRepeats(value: number): number {
  if (!Number.isFinite(value)) return MIN_REPEATS;
  return Math.min(MAX_REPEATS, Math.max(MIN_REPEATS, Math.round(value)));
}
