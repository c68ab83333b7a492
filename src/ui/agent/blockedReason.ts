// Why Send (chat) or Run all three (compare) cannot start now: one answer for both views.
import type { AgentMode } from '../../core/agent';
import { modeLine } from '../../core/modes';
import type { SandboxStatus } from '../../sandbox';

export interface RunGate {
  /** A spec is loaded (compare also waits for its context tokens). */
  hasSpec: boolean;
  catalogReady: boolean;
  /** What the settings lack, or null when they can be used. */
  settingsProblem: string | null;
  /** The modes the action runs: code and dual mode need the Python sandbox. */
  modes: readonly AgentMode[];
  sandboxStatus: SandboxStatus | null;
  /** Chat in classic mode: why the provider would refuse the tool list (compare skips classic instead). */
  classicLimit?: string | null;
}

export function blockedReason(gate: RunGate): string | null {
  if (!gate.hasSpec) return 'Load a spec first (or pick an example).';
  if (!gate.catalogReady) return 'The catalog is starting…';
  if (gate.settingsProblem) return gate.settingsProblem;
  if (gate.classicLimit) return gate.classicLimit;
  if (gate.modes.some((m) => modeLine(m).needs.sandbox) && gate.sandboxStatus?.phase === 'unsupported') {
    return gate.sandboxStatus.detail ?? 'This browser cannot run the Python sandbox.';
  }
  return null;
}
