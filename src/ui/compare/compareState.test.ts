import { describe, expect, it } from 'vitest';
import type { ProviderSettings } from '../../core/llm';
import { columnState, compareReducer, INITIAL_COMPARE, NOT_SELECTED, NOT_STARTED, progressOf, type CompareAction, type CompareState } from './compareState';

const settings = { provider: 'openai-compatible', model: 'm', apiKey: 'k' } as unknown as ProviderSettings;
const reset: CompareAction = { type: 'reset', ran: { tasks: [{ prompt: 'p' }], modes: ['classic', 'code'], repeats: 2, planned: 4, settings, privacy: false, mocked: false } };
const run = (mode: 'classic' | 'code', repeat: number, status: 'ok' | 'stopped', input = 100): CompareAction => ({
  type: 'record', run: { mode, task: 1, repeat, status, summary: { mode, ok: status === 'ok', turns: [], steps: [], toolCalls: 0, httpRequests: 0, wallMs: 1, messages: [], totals: { inputTokens: input, outputTokens: 10, cachedInputTokens: 0, allReported: true } } },
});
const apply = (actions: CompareAction[]): CompareState => actions.reduce(compareReducer, INITIAL_COMPARE);

describe('compare state', () => {
  it('a column is running while its run goes, then shows its latest run; planned but never started reads stopped', () => {
    const s = apply([reset, { type: 'begin', slot: { task: 1, mode: 'classic', repeat: 1 } }]);
    expect(columnState(s, 'classic', true).status).toBe('running');
    expect(columnState(s, 'code', true).status).toBe('idle');
    expect(columnState(s, 'dual', true)).toMatchObject({ status: 'skipped', reason: NOT_SELECTED });
    const after = apply([reset, run('classic', 1, 'ok'), { type: 'stopped' }, run('code', 1, 'stopped')]);
    expect(columnState(after, 'classic', false)).toMatchObject({ status: 'ok' });
    expect(columnState(after, 'code', false).status).toBe('stopped');
    expect(columnState(apply([reset, run('classic', 1, 'ok')]), 'code', false)).toMatchObject({ status: 'stopped', reason: NOT_STARTED });
  });

  it('progress counts finished runs (not a stopped one) and every token spent', () => {
    const s = apply([reset, run('classic', 1, 'ok', 100), run('code', 1, 'stopped', 50)]);
    expect(progressOf(s)).toEqual({ done: 1, total: 4, tokens: 110 + 60 });
  });
});
