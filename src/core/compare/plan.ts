// The order runs go in: task by task, repeat by repeat, every chosen mode in turn (so drift in the provider's speed
// or load over a long suite falls on all modes alike).
import type { AgentMode } from '../agent';

export interface RunSlot {
  /** 1-based. */
  task: number;
  mode: AgentMode;
  /** 1-based. */
  repeat: number;
}

export function planRuns(tasks: number, modes: readonly AgentMode[], repeats: number): RunSlot[] {
  const slots: RunSlot[] = [];
  for (let task = 1; task <= tasks; task++)
    for (let repeat = 1; repeat <= repeats; repeat++)
      for (const mode of modes) slots.push({ task, mode, repeat });
  return slots;
}

export const slotKey = (s: RunSlot) => `${s.task}:${s.mode}:${s.repeat}`;
