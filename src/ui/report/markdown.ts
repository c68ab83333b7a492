// Markdown export of a comparison: summary table, ranges over repeats and success, per-turn tokens, transcripts.
import { compareMode, formatSuccess, type ModeAggregate, type Range } from '../../core/compare';
import type { ChatMessage } from '../../core/llm';
import { formatUsd } from '../../core/pricing';
import { buildReportObject, type Secrets } from './json';
import type { RunMetrics } from './types';

const MAX_TOOL_TEXT = 4000;

/** A code fence longer than any backtick run inside `text`. */
function fence(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}${lang}\n${text}\n${f}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const n = (x: number) => x.toLocaleString('en-US');

function clip(text: string): string {
  return text.length > MAX_TOOL_TEXT ? `${text.slice(0, MAX_TOOL_TEXT)}\n… [${n(text.length - MAX_TOOL_TEXT)} more characters in the JSON export]` : text;
}

const title = (mode: RunMetrics['mode']) => compareMode(mode).short;

/** What the model did not see of a run's tool results: cut at the cap (pure classic), or kept out by the off-ramp. */
function resultHandling(m: RunMetrics): string {
  const parts: string[] = [];
  if (m.truncatedResults > 0) parts.push(`${n(m.truncatedResults)} result${m.truncatedResults === 1 ? '' : 's'} truncated at the cap: the model saw only the start`);
  if (m.offRamps > 0) parts.push(`${n(m.offRamps)} off-ramped to /data, ${n(m.tokensKeptOut)} tokens kept out`);
  return parts.join('; ') || '—';
}

function summaryRows(runs: RunMetrics[]): string[] {
  const est = (m: RunMetrics) => (m.allReported ? '' : ' (estimate)');
  const row = (label: string, f: (m: RunMetrics) => string) => `| ${label} | ${runs.map((m) => cell(f(m))).join(' | ')} |`;
  return [
    `| | ${runs.map((m) => title(m.mode)).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|`,
    row('Status', (m) => m.status + (m.reason ? `: ${m.reason}` : '')),
    row('LLM round trips', (m) => n(m.roundTrips)),
    row('Input tokens', (m) => n(m.inputTokens) + est(m)),
    row('Cached input tokens', (m) => n(m.cachedInputTokens)),
    row('Output tokens', (m) => n(m.outputTokens) + est(m)),
    row('Total tokens', (m) => n(m.totalTokens) + est(m)),
    row('Tool calls', (m) => n(m.toolCalls)),
    row('HTTP requests', (m) => n(m.httpRequests)),
    row('Wall time', (m) => `${(m.wallMs / 1000).toFixed(1)} s`),
    row('Big tool results', resultHandling),
    row('Tokens kept out by off-ramps', (m) => n(m.tokensKeptOut)),
    row('Cost', (m) => (m.costUsd === undefined ? 'no price for this model' : formatUsd(m.costUsd))),
  ];
}

/** "1,234 (1,100–1,400)"; one number when every run agreed. */
function rangeText(r: Range | null, f: (x: number) => string): string {
  if (!r) return '—';
  return r.min === r.max ? f(r.mean) : `${f(r.mean)} (${f(r.min)}–${f(r.max)})`;
}

function aggregateRows(aggs: ModeAggregate[]): string[] {
  const row = (label: string, f: (a: ModeAggregate) => string) => `| ${label} | ${aggs.map((a) => cell(f(a))).join(' | ')} |`;
  const num = (x: number) => n(Math.round(x * 10) / 10);
  return [
    `| Mean (min–max) | ${aggs.map((a) => title(a.mode)).join(' | ')} |`,
    `|---|${aggs.map(() => '---:').join('|')}|`,
    row('Finished runs', (a) => n(a.measured)),
    row('Success', (a) => formatSuccess(a.success)),
    row('Input tokens', (a) => rangeText(a.ranges.inputTokens, num)),
    row('Output tokens', (a) => rangeText(a.ranges.outputTokens, num)),
    row('Total tokens', (a) => rangeText(a.ranges.totalTokens, num)),
    row('Cost', (a) => rangeText(a.ranges.costUsd, formatUsd)),
    row('Wall time', (a) => rangeText(a.ranges.wallMs, (ms) => `${(ms / 1000).toFixed(1)} s`)),
    row('Tool calls', (a) => rangeText(a.ranges.toolCalls, num)),
    row('HTTP requests', (a) => rangeText(a.ranges.httpRequests, num)),
  ];
}

function turnTable(m: RunMetrics): string[] {
  if (m.turns.length === 0) return ['_No LLM calls._'];
  return [
    '| Turn | Input | Cached | Output | Cumulative input | ms |',
    '|---:|---:|---:|---:|---:|---:|',
    ...m.turns.map((t) => `| ${t.turn} | ${n(t.inputTokens)}${t.reported ? '' : ' (est.)'} | ${n(t.cachedInputTokens)} | ${n(t.outputTokens)} | ${n(t.cumulativeInputTokens)} | ${n(t.ms)} |`),
  ];
}

