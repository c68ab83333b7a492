import { NATIVE_SKIPPED } from './nativeSkipped.testutil';
import { describe, expect, it } from 'vitest';
import type { AgentMode, AgentRunSummary, TraceStep } from '../../core/agent';
import { DEFAULT_PRICING } from '../../core/pricing';
import { buildJsonReport, buildReportObject } from './json';
import { buildMarkdownReport } from './markdown';
import { redactUrl } from './redact';
import { exportSecrets } from './secrets';
import type { CompareInput } from './types';

const LLM_KEY = 'sk-test-SECRET-llm-key-1234567890';
const TARGET_TOKEN = 'brewery-target-token-abcdef';

function summary(mode: AgentMode, inputs: number[]): AgentRunSummary {
  return {
    mode,
    ok: true,
    answer: 'Moonlight Brewing (Santa Rosa)',
    turns: inputs.map((input, i) => ({
      turn: i + 1,
      usage: { inputTokens: input, outputTokens: 50 + i, cachedInputTokens: i === 1 ? 100 : 0, reported: true },
      ms: 120,
      text: '',
      toolCalls: [],
    })),
    steps: [{
      id: 's1', turn: 1, tool: 'execute', argumentsJson: JSON.stringify({ code: 'print(1)' }), status: 'ok',
      resultText: `{"ok": true, "echo": "${TARGET_TOKEN}"}`,
      requests: [{ method: 'GET', url: `http://127.0.0.1:4011/breweries?by_name=moon&api_key=${TARGET_TOKEN}`, status: 200, ms: 3, bytes: 100, allowed: true }],
      startedAt: 1000, endedAt: 1200,
    }],
    totals: { inputTokens: inputs.reduce((a, b) => a + b, 0), outputTokens: inputs.reduce((a, _b, i) => a + 50 + i, 0), cachedInputTokens: inputs.length > 1 ? 100 : 0, allReported: true },
    toolCalls: 1,
    httpRequests: 1,
    wallMs: 2345,
    messages: [
      { role: 'user', content: `find moon breweries, my key is ${LLM_KEY}` },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'execute', argumentsJson: JSON.stringify({ code: 'r = requests.get(BASE_URL)\nresult = "```"' }) }] },
      { role: 'tool', toolCallId: 'c1', toolName: 'execute', content: `Authorization: Bearer ${TARGET_TOKEN}`, isError: false },
      { role: 'assistant', content: 'Moonlight Brewing (Santa Rosa)', toolCalls: [] },
    ],
  };
}

/** The run's first step, marked as the size cap or the off-ramp left it. */
function withStep(s: AgentRunSummary, mark: Pick<TraceStep, 'truncated' | 'offRamp'>): AgentRunSummary {
  const [first, ...rest] = s.steps;
  return first ? { ...s, steps: [{ ...first, ...mark }, ...rest] } : s;
}

const input: CompareInput = {
  spec: { title: 'Open Brewery DB', source: 'http://127.0.0.1:4011/openapi.yaml', url: 'http://127.0.0.1:4011/openapi.yaml', operations: 5 },
  prompt: 'Find breweries with moon in the name, top 5 as name and city',
  provider: 'openai-compatible',
  model: 'gpt-4o-mini',
  context: { operations: 5, classicTokens: 1834, codeTokens: 612, dualTokens: 2100, dualSurface: 'direct', tokenizer: 'o200k_base' },
  runs: {
    classic: { mode: 'classic', status: 'ok', summary: withStep(summary('classic', [2000, 2600, 3100]), { truncated: { shownChars: 20_000, totalChars: 4_400_000 } }) },
    code: { mode: 'code', status: 'ok', summary: summary('code', [700, 1500]) },
    dual: { mode: 'dual', status: 'ok', summary: withStep(summary('dual', [2100, 900, 1000]), { offRamp: { path: '/data/exportBreweries-1.json', tokensKeptOut: 1_200_000, bytes: 4_400_000 } }) },
    ...NATIVE_SKIPPED,
  },
  modes: ['classic', 'code', 'dual'],
  repeats: 1,
  tasks: [{ prompt: 'Find breweries with moon in the name, top 5 as name and city' }],
  allRuns: [],
  stopped: false,
  planned: 3,
  pricing: DEFAULT_PRICING,
  generatedAt: '2026-11-30T01:00:00.000Z',
};
input.allRuns = (['classic', 'code', 'dual'] as const).map((mode) => ({ ...input.runs[mode], task: 1, repeat: 1 }));
const secrets = { values: [LLM_KEY, TARGET_TOKEN] };

