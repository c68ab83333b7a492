// Reads an exported compare report (json.ts's format) back for the read-only report view. The file comes from
// anyone, so every field the view shows is checked; a bad file gets a message that says what is wrong with it.
import type { AgentMode } from '../../core/agent';
import { compareModes } from '../../core/compare';
import type { ChatMessage } from '../../core/llm';
import { REPORT_FORMAT } from './json';
import type { RunMetrics, RunStatus, TurnMetrics } from './types';

export interface SavedRun extends RunMetrics {
  transcript: ChatMessage[];
}

export interface SavedReport {
  generatedAt: string;
  spec: { title: string; source: string; url?: string; operations: number };
  prompt: string;
  provider: string;
  model: string;
  privacyMode: boolean;
  dataSource: string;
  pricing: { source: string; asOf: string };
  runs: Record<AgentMode, SavedRun>;
}

export type ReadReport = { ok: true; report: SavedReport } | { ok: false; error: string };

const STATUSES: readonly RunStatus[] = ['ok', 'error', 'skipped', 'stopped'];
const COUNTS = ['roundTrips', 'inputTokens', 'outputTokens', 'cachedInputTokens', 'totalTokens', 'toolCalls', 'httpRequests', 'wallMs', 'offRamps', 'tokensKeptOut', 'truncatedResults'] as const;
const TURN_COUNTS = ['turn', 'inputTokens', 'outputTokens', 'cachedInputTokens', 'cumulativeInputTokens', 'ms'] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

class Bad extends Error {}

function turnOf(v: unknown, where: string): TurnMetrics {
  if (!isObj(v)) throw new Bad(`${where} is not an object`);
  for (const k of TURN_COUNTS) if (!isCount(v[k])) throw new Bad(`${where}.${k} is not a number of 0 or more`);
  return { turn: v.turn as number, inputTokens: v.inputTokens as number, outputTokens: v.outputTokens as number, cachedInputTokens: v.cachedInputTokens as number, cumulativeInputTokens: v.cumulativeInputTokens as number, ms: v.ms as number, reported: v.reported !== false };
}

function messageOf(v: unknown): ChatMessage | null {
  if (!isObj(v) || typeof v.content !== 'string') return null;
  if (v.role === 'user') return { role: 'user', content: v.content };
  if (v.role === 'assistant') {
    const calls = Array.isArray(v.toolCalls) ? v.toolCalls.filter(isObj) : [];
    return { role: 'assistant', content: v.content, toolCalls: calls.map((c) => ({ id: str(c.id), name: str(c.name), argumentsJson: str(c.argumentsJson) })) };
  }
  if (v.role === 'tool') return { role: 'tool', toolCallId: str(v.toolCallId), toolName: str(v.toolName), content: v.content, isError: v.isError === true };
  return null;
}

/** Reports written before a mode existed have no run for it; Compare's default modes are in every report. */
function notInReport(mode: AgentMode): SavedRun {
  return {
    mode, status: 'skipped', reason: 'Not in this report.', roundTrips: 0, turns: [], inputTokens: 0, outputTokens: 0, cachedInputTokens: 0,
    totalTokens: 0, allReported: true, toolCalls: 0, httpRequests: 0, wallMs: 0, offRamps: 0, tokensKeptOut: 0, truncatedResults: 0, transcript: [],
  };
}

function runOf(v: unknown, mode: AgentMode): SavedRun {
  const where = `runs.${mode}`;
  if (!isObj(v)) throw new Bad(`${where} is missing`);
  if (!STATUSES.includes(v.status as RunStatus)) throw new Bad(`${where}.status is not one of ${STATUSES.join(', ')}`);
  for (const k of COUNTS) if (!isCount(v[k])) throw new Bad(`${where}.${k} is not a number of 0 or more`);
  if (!Array.isArray(v.turns)) throw new Bad(`${where}.turns is not a list`);
  const turns = v.turns.map((t, i) => turnOf(t, `${where}.turns[${i}]`));
  const messages = Array.isArray(v.transcript) ? v.transcript.map(messageOf).filter((m): m is ChatMessage => m !== null) : [];
  const n = (k: (typeof COUNTS)[number]) => v[k] as number;
  return {
    mode, status: v.status as RunStatus, reason: typeof v.reason === 'string' ? v.reason : undefined,
    roundTrips: n('roundTrips'), turns, inputTokens: n('inputTokens'), outputTokens: n('outputTokens'), cachedInputTokens: n('cachedInputTokens'),
    totalTokens: n('totalTokens'), allReported: v.allReported !== false, toolCalls: n('toolCalls'), httpRequests: n('httpRequests'), wallMs: n('wallMs'),
    offRamps: n('offRamps'), tokensKeptOut: n('tokensKeptOut'), truncatedResults: n('truncatedResults'),
    costUsd: isCount(v.costUsd) ? v.costUsd : undefined, answer: typeof v.answer === 'string' ? v.answer : undefined, transcript: messages,
  };
}

function reportOf(v: unknown): SavedReport {
  if (!isObj(v)) throw new Bad('it is not a JSON object');
  if (v.format !== REPORT_FORMAT) throw new Bad(`its format is ${JSON.stringify(v.format ?? null)}, not "${REPORT_FORMAT}" (export one with Compare → Export JSON)`);
  if (!isObj(v.runs)) throw new Bad('it has no runs');
  const runs = v.runs;
  const spec = isObj(v.spec) ? v.spec : {};
  const pricing = isObj(v.pricing) ? v.pricing : {};
  return {
    generatedAt: str(v.generatedAt), prompt: str(v.prompt), provider: str(v.provider), model: str(v.model),
    spec: { title: str(spec.title) || 'an API', source: str(spec.source), url: typeof spec.url === 'string' ? spec.url : undefined, operations: isCount(spec.operations) ? spec.operations : 0 },
    privacyMode: v.privacyMode === true, dataSource: str(v.dataSource) || 'live API',
    pricing: { source: str(pricing.source), asOf: str(pricing.asOf) },
    runs: Object.fromEntries(compareModes().map(({ id, defaultOn }) => [id, !defaultOn && runs[id] === undefined ? notInReport(id) : runOf(runs[id], id)])) as Record<AgentMode, SavedRun>,
  };
}

/** Parses the text of a report file; `name` (file name or URL) goes into the message when it is not one. */
export function readReport(text: string, name: string): ReadReport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `${name} is not JSON (${err instanceof Error ? err.message : String(err)}).` };
  }
  try {
    return { ok: true, report: reportOf(json) };
  } catch (err) {
    if (err instanceof Bad) return { ok: false, error: `${name} is not a compare report this app can show: ${err.message}.` };
    throw err;
  }
}

