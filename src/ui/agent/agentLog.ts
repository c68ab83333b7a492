// Pure reducer from AgentEvents to what the chat shows: entries in order, per-turn usage, running totals.
import { describeEmptyReply, type AgentErrorInfo, type AgentEvent, type Totals, type TraceStep, type TurnRecord } from '../../core/agent';
import type { ChatMessage, RawExchange, StopReason } from '../../core/llm';

export type ChatEntry =
  | { kind: 'user'; id: string; text: string; historyBefore: ChatMessage[] }
  /** emptyReason and note: a final reply without text, and why (blocked, malformed call, empty). */
  | { kind: 'assistant'; id: string; run: number; turn: number; text: string; final: boolean; emptyReason?: StopReason; note?: string }
  | { kind: 'step'; id: string; step: TraceStep }
  /** An LLM turn that has a raw HTTP exchange to show (adapters that speak HTTP record one). */
  | { kind: 'llm-turn'; id: string; run: number; turn: TurnRecord }
  | { kind: 'notice'; id: string; level: 'retry' | 'error'; text: string; errorKind?: string; raw?: RawExchange };

export interface TurnUsage extends TurnRecord {
  run: number;
}

export interface ChatLog {
  entries: ChatEntry[];
  turns: TurnUsage[];
  /** Sum over every run in this conversation. */
  totals: Totals;
  /** Conversation to continue from (what the last run ended with). */
  history: ChatMessage[];
  run: number;
  running: boolean;
  error: AgentErrorInfo | null;
  /** Totals of the runs before the current one (run events carry per-run totals). */
  previousTotals: Totals;
  runStartedAt: number | null;
  elapsedMs: number;
}

export const ZERO_TOTALS: Totals = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, allReported: true };

export const EMPTY_LOG: ChatLog = {
  entries: [], turns: [], totals: ZERO_TOTALS, history: [], run: 0, running: false, error: null,
  previousTotals: ZERO_TOTALS, runStartedAt: null, elapsedMs: 0,
};

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    allReported: a.allReported && b.allReported,
  };
}

export type ChatAction =
  | { type: 'start'; text: string; now: number }
  | { type: 'event'; event: AgentEvent; now: number }
  | { type: 'failed'; error: AgentErrorInfo; now: number }
  | { type: 'tick'; now: number }
  | { type: 'truncate-to-last-user' }
  | { type: 'clear' };

const assistantId = (run: number, turn: number) => `a-${run}-${turn}`;

function upsertAssistant(entries: ChatEntry[], run: number, turn: number, f: (text: string) => string, final?: boolean): ChatEntry[] {
  const id = assistantId(run, turn);
  const i = entries.findIndex((e) => e.id === id);
  if (i < 0) return [...entries, { kind: 'assistant', id, run, turn, text: f(''), final: final ?? false }];
  const prev = entries[i] as Extract<ChatEntry, { kind: 'assistant' }>;
  const next = [...entries];
  next[i] = { ...prev, text: f(prev.text), final: final ?? prev.final };
  return next;
}

