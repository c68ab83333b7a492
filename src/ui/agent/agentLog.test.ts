import { describe, expect, it } from 'vitest';
import type { AgentEvent, AgentRunSummary, TraceStep } from '../../core/agent';
import { chatReducer, EMPTY_LOG, lastUserText, type ChatAction, type ChatLog } from './agentLog';

const usage = (input: number, output: number) => ({ inputTokens: input, outputTokens: output, cachedInputTokens: 0, reported: true });
const step = (status: TraceStep['status']): TraceStep => ({ id: 't1', turn: 1, tool: 'search', argumentsJson: '{"query":"moon"}', status, requests: [], startedAt: 0 });

function run(log: ChatLog, text: string, events: AgentEvent[]): ChatLog {
  const actions: ChatAction[] = [{ type: 'start', text, now: 1000 }, ...events.map((event, i) => ({ type: 'event' as const, event, now: 1100 + i }))];
  return actions.reduce(chatReducer, log);
}

function summary(messages: AgentRunSummary['messages'], input: number, output: number, error?: AgentRunSummary['error']): AgentRunSummary {
  return {
    mode: 'code', ok: !error, error, turns: [], steps: [], toolCalls: 1, httpRequests: 0, wallMs: 900, messages,
    totals: { inputTokens: input, outputTokens: output, cachedInputTokens: 0, allReported: true },
  };
}

const firstRun: AgentEvent[] = [
  { type: 'turn-start', turn: 1 },
  { type: 'text-delta', turn: 1, delta: 'Let me ' },
  { type: 'text-delta', turn: 1, delta: 'search.' },
  { type: 'turn-end', turn: { turn: 1, usage: usage(500, 20), ms: 50, text: 'Let me search.', toolCalls: [{ id: 'c', name: 'search', argumentsJson: '{}' }] }, totals: { inputTokens: 500, outputTokens: 20, cachedInputTokens: 0, allReported: true } },
  { type: 'tool-start', step: step('running') },
  { type: 'tool-end', step: step('ok') },
  { type: 'turn-start', turn: 2 },
  { type: 'text-delta', turn: 2, delta: 'Moon Brewing' },
  { type: 'turn-end', turn: { turn: 2, usage: usage(700, 30), ms: 60, text: 'Moon Brewing', toolCalls: [] }, totals: { inputTokens: 1200, outputTokens: 50, cachedInputTokens: 0, allReported: true } },
  { type: 'done', summary: summary([{ role: 'user', content: 'moon?' }, { role: 'assistant', content: 'Moon Brewing', toolCalls: [] }], 1200, 50) },
];

