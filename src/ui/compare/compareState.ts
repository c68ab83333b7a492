// Compare's run state: the plan, every finished run in order, the one in flight, and the latest transcript per mode.
import type { AgentMode } from '../../core/agent';
import { compareModeIds, type RunSlot } from '../../core/compare';
import type { ProviderSettings } from '../../core/llm';
import { chatReducer, EMPTY_LOG, type ChatAction, type ChatLog } from '../agent/agentLog';
import type { CompareRun, RunRecord, TaskSource } from '../report/types';

export type ColumnStatus = RunRecord['status'] | 'idle' | 'running';

/** What was actually run (the report describes this, not the current settings). */
export interface CompareRan {
  tasks: TaskSource[];
  modes: AgentMode[];
  repeats: number;
  suite?: string;
  planned: number;
  settings: ProviderSettings;
  generatedAt: string;
  privacy: boolean;
  mocked: boolean;
}

export interface CompareState {
  ran: CompareRan | null;
  records: CompareRun[];
  current: RunSlot | null;
  /** The transcript of each mode's latest run (its column shows it). */
  logs: Record<AgentMode, ChatLog>;
  stopped: boolean;
}

export type CompareAction =
  | { type: 'reset'; ran: Omit<CompareRan, 'generatedAt'> }
  | { type: 'begin'; slot: RunSlot }
  | { type: 'log'; mode: AgentMode; action: ChatAction }
  | { type: 'record'; run: CompareRun }
  | { type: 'stopped' };

const emptyLogs = () => Object.fromEntries(compareModeIds().map((m) => [m, EMPTY_LOG])) as Record<AgentMode, ChatLog>;

export const INITIAL_COMPARE: CompareState = { ran: null, records: [], current: null, logs: emptyLogs(), stopped: false };

export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  switch (action.type) {
    case 'reset':
      return { ...INITIAL_COMPARE, logs: emptyLogs(), ran: { ...action.ran, generatedAt: new Date().toISOString() } };
    case 'begin':
      return { ...state, current: action.slot, logs: { ...state.logs, [action.slot.mode]: EMPTY_LOG } };
    case 'log':
      return { ...state, logs: { ...state.logs, [action.mode]: chatReducer(state.logs[action.mode], action.action) } };
    case 'record':
      return { ...state, current: null, records: [...state.records, action.run] };
    case 'stopped':
      return { ...state, stopped: true };
  }
}

export interface ColumnState {
  status: ColumnStatus;
  reason?: string;
  /** The latest recorded run of the mode. */
  last?: CompareRun;
  runs: CompareRun[];
}

export const NOT_SELECTED = 'Not selected for this comparison.';
export const NOT_STARTED = 'Stopped before this run started.';

/** A column: running while its run goes, else the latest run's status; planned but never started reads stopped. */
export function columnState(state: CompareState, mode: AgentMode, running: boolean): ColumnState {
  const runs = state.records.filter((r) => r.mode === mode);
  const last = runs.at(-1);
  if (state.current?.mode === mode) return { status: 'running', runs, last };
  if (last) return { status: last.status, reason: last.reason, runs, last };
  if (!state.ran) return { status: 'idle', runs };
  if (!state.ran.modes.includes(mode)) return { status: 'skipped', reason: NOT_SELECTED, runs };
  return running ? { status: 'idle', runs } : { status: 'stopped', reason: NOT_STARTED, runs };
}

/** Runs done (a stopped run is not done) and tokens spent so far, the run in flight and stopped ones included. */
export function progressOf(state: CompareState): { done: number; total: number; tokens: number } {
  let tokens = state.records.reduce((n, r) => n + (r.summary ? r.summary.totals.inputTokens + r.summary.totals.outputTokens : 0), 0);
  if (state.current) {
    const t = state.logs[state.current.mode].totals;
    tokens += t.inputTokens + t.outputTokens;
  }
  return { done: state.records.filter((r) => r.status !== 'stopped').length, total: state.ran?.planned ?? 0, tokens };
}
