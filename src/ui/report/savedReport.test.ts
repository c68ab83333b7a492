import { NATIVE_SKIPPED } from './nativeSkipped.testutil';
import { describe, expect, it } from 'vitest';
import type { AgentMode, AgentRunSummary } from '../../core/agent';
import { DEFAULT_PRICING } from '../../core/pricing';
import { buildJsonReport } from './json';
import { runMetrics } from './metrics';
import { readReport } from './savedReport';
import type { CompareInput } from './types';

function summary(mode: AgentMode, inputs: number[]): AgentRunSummary {
  return {
    mode, ok: true, answer: 'Moonlight Brewing (Santa Rosa)',
    turns: inputs.map((input, i) => ({ turn: i + 1, usage: { inputTokens: input, outputTokens: 40, cachedInputTokens: i * 64, reported: true }, ms: 90, text: '', toolCalls: [] })),
    steps: [],
    totals: { inputTokens: inputs.reduce((a, b) => a + b, 0), outputTokens: 40 * inputs.length, cachedInputTokens: inputs.reduce((a, _b, i) => a + i * 64, 0), allReported: true },
    toolCalls: inputs.length - 1, httpRequests: 1, wallMs: 1800,
    messages: [
      { role: 'user', content: 'find moon breweries' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'execute', argumentsJson: '{"code":"result = 1"}' }] },
      { role: 'tool', toolCallId: 'c1', toolName: 'execute', content: '1', isError: false },
      { role: 'assistant', content: 'Moonlight Brewing (Santa Rosa)', toolCalls: [] },
    ],
  };
}

const input: CompareInput = {
  spec: { title: 'Open Brewery DB', source: 'http://127.0.0.1:4011/openapi.yaml', url: 'http://127.0.0.1:4011/openapi.yaml', operations: 5 },
  prompt: 'Find breweries with moon in the name', provider: 'openai-compatible', model: 'gpt-4o-mini',
  context: { operations: 5, classicTokens: 1834, codeTokens: 612, tokenizer: 'o200k_base' },
  runs: {
    classic: { mode: 'classic', status: 'ok', summary: summary('classic', [2000, 2600]) },
    code: { mode: 'code', status: 'stopped', reason: 'Stopped by you.', summary: summary('code', [700]) },
    dual: { mode: 'dual', status: 'skipped', reason: 'No key' },
    ...NATIVE_SKIPPED,
  },
  modes: ['classic', 'code', 'dual'], repeats: 1, tasks: [{ prompt: 'Find breweries with moon in the name' }], allRuns: [], stopped: false, planned: 3,
  pricing: DEFAULT_PRICING, mocked: true, generatedAt: '2026-12-01T10:00:00.000Z',
};
input.allRuns = (['classic', 'code', 'dual'] as const).map((mode) => ({ ...input.runs[mode], task: 1, repeat: 1 }));

describe('readReport', () => {
  it('reads back what Export JSON wrote: the same totals, turns, statuses and transcript, no key needed', () => {
    const read = readReport(buildJsonReport(input, { values: [] }), 'compare.json');
    if (!read.ok) throw new Error(read.error);
    const { report } = read;
    for (const mode of ['classic', 'code', 'dual'] as const) {
      const { price: _price, ...expected } = runMetrics(input.runs[mode], input.model, input.pricing);
      expect(report.runs[mode]).toEqual({ ...expected, transcript: input.runs[mode].summary?.messages ?? [] });
    }
    expect(report.runs.classic.totalTokens).toBe(4600 + 80);
    expect(report.model).toBe('gpt-4o-mini');
    expect(report.prompt).toBe('Find breweries with moon in the name');
    expect(report.dataSource).toMatch(/^mock/);
    expect(report.spec.title).toBe('Open Brewery DB');
  });

  it('says what is wrong with a file that is not a report', () => {
    expect(readReport('{"a":', 'x.json')).toEqual({ ok: false, error: expect.stringMatching(/^x\.json is not JSON \(/) as unknown });
    expect(readReport('[1]', 'x.json')).toEqual({ ok: false, error: 'x.json is not a compare report this app can show: it is not a JSON object.' });
    expect(readReport('{"format":"other@1"}', 'x.json')).toEqual({ ok: false, error: expect.stringContaining('its format is "other@1", not "code-mode-playground/compare@1"') as unknown });
    const good = JSON.parse(buildJsonReport(input, { values: [] })) as { runs: { code: Record<string, unknown> } };
    good.runs.code.totalTokens = '12';
    expect(readReport(JSON.stringify(good), 'x.json')).toEqual({ ok: false, error: 'x.json is not a compare report this app can show: runs.code.totalTokens is not a number of 0 or more.' });
  });
});