describe('chatReducer', () => {
  it('puts a turn that has a raw exchange after its text and before its tool steps', () => {
    const raw = { method: 'POST', url: 'https://api.example/v1/x', requestHeaders: [], requestBody: { text: '{}', bytes: 2, cut: false }, status: 200, responseHeaders: [], responseBody: { text: '{}', bytes: 2, cut: false }, streamed: false };
    const events = firstRun.map((e) => (e.type === 'turn-end' ? { ...e, turn: { ...e.turn, raw } } : e));
    const log = run(EMPTY_LOG, 'moon?', events);
    expect(log.entries.map((e) => e.kind)).toEqual(['user', 'assistant', 'llm-turn', 'step', 'assistant', 'llm-turn']);
    expect(log.entries[2]).toMatchObject({ id: 't-1-1', run: 1, turn: { turn: 1, raw } });
  });

  it('orders streamed text, tool steps and the final answer, replacing a step when it ends', () => {
    const log = run(EMPTY_LOG, 'moon?', firstRun);
    expect(log.entries.map((e) => e.kind)).toEqual(['user', 'assistant', 'step', 'assistant']);
    const [, interim, stepEntry, final] = log.entries;
    expect(interim).toMatchObject({ text: 'Let me search.', final: false });
    expect(stepEntry).toMatchObject({ step: { status: 'ok' } });
    expect(final).toMatchObject({ text: 'Moon Brewing', final: true });
    expect(log.running).toBe(false);
    expect(log.totals.inputTokens + log.totals.outputTokens).toBe(1250);
  });

  it('adds up totals across runs of one conversation and continues from the returned history', () => {
    const first = run(EMPTY_LOG, 'moon?', firstRun);
    const second = run(first, 'and sun?', [
      { type: 'turn-end', turn: { turn: 1, usage: usage(900, 10), ms: 5, text: 'Sun Brewing', toolCalls: [] }, totals: { inputTokens: 900, outputTokens: 10, cachedInputTokens: 0, allReported: true } },
    ]);
    expect(second.totals.inputTokens).toBe(2100);
    expect(second.turns.map((t) => t.run)).toEqual([1, 1, 2]);
    expect(second.history.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('drops an empty assistant turn that only called tools', () => {
    const log = run(EMPTY_LOG, 'x', [
      { type: 'turn-end', turn: { turn: 1, usage: usage(1, 1), ms: 1, text: '', toolCalls: [{ id: 'c', name: 'execute', argumentsJson: '{}' }] }, totals: { inputTokens: 1, outputTokens: 1, cachedInputTokens: 0, allReported: true } },
    ]);
    expect(log.entries.map((e) => e.kind)).toEqual(['user']);
  });

  it('explains an empty final reply instead of leaving a blank bubble', () => {
    const log = run(EMPTY_LOG, 'x', [
      { type: 'turn-start', turn: 1 },
      { type: 'turn-end', turn: { turn: 1, usage: usage(5, 0), ms: 1, text: '', toolCalls: [], stopReason: 'blocked', finishReason: 'SAFETY' }, totals: { inputTokens: 5, outputTokens: 0, cachedInputTokens: 0, allReported: true } },
    ]);
    expect(log.entries.at(-1)).toMatchObject({ kind: 'assistant', text: '', final: true, emptyReason: 'blocked', note: expect.stringContaining('safety filter blocked the reply (SAFETY)') as unknown });
  });

  it('drops text streamed before a retry, so the restarted turn is not appended to it', () => {
    const log = run(EMPTY_LOG, 'x', [
      { type: 'turn-start', turn: 1 },
      { type: 'text-delta', turn: 1, delta: 'Half an ans' },
      { type: 'retry', attempt: 1, waitMs: 1500, reason: 'Overloaded (mid-answer)', turn: 1, asked: false, maxRetries: 4 },
      { type: 'text-delta', turn: 1, delta: 'The whole answer.' },
    ]);
    expect(log.entries.filter((e) => e.kind === 'assistant').map((e) => e.kind === 'assistant' && e.text)).toEqual(['The whole answer.']);
    expect(log.entries.find((e) => e.kind === 'notice')).toMatchObject({ level: 'retry', text: 'Overloaded (mid-answer) — waiting 1.5 s before retry 1 of 4.' });
    const asked = run(EMPTY_LOG, 'x', [{ type: 'retry', attempt: 2, waitMs: 1200, reason: 'Rate limited (HTTP 429)', asked: true, maxRetries: 4 }]);
    expect(asked.entries.at(-1)).toMatchObject({ text: 'Rate limited (HTTP 429) — waiting 1.2 s, as the provider asked, before retry 2 of 4.' });
  });

  it('keeps everything on error and lets the last message be edited and resent', () => {
    const first = run(EMPTY_LOG, 'moon?', firstRun);
    const failed = run(first, 'bad key?', [
      { type: 'error', error: { kind: 'auth', message: 'The provider rejected the API key (HTTP 401).' } },
      { type: 'done', summary: summary([], 0, 0, { kind: 'auth', message: 'The provider rejected the API key (HTTP 401).' }) },
    ]);
    expect(failed.error?.kind).toBe('auth');
    expect(failed.entries.filter((e) => e.kind === 'notice')).toHaveLength(1);
    const raw = { method: 'POST', url: 'u', requestHeaders: [], requestBody: { text: '{}', bytes: 2, cut: false }, status: 401, responseHeaders: [], responseBody: { text: '{}', bytes: 2, cut: false }, streamed: false };
    const withRaw = run(first, 'bad key?', [{ type: 'error', error: { kind: 'auth', message: 'rejected', raw } }]);
    expect(withRaw.entries.at(-1)).toMatchObject({ kind: 'notice', level: 'error', raw });
    expect(failed.entries.filter((e) => e.kind === 'assistant' && e.final)).toHaveLength(1);
    expect(lastUserText(failed)).toBe('bad key?');
    const edited = chatReducer(failed, { type: 'truncate-to-last-user' });
    expect(edited.entries.map((e) => e.kind)).toEqual(['user', 'assistant', 'step', 'assistant']);
    expect(edited.history).toEqual(first.history);
    expect(edited.error).toBeNull();
    expect(edited.totals).toEqual(failed.totals);
  });

  it('reports a failure that happened before any event and stops running', () => {
    const started = chatReducer(EMPTY_LOG, { type: 'start', text: 'x', now: 0 });
    const failed = chatReducer(started, { type: 'failed', error: { kind: 'network', message: 'offline' }, now: 250 });
    expect(failed.running).toBe(false);
    expect(failed.elapsedMs).toBe(250);
    expect(failed.entries.at(-1)).toMatchObject({ kind: 'notice', level: 'error', errorKind: 'network' });
  });
});