describe('compare exports', () => {
  it('carry the reported numbers', () => {
    const obj = buildReportObject(input, secrets);
    expect(obj.runs.classic.inputTokens).toBe(7700);
    expect(obj.runs.code.inputTokens).toBe(2200);
    expect(obj.runs.code.turns.map((t) => t.cumulativeInputTokens)).toEqual([700, 2200]);
    expect(obj.runs.code.costUsd).toBeCloseTo((2100 * 0.15 + 100 * 0.075 + 101 * 0.6) / 1e6, 12);
    const md = buildMarkdownReport(input, secrets);
    expect(md).toContain('| | Classic | Code mode | Dual |');
    expect(md).toContain('| Input tokens | 7,700 | 2,200 | 4,000 |');
    expect(md).toContain('| LLM round trips | 3 | 2 | 3 |');
    expect(md).toContain('classic 1,834 tokens, code mode 612 tokens, dual 2,100 tokens (typed tools + execute)');
    expect(md).toContain('## Dual: transcript');
    expect(md).toContain(input.prompt);
  });

  it('say that pure classic cut a big result, and what the off-ramp kept out of context', () => {
    const obj = buildReportObject(input, secrets);
    expect(obj.runs.classic).toMatchObject({ truncatedResults: 1, offRamps: 0, tokensKeptOut: 0 });
    expect(obj.runs.dual).toMatchObject({ truncatedResults: 0, offRamps: 1, tokensKeptOut: 1_200_000 });
    expect(obj.runs.dual.steps[0]?.offRamp?.path).toBe('/data/exportBreweries-1.json');
    const md = buildMarkdownReport(input, secrets);
    expect(md).toContain('| Big tool results | 1 result truncated at the cap: the model saw only the start | — | 1 off-ramped to /data, 1,200,000 tokens kept out |');
    expect(md).toContain('| Tokens kept out by off-ramps | 0 | 0 | 1,200,000 |');
  });

  it('say whether the API data was live or mocked from the spec', () => {
    expect(buildReportObject(input, secrets).dataSource).toBe('live API');
    expect(buildMarkdownReport(input, secrets)).toContain('- API data: live API');
    const mocked = { ...input, mocked: true };
    expect(buildReportObject(mocked, secrets).dataSource).toMatch(/^mock \(responses generated from the spec/);
    expect(buildMarkdownReport(mocked, secrets)).toContain('- API data: mock (responses generated from the spec, not the live API)');
  });

  it('never contain the LLM key or target-API credentials', () => {
    const json = buildJsonReport(input, secrets);
    const md = buildMarkdownReport(input, secrets);
    for (const text of [json, md]) {
      expect(text).not.toContain(LLM_KEY);
      expect(text).not.toContain(TARGET_TOKEN);
      expect(text).toContain('[redacted]');
    }
    const parsed = JSON.parse(json) as { runs: { code: { steps: { requests: { url: string }[] }[] } } };
    expect(parsed.runs.code.steps[0]?.requests[0]?.url).toBe('http://127.0.0.1:4011/breweries?by_name=moon&api_key=%5Bredacted%5D');
  });

  it('leave out the raw LLM exchanges (the transcript already holds every message; raw bodies repeat it per turn)', () => {
    const body = { text: `{"messages":[{"content":"RAW-BODY-MARKER ${LLM_KEY}"}]}`, bytes: 90, cut: false };
    const raw = { method: 'POST', url: 'https://api.example/v1/chat/completions', requestHeaders: [['authorization', `Bearer ${LLM_KEY}`] as [string, string]], requestBody: body, status: 200, responseHeaders: [], responseBody: body, streamed: false };
    const withRaw = (s: AgentRunSummary): AgentRunSummary => ({ ...s, turns: s.turns.map((t) => ({ ...t, raw, failedAttempts: 1 })) });
    const runs = { classic: { ...input.runs.classic, summary: withRaw(input.runs.classic.summary!) }, code: { ...input.runs.code, summary: withRaw(input.runs.code.summary!) }, dual: { ...input.runs.dual, summary: withRaw(input.runs.dual.summary!) }, ...NATIVE_SKIPPED };
    for (const text of [buildJsonReport({ ...input, runs }, secrets), buildMarkdownReport({ ...input, runs }, secrets)]) {
      expect(text).not.toContain('RAW-BODY-MARKER');
      expect(text).not.toContain(LLM_KEY);
    }
  });

  it('fences code containing backticks so the Markdown stays intact', () => {
    const md = buildMarkdownReport(input, secrets);
    expect(md).toContain('````python\nr = requests.get(BASE_URL)\nresult = "```"\n````');
  });

  it('marks tokenizer estimates and skipped runs', () => {
    const est = summary('code', [700]);
    est.turns[0]!.usage.reported = false;
    est.totals.allReported = false;
    const md = buildMarkdownReport({
      ...input,
      runs: { ...input.runs, classic: { mode: 'classic', status: 'skipped', reason: 'too many tools' }, code: { mode: 'code', status: 'ok', summary: est } },
    }, secrets);
    expect(md).toContain('skipped: too many tools');
    expect(md).toContain('700 (estimate)');
    expect(md).toContain('| 1 | 700 (est.) |');
  });
});

describe('redactUrl', () => {
  it('blanks credential parameters and userinfo, leaves others', () => {
    expect(redactUrl('https://u:p@api.example.com/x?q=moon&token=abc')).toBe('https://api.example.com/x?q=moon&token=%5Bredacted%5D');
    expect(redactUrl('https://api.example.com/x?q=moon&X-Custom=abc', ['x-custom'])).toBe('https://api.example.com/x?q=moon&X-Custom=%5Bredacted%5D');
    expect(redactUrl('https://api.example.com/x?q=moon')).toBe('https://api.example.com/x?q=moon');
  });
});

describe('exportSecrets', () => {
  it('collects the LLM key, every target credential as typed and as sent, and apiKey-in-query names', () => {
    const s = exportSecrets(' sk-1234 ', { bearer: 'tok-abc', empty: ' ' }, { headers: { Authorization: 'Bearer tok-abc' }, query: { 'api-key': 'q-999' } }, [
      { key: 'nyt', type: 'apiKey', in: 'query', paramName: 'api-key' },
      { key: 'h', type: 'apiKey', in: 'header', paramName: 'X-Key' },
    ]);
    expect(s.values).toEqual(['sk-1234', 'tok-abc', 'Bearer tok-abc', 'q-999']);
    expect(s.queryParams).toEqual(['api-key']);
  });
});
