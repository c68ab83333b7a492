import { NATIVE_SKIPPED } from './nativeSkipped.testutil';
import { describe, expect, it } from 'vitest';
import type { AgentMode, AgentRunSummary } from '../../core/agent';
import { DEFAULT_PRICING } from '../../core/pricing';
import { buildJsonReport, buildReportObject } from './json';
import { buildMarkdownReport } from './markdown';
import { buildCsvReport } from './runs';
import type { CompareInput, CompareRun } from './types';

const KEY = 'sk-test-SECRET-repeats-0987654321';

function summary(mode: AgentMode, input: number, answer: string): AgentRunSummary {
  return {
    mode, ok: true, answer, steps: [], toolCalls: 2, httpRequests: 1, wallMs: input, messages: [{ role: 'user', content: 'q' }, { role: 'assistant', content: answer, toolCalls: [] }],
    turns: [{ turn: 1, usage: { inputTokens: input, outputTokens: 10, cachedInputTokens: 0, reported: true }, ms: 5, text: answer, toolCalls: [] }],
    totals: { inputTokens: input, outputTokens: 10, cachedInputTokens: 0, allReported: true },
  };
}

const run = (mode: AgentMode, repeat: number, input: number, success: boolean): CompareRun => ({ mode, repeat, task: 1, status: 'ok', success, summary: summary(mode, input, success ? 'Moon' : 'Sun') });

const allRuns = [run('classic', 1, 1000, true), run('code', 1, 300, true), run('classic', 2, 3000, false), run('code', 2, 300, true), run('classic', 3, 2000, true), { mode: 'code' as const, repeat: 3, task: 1, status: 'stopped' as const, reason: 'Stopped.' }];
const input: CompareInput = {
  spec: { title: 'Brewery', source: 'x', operations: 5 },
  prompt: `moon? ${KEY}`,
  provider: 'openai-compatible',
  model: 'gpt-4o-mini',
  context: { operations: 5, classicTokens: 1, codeTokens: 1, tokenizer: 'o200k_base' },
  runs: { classic: allRuns[4]!, code: allRuns[5]!, dual: { mode: 'dual', status: 'skipped', reason: 'Not selected for this comparison.' }, ...NATIVE_SKIPPED },
  modes: ['classic', 'code'],
  repeats: 3,
  tasks: [{ prompt: `moon? ${KEY}`, expect: 'contains moon' }],
  allRuns,
  stopped: true,
  planned: 6,
  pricing: DEFAULT_PRICING,
  generatedAt: '2026-01-01T00:00:00.000Z',
};
const secrets = { values: [KEY] };

describe('a comparison with repeats', () => {
  it('JSON keeps the old per-mode runs and adds every run, the ranges and the success counts', () => {
    const obj = buildReportObject(input, secrets);
    expect(obj.runs.classic.inputTokens).toBe(2000);
    expect(obj.runs.dual.status).toBe('skipped');
    expect(obj.allRuns).toHaveLength(6);
    expect(obj.allRuns[2]).toMatchObject({ task: 1, repeat: 2, mode: 'classic', success: false, inputTokens: 3000 });
    const [classic, code] = obj.aggregates;
    expect(classic).toMatchObject({ mode: 'classic', measured: 3, success: { passed: 2, checked: 3 }, ranges: { inputTokens: { mean: 2000, min: 1000, max: 3000 } } });
    expect(code).toMatchObject({ mode: 'code', measured: 2, success: { passed: 2, checked: 2 } });
    expect(obj).toMatchObject({ modes: ['classic', 'code'], repeats: 3, planned: 6, stopped: true });
    expect(buildJsonReport(input, secrets)).not.toContain(KEY);
  });

  it('Markdown shows mean (min–max), success and that the user stopped it, for the chosen modes only', () => {
    const md = buildMarkdownReport(input, secrets);
    expect(md).toContain('| Mean (min–max) | Classic | Code mode |');
    expect(md).toContain('| Success | 2/3 | 2/2 |');
    expect(md).toContain('| Input tokens | 2,000 (1,000–3,000) | 300 |');
    expect(md).toContain('Stopped by the user after 5 of 6 runs.');
    expect(md).toContain('Expected answer: `contains moon`');
    expect(md).not.toContain('Dual');
    expect(md).not.toContain(KEY);
  });

  it('CSV has one row per run, with the task prompt scrubbed of secrets', () => {
    const lines = buildCsvReport(input, secrets).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[3]).toBe('1,moon? [redacted],classic,2,ok,3000,0,10,3010,0.000456,3000,2,1,false');
    expect(lines[6]).toBe('1,moon? [redacted],code,3,stopped,0,0,0,0,,0,0,0,');
  });
});
