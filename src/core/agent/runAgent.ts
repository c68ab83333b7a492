// The agent loop: LLM turn → MCP tool calls → results back, until an answer, an error, Stop, or the turn limit.
import { sanitizeTools } from '../llm/sanitize';
import type { ChatMessage, CompletionResponse, LlmProvider } from '../llm/types';
import type { McpToolClient } from '../surfaces/types';
import type { PrivacyVault } from '../privacy';
import { describeError, maxTurnsError, STOPPED } from './errors';
import { nativeModeUnavailable } from '../llm/nativeSupport';
import { modeLine } from '../modes';
import { isNativeMode } from './nativeModes';
import { expiredPendingCalls, LOCAL_SEARCH_DEFINITION, LOCAL_SEARCH_TOOL, nativeRequest, runLocalSearch, type NativeOptions } from './nativeTurn';
import { abortableSleep, completeWithRetry } from './retry';
import type { RetryOptions, Sleep } from './retry';
import { toolLimitError } from './toolLimits';
import { STOPPED_TOOL_TEXT, runToolStep } from './toolStep';
import type { AgentErrorInfo, AgentEvent, AgentMode, AgentRunSummary, Totals, TraceStep, TurnRecord } from './types';

export interface RunAgentOptions {
  mode: AgentMode;
  provider: LlmProvider;
  model: string;
  /** MCP client for the server matching `mode` (see connectInMemory). */
  client: McpToolClient;
  systemPrompt: string;
  /** History including the new user message. Not mutated. */
  messages: ChatMessage[];
  /** Default 12. */
  maxTurns?: number;
  maxOutputTokens?: number;
  /** Stop: aborts the LLM request, a retry wait, and a running sandbox. */
  signal?: AbortSignal;
  onEvent?: (event: AgentEvent) => void;
  retry?: RetryOptions;
  now?: () => number;
  /** Injectable for tests (fake timers). */
  sleep?: Sleep;
  /** Privacy mode: this chat's token mapping (see core/privacy). */
  privacy?: PrivacyVault;
  /** Provider-native modes (tool-search, tool-search-local, programmatic): the search variant and our own search. */
  native?: NativeOptions;
}

export const DEFAULT_MAX_TURNS = 12;

function addUsage(totals: Totals, turn: TurnRecord): Totals {
  return {
    inputTokens: totals.inputTokens + turn.usage.inputTokens,
    outputTokens: totals.outputTokens + turn.usage.outputTokens,
    cachedInputTokens: totals.cachedInputTokens + turn.usage.cachedInputTokens,
    allReported: totals.allReported && turn.usage.reported,
  };
}

/** Every tool call in the last assistant message gets a result, so the history stays valid to resend. */
function closeDanglingCalls(messages: ChatMessage[]): void {
  const last = [...messages].reverse().find((m) => m.role === 'assistant');
  if (!last || last.role !== 'assistant') return;
  const answered = new Set(messages.flatMap((m) => (m.role === 'tool' ? [m.toolCallId] : [])));
  for (const call of last.toolCalls) {
    if (!answered.has(call.id)) messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: STOPPED_TOOL_TEXT, isError: true });
  }
}