function transcript(messages: ChatMessage[]): string[] {
  const out: string[] = [];
  for (const msg of messages) {
    if (msg.role === 'user') out.push(`**User:**\n\n${msg.content}`);
    else if (msg.role === 'assistant') {
      if (msg.content) out.push(`**Assistant:**\n\n${msg.content}`);
      for (const call of msg.toolCalls) out.push(`**Tool call \`${call.name}\`:**\n\n${fence(prettyArgs(call.name, call.argumentsJson), call.name === 'execute' ? 'python' : 'json')}`);
    } else out.push(`**Tool result \`${msg.toolName}\`${msg.isError ? ' (error)' : ''}:**\n\n${fence(clip(msg.content))}`);
  }
  return out;
}

/** execute's code reads best as Python; everything else as pretty JSON (or raw if malformed). */
function prettyArgs(tool: string, json: string): string {
  try {
    const parsed: unknown = JSON.parse(json);
    if (tool === 'execute' && parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string') return (parsed as { code: string }).code;
    return JSON.stringify(parsed, null, 2);
  } catch {
    return json;
  }
}

export function buildMarkdownReport(input: Parameters<typeof buildReportObject>[0], secrets: Secrets): string {
  const r = buildReportObject(input, secrets);
  const runs = r.modes.map((mode) => r.runs[mode]);
  const repeated = r.allRuns.length > r.modes.length || r.aggregates.some((a) => a.success !== null);
  const price = runs.find((m) => m.price)?.price;
  const ctx = r.contextAtStart;
  const lines = [
    `# ${runs.map((m) => title(m.mode)).join(' vs ')}: ${r.spec.title}`,
    '',
    `- Spec: ${r.spec.url ?? r.spec.source} (${n(r.spec.operations)} operations)`,
    `- Provider / model: ${r.provider} / ${r.model}`,
    `- Privacy mode: ${r.privacyMode ? 'on (personal data in tool results reached the model as tokens such as [EMAIL_1])' : 'off'}`,
    `- API data: ${r.dataSource}`,
    `- Generated: ${r.generatedAt}`,
    '',
    ...(r.suite !== undefined
      ? [`## Suite: ${r.suite}`, '', ...r.tasks.map((t, i) => `${i + 1}. ${cell(t.prompt)}${t.expect ? ` — expect \`${t.expect}\`` : ''}`), '']
      : ['## Prompt', '', fence(r.prompt), '', ...(r.tasks[0]?.expect ? [`Expected answer: \`${r.tasks[0].expect}\``, ''] : [])]),
    `Modes: ${r.modes.map(title).join(', ')}; ${r.repeats} run${r.repeats === 1 ? '' : 's'} each${r.suite !== undefined ? ' per task' : ''}.` +
      (r.stopped ? ` Stopped by the user after ${n(r.allRuns.filter((x) => x.status !== 'stopped').length)} of ${n(r.planned)} runs.` : ''),
    '',
    '## Context at start (before any call)',
    '',
    `Tool definitions + system prompt, counted with ${r.contextAtStart.tokenizer} (a tokenizer estimate, not provider-reported):`,
    `classic ${n(ctx.classicTokens)} tokens, code mode ${n(ctx.codeTokens)} tokens` +
      (ctx.dualTokens !== undefined ? `, dual ${n(ctx.dualTokens)} tokens (${ctx.dualSurface === 'direct' ? 'typed tools + execute' : 'search, get_schema, call_operation, execute'}).` : '.'),
    '',
    'Classic runs as pure classic: a tool result over the size cap is truncated. Code and dual mode save such results whole under /data (the Context Off-Ramp).',
    '',
    ...(repeated ? ['## Across runs', '', ...aggregateRows(r.aggregates), '', 'Ranges are over the runs that finished (stopped runs left out); every run is in the CSV and JSON exports.', ''] : []),
    repeated ? '## Last run of each mode' : '## Results',
    '',
    ...summaryRows(runs),
    '',
    `Tokens are as the provider reported them unless marked "estimate". Prices: ${r.pricing.source}, as of ${r.pricing.asOf}` +
      (price ? ` — ${price.model}: $${price.inputPerMTok} in / $${price.cachedInputPerMTok} cached / $${price.outputPerMTok} out per million tokens.` : '.'),
  ];
  for (const m of runs) {
    lines.push('', `## ${title(m.mode)}: tokens per turn`, '', ...turnTable(m));
    lines.push('', `## ${title(m.mode)}: transcript`, '', ...(m.transcript.length ? transcript(m.transcript) : ['_Not run._']).flatMap((b) => [b, '']));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
