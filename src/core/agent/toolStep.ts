// Runs one tool call through MCP and records it as a TraceStep plus the tool message the model gets back.
import type { ChatMessage, ToolCall } from '../llm/types';
import { EXECUTE_TOOL } from '../surfaces/codeModeTools';
import type { McpToolClient, ToolCallOutcome } from '../surfaces/types';
import type { PrivacyVault } from '../privacy';
import type { TraceStep } from './types';

export type ToolMessage = Extract<ChatMessage, { role: 'tool' }>;

export interface ToolStepContext {
  client: McpToolClient;
  turn: number;
  index: number;
  signal?: AbortSignal;
  now: () => number;
  emitStart: (step: TraceStep) => void;
  /** Privacy mode: results reach the model tokenized. Arguments stay as the model wrote them: only the broker restores. */
  privacy?: PrivacyVault;
}

/** Parses the model's arguments; malformed input becomes a message the model can act on. */
export function parseArguments(call: ToolCall): { ok: true; args: Record<string, unknown> } | { ok: false; error: string } {
  const raw = call.argumentsJson.trim();
  if (raw === '') return { ok: true, args: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `Invalid JSON in the arguments for ${call.name} (${why}). Send one JSON object matching the tool's input schema, with strings escaped (\\n, \\").` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: `The arguments for ${call.name} must be a JSON object, not ${Array.isArray(parsed) ? 'an array' : typeof parsed}.` };
  }
  return { ok: true, args: parsed as Record<string, unknown> };
}

export const STOPPED_TOOL_TEXT = 'Stopped by the user before this tool finished.';

function finish(step: TraceStep, outcome: ToolCallOutcome, now: () => number): TraceStep {
  return {
    ...step,
    status: outcome.isError ? 'error' : 'ok',
    resultText: outcome.text,
    requests: outcome.requests,
    ...(outcome.offRamp ? { offRamp: outcome.offRamp } : {}),
    ...(outcome.truncated ? { truncated: outcome.truncated } : {}),
    endedAt: now(),
  };
}

/** The step's request log and off-ramp path as the model would see them (exports keep only what the model saw). */
function withoutRealValues(step: TraceStep, vault: PrivacyVault): TraceStep {
  const requests = step.requests.map((r) => ({
    ...r, url: vault.tokenize(r.url), ...(r.reason !== undefined ? { reason: vault.tokenize(r.reason) } : {}),
    ...(r.questions ? { questions: r.questions.map((q) => vault.tokenize(q)) } : {}),
  }));
  return { ...step, requests, ...(step.offRamp ? { offRamp: { ...step.offRamp, path: vault.tokenize(step.offRamp.path) } } : {}) };
}

export async function runToolStep(call: ToolCall, ctx: ToolStepContext): Promise<{ step: TraceStep; message: ToolMessage }> {
  const started: TraceStep = {
    id: `t${ctx.turn}-${ctx.index}`,
    toolCallId: call.id,
    turn: ctx.turn,
    tool: call.name,
    argumentsJson: call.argumentsJson,
    status: 'running',
    requests: [],
    startedAt: ctx.now(),
  };
  ctx.emitStart(started);
  const parsed = parseArguments(call);
  let outcome: ToolCallOutcome;
  if (!parsed.ok) {
    outcome = { text: parsed.error, isError: true, requests: [] };
  } else {
    try {
      outcome = await ctx.client.callTool(call.name, parsed.args, { signal: ctx.signal });
    } catch (error) {
      const text = ctx.signal?.aborted ? STOPPED_TOOL_TEXT : `The ${call.name} tool failed: ${error instanceof Error ? error.message : String(error)}`;
      outcome = { text, isError: true, requests: [] };
    }
  }
  let step = finish(started, outcome, ctx.now);
  const code = parsed.ok ? parsed.args.code : undefined;
  if (call.name === EXECUTE_TOOL && outcome.execution && typeof code === 'string') {
    step = { ...step, execution: { code, result: outcome.execution } };
  }
  const real = outcome.text === '' ? '(empty result)' : outcome.text;
  const text = ctx.privacy ? ctx.privacy.tokenize(real) : real;
  if (text !== real) step = { ...step, resultText: text, realText: real };
  if (ctx.privacy) step = withoutRealValues(step, ctx.privacy);
  const images = outcome.images && outcome.images.length > 0 ? { images: outcome.images } : {};
  return { step, message: { role: 'tool', toolCallId: call.id, toolName: call.name, content: text, isError: outcome.isError, ...images } };
}