function onEvent(log: ChatLog, event: AgentEvent, now: number): ChatLog {
  const elapsedMs = log.runStartedAt === null ? log.elapsedMs : now - log.runStartedAt;
  switch (event.type) {
    case 'turn-start':
      return { ...log, elapsedMs };
    case 'text-delta':
      return { ...log, elapsedMs, entries: upsertAssistant(log.entries, log.run, event.turn, (t) => t + event.delta) };
    case 'turn-end': {
      const { turn } = event;
      const final = turn.toolCalls.length === 0;
      let entries = log.entries;
      if (turn.text || final) entries = upsertAssistant(entries, log.run, turn.turn, () => turn.text, final);
      else entries = entries.filter((e) => e.id !== assistantId(log.run, turn.turn));
      const note = describeEmptyReply(turn);
      if (final && note !== null) entries = explainEmpty(entries, assistantId(log.run, turn.turn), turn.stopReason ?? 'empty', note);
      if (turn.raw) entries = [...entries, { kind: 'llm-turn', id: `t-${log.run}-${turn.turn}`, run: log.run, turn }];
      return { ...log, elapsedMs, entries, turns: [...log.turns, { ...turn, run: log.run }], totals: addTotals(log.previousTotals, event.totals) };
    }
    case 'tool-start':
    case 'tool-end': {
      const id = `s-${log.run}-${event.step.id}`;
      const exists = log.entries.some((e) => e.id === id);
      const entry: ChatEntry = { kind: 'step', id, step: event.step };
      const entries = exists ? log.entries.map((e) => (e.id === id ? entry : e)) : [...log.entries, entry];
      return { ...log, elapsedMs, entries };
    }
    case 'retry': {
      // The turn restarts from scratch: text it streamed before failing is void.
      const kept = event.turn === undefined ? log.entries : log.entries.filter((e) => e.id !== assistantId(log.run, event.turn ?? 0));
      return { ...log, elapsedMs, entries: [...kept, { kind: 'notice', id: `r-${log.run}-${log.entries.length}`, level: 'retry', text: retryText(event) }] };
    }
    case 'native':
      return { ...log, elapsedMs };
    case 'error':
      return withError(log, event.error, elapsedMs);
    case 'done': {
      const { summary } = event;
      const withErr = summary.error && !log.error ? withError(log, summary.error, elapsedMs) : log;
      return {
        ...withErr,
        elapsedMs: summary.wallMs || elapsedMs,
        running: false,
        runStartedAt: null,
        history: summary.messages.length ? summary.messages : log.history,
        totals: addTotals(log.previousTotals, summary.totals),
      };
    }
  }
}

/** "Overloaded (mid-answer) — waiting 1.5 s before retry 1 of 4." */
function retryText(e: Extract<AgentEvent, { type: 'retry' }>): string {
  const asked = e.asked ? ', as the provider asked,' : '';
  const of = e.maxRetries === undefined ? '' : ` of ${e.maxRetries}`;
  return `${e.reason} — waiting ${(e.waitMs / 1000).toFixed(1)} s${asked} before retry ${e.attempt}${of}.`;
}

function explainEmpty(entries: ChatEntry[], id: string, emptyReason: StopReason, note: string): ChatEntry[] {
  return entries.map((e) => (e.id === id && e.kind === 'assistant' ? { ...e, emptyReason, note } : e));
}

function withError(log: ChatLog, error: AgentErrorInfo, elapsedMs: number): ChatLog {
  return {
    ...log, elapsedMs, error,
    entries: [...log.entries, { kind: 'notice', id: `e-${log.run}-${log.entries.length}`, level: 'error', text: error.message, errorKind: error.kind, ...(error.raw ? { raw: error.raw } : {}) }],
  };
}

export function chatReducer(log: ChatLog, action: ChatAction): ChatLog {
  switch (action.type) {
    case 'start': {
      const run = log.run + 1;
      const user: ChatEntry = { kind: 'user', id: `u-${run}`, text: action.text, historyBefore: log.history };
      return {
        ...log, run, running: true, error: null, runStartedAt: action.now, elapsedMs: 0,
        previousTotals: log.totals, entries: [...log.entries, user],
        history: [...log.history, { role: 'user', content: action.text }],
      };
    }
    case 'event':
      return onEvent(log, action.event, action.now);
    case 'failed':
      return { ...withError(log, action.error, log.runStartedAt === null ? log.elapsedMs : action.now - log.runStartedAt), running: false, runStartedAt: null };
    case 'tick':
      return log.runStartedAt === null ? log : { ...log, elapsedMs: action.now - log.runStartedAt };
    case 'truncate-to-last-user': {
      const i = log.entries.map((e) => e.kind).lastIndexOf('user');
      if (i < 0 || log.running) return log;
      const user = log.entries[i] as Extract<ChatEntry, { kind: 'user' }>;
      return { ...log, entries: log.entries.slice(0, i), history: user.historyBefore, error: null };
    }
    case 'clear':
      return EMPTY_LOG;
  }
}

/** The last user message (for "edit and resend"). */
export function lastUserText(log: ChatLog): string | null {
  for (let i = log.entries.length - 1; i >= 0; i--) {
    const e = log.entries[i];
    if (e?.kind === 'user') return e.text;
  }
  return null;
}