export async function runAgent(options: RunAgentOptions): Promise<AgentRunSummary> {
  const now = options.now ?? Date.now;
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  const { signal, provider, model, mode } = options;
  const startedAt = now();
  const messages: ChatMessage[] = [...options.messages];
  const turns: TurnRecord[] = [];
  const steps: TraceStep[] = [];
  let totals: Totals = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, allReported: true };
  let answer: string | undefined;
  let error: AgentErrorInfo | undefined;
  let retries = 0;

  const emit = (event: AgentEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      // A broken listener must not break the run.
    }
  };

  const unavailable = isNativeMode(mode) ? nativeModeUnavailable(provider.id, model, mode) : null;
  if (isNativeMode(mode) && unavailable) error = { kind: 'unsupported', message: `Not sent: ${modeLine(mode).label} is ${unavailable}. Pick another mode or provider.` };
  try {
    let toolSet: ReturnType<typeof sanitizeTools> | null = null;
    for (let turn = 1; answer === undefined && error === undefined; turn++) {
      if (signal?.aborted) throw new DOMException('Stopped', 'AbortError');
      if (turn > maxTurns) {
        error = maxTurnsError(maxTurns);
        break;
      }
      // Listed again after an off-ramp: classic mode then offers `execute` (the forced switch).
      // Tools, history and calls stay in real names here; only the request speaks the provider's names.
      if (!toolSet) {
        toolSet = sanitizeTools(provider.id, await options.client.listTools());
        error = toolLimitError(provider.id, model, mode, toolSet.tools);
        if (error) break;
      }
      const native = isNativeMode(mode) ? nativeRequest(mode, toolSet.tools.map((t) => t.name), messages, options.native, now()) : undefined;
      const expired = native ? expiredPendingCalls(messages, now()) : undefined;
      if (expired) {
        error = expired;
        break;
      }
      emit({ type: 'turn-start', turn });
      const turnStart = now();
      let failedAttempts = 0;
      const reply: CompletionResponse = await completeWithRetry(
        provider,
        {
          model,
          system: options.systemPrompt,
          messages: toolSet.toModel(messages),
          tools: mode === 'tool-search-local' ? [...toolSet.tools, LOCAL_SEARCH_DEFINITION] : toolSet.tools,
          ...(native ? { native } : {}),
          maxOutputTokens: options.maxOutputTokens,
          signal,
          onTextDelta: (delta) => emit({ type: 'text-delta', turn, delta }),
        },
        options.retry ?? {},
        {
          sleep: options.sleep ?? abortableSleep,
          onRetry: (attempt, wait, reason, maxRetries) => {
            failedAttempts++;
            emit({ type: 'retry', attempt, waitMs: wait.ms, asked: wait.asked, maxRetries, reason, turn });
          },
          onAttempts: (n) => (retries = n),
        },
      );
      const response: CompletionResponse = { ...reply, toolCalls: reply.toolCalls.map(toolSet.fromModel) };
      const { stopReason, finishReason, raw } = response;
      const record: TurnRecord = {
        turn, usage: response.usage, ms: now() - turnStart, text: response.text, toolCalls: response.toolCalls, stopReason,
        ...(finishReason ? { finishReason } : {}), ...(raw ? { raw } : {}), ...(failedAttempts > 0 ? { failedAttempts } : {}),
        ...(response.native && response.native.events.length > 0 ? { native: response.native.events } : {}),
      };
      turns.push(record);
      totals = addUsage(totals, record);
      emit({ type: 'turn-end', turn: record, totals });
      for (const event of response.native?.events ?? []) emit({ type: 'native', turn, event });
      messages.push({ role: 'assistant', content: response.text, toolCalls: response.toolCalls, ...(response.native ? { native: response.native.content } : {}) });
      // A paused server-side turn (long search or program) continues when its reply is sent back as is.
      if (response.toolCalls.length === 0 && stopReason === 'pause') continue;
      if (response.toolCalls.length === 0) {
        answer = response.text;
        break;
      }
      for (const [index, call] of response.toolCalls.entries()) {
        if (mode === 'tool-search-local' && call.name === LOCAL_SEARCH_TOOL) {
          const local = await runLocalSearch(call, { turn, index, now, signal, search: options.native?.searchTools });
          emit({ type: 'native', turn, event: local.event });
          steps.push(local.step);
          messages.push(local.message);
          emit({ type: 'tool-end', step: local.step });
          continue;
        }
        // A nested call (made by the provider's program) runs through the same MCP tools, broker and policy.
        const calledBy = call.caller ? { calledBy: call.caller.programId } : {};
        const ran = await runToolStep(call, { client: options.client, turn, index, signal, now, privacy: options.privacy, emitStart: (s) => emit({ type: 'tool-start', step: { ...s, ...calledBy } }) });
        const step = { ...ran.step, ...calledBy };
        const { message } = ran;
        steps.push(step);
        messages.push(message);
        if (step.offRamp) toolSet = null;
        emit({ type: 'tool-end', step });
        if (signal?.aborted) throw new DOMException('Stopped', 'AbortError');
      }
    }
  } catch (caught) {
    error = signal?.aborted ? STOPPED : describeError(caught, { provider: provider.id, model, mode, retries }, false);
  }
  if (error) {
    closeDanglingCalls(messages);
    emit({ type: 'error', error });
  }
  const summary: AgentRunSummary = {
    mode,
    ok: error === undefined,
    ...(answer !== undefined ? { answer } : {}),
    ...(error ? { error } : {}),
    turns,
    steps,
    totals,
    toolCalls: steps.length,
    httpRequests: steps.reduce((n, s) => n + s.requests.length, 0),
    // Time spent waiting for the user's approval of a request is not the run's.
    wallMs: now() - startedAt - steps.reduce((n, s) => n + s.requests.reduce((m, r) => m + (r.waitedMs ?? 0), 0), 0),
    messages,
  };
  emit({ type: 'done', summary });
  return summary;
}
