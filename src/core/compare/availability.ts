// Which modes the chosen provider and model cannot run, and why (from the descriptors' features data).
import { isNativeMode, nativeModes, type AgentMode } from '../agent';
import { orderedModes } from './modes';
import { nativeModeUnavailable } from '../llm/nativeSupport';
import type { ProviderId } from '../llm/types';

/** Mode → reason it is unavailable, e.g. "not offered by Google Gemini"; modes that can run are absent. */
export function unavailableModes(provider: ProviderId, model: string): Partial<Record<AgentMode, string>> {
  const out: Partial<Record<AgentMode, string>> = {};
  for (const mode of nativeModes()) {
    const why = nativeModeUnavailable(provider, model, mode);
    if (why) out[mode] = why;
  }
  return out;
}

export function modeUnavailable(provider: ProviderId, model: string, mode: AgentMode): string | null {
  return isNativeMode(mode) ? nativeModeUnavailable(provider, model, mode) : null;
}

/**
 * The chosen modes that can run, in column order: a mode the provider or model does not offer is not run (its box
 * shows unticked, with the reason); the choice itself is kept, so it runs again on a model that offers it.
 */
export function runnableModes(chosen: Iterable<AgentMode>, unavailable: Partial<Record<AgentMode, string>>): AgentMode[] {
  return orderedModes(chosen).filter((m) => unavailable[m] === undefined);
}
