// The agent's side of the provider-native modes: what each request carries, our own search for tool-search-local,
// and the expiry of a program's pending calls.
import type { ChatMessage, NativeEvent, NativeMode, NativeRequest, SearchVariant, ToolCall, ToolDefinition } from '../llm/types';
import { parseArguments, type ToolMessage } from './toolStep';
import type { AgentErrorInfo, TraceStep } from './types';

export interface NativeOptions {
  /** tool-search on Anthropic: the hosted search tool the user picked (default bm25). */
  searchVariant?: SearchVariant;
  /** tool-search-local: operation names for a query, best first (the catalog's ranking). */
  searchTools?: (query: string, signal?: AbortSignal) => Promise<string[]>;
}

/** Our own search tool in tool-search-local; never deferred. */
export const LOCAL_SEARCH_TOOL = 'search_tools';
/** Tools one local search loads. */
export const LOCAL_SEARCH_LIMIT = 5;

export const LOCAL_SEARCH_DEFINITION: ToolDefinition = {
  name: LOCAL_SEARCH_TOOL,
  description: `Search this API's operations by what you need (words, not code). Loads the ${LOCAL_SEARCH_LIMIT} best matching operation tools so you can call them.`,
  inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'What the operation should do, e.g. "list breweries by city"' } }, required: ['query'] },
};

/** The request's native part: every operation deferred (none in programmatic), the state of the latest reply. */
export function nativeRequest(mode: NativeMode, operationNames: string[], messages: readonly ChatMessage[], options: NativeOptions = {}): NativeRequest {
  const state = [...messages].reverse().find((m) => m.role === 'assistant' && m.native?.state);
  return {
    mode,
    deferred: mode === 'programmatic' ? [] : operationNames,
    ...(mode === 'tool-search' ? { searchVariant: options.searchVariant ?? 'bm25' } : {}),
    ...(mode === 'tool-search-local' ? { localSearchTool: LOCAL_SEARCH_TOOL } : {}),
    ...(state?.role === 'assistant' && state.native?.state ? { state: state.native.state } : {}),
  };
}

/** A program's calls wait in its container until it expires; answering later is refused, so we say so first. */
export function expiredPendingCalls(messages: readonly ChatMessage[], now: number): AgentErrorInfo | undefined {
  const last = [...messages].reverse().find((m) => m.role === 'assistant');
  if (last?.role !== 'assistant' || !last.toolCalls.some((c) => c.caller)) return undefined;
  const expiresAt = last.native?.state?.containerExpiresAt;
  if (!expiresAt || !(Date.parse(expiresAt) <= now)) return undefined;
  return {
    kind: 'expired',
    message: `The program's tool calls expired at ${new Date(expiresAt).toISOString()} (the provider keeps them only while its code execution container lives), so their results were not sent. Ask again to run a new program.`,
  };
}

/** Answers a call of our own search tool with the catalog's ranking; the tool message loads those tools. */
export async function runLocalSearch(call: ToolCall, ctx: { turn: number; index: number; now: () => number; signal?: AbortSignal; search: NativeOptions['searchTools'] }): Promise<{ step: TraceStep; message: ToolMessage; event: NativeEvent }> {
  const startedAt = ctx.now();
  const parsed = parseArguments(call);
  const query = parsed.ok && typeof parsed.args.query === 'string' ? parsed.args.query.trim() : '';
  let loaded: string[] = [];
  let error: string | undefined;
  if (!parsed.ok) error = parsed.error;
  else if (!query) error = `${LOCAL_SEARCH_TOOL} needs a "query": the words of what you need.`;
  else if (!ctx.search) error = `${LOCAL_SEARCH_TOOL} is not available in this run.`;
  else {
    try {
      loaded = (await ctx.search(query, ctx.signal)).slice(0, LOCAL_SEARCH_LIMIT);
      if (loaded.length === 0) error = `No operation matches "${query}". Try other words.`;
    } catch (err) {
      error = `The search failed: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  const text = error ?? `Loaded ${loaded.length} tools: ${loaded.join(', ')}`;
  const step: TraceStep = {
    id: `t${ctx.turn}-${ctx.index}`, toolCallId: call.id, turn: ctx.turn, tool: call.name, argumentsJson: call.argumentsJson,
    status: error ? 'error' : 'ok', resultText: text, requests: [], startedAt, endedAt: ctx.now(), ...(error ? {} : { loadedTools: loaded }),
  };
  const message: ToolMessage = { role: 'tool', toolCallId: call.id, toolName: call.name, content: text, isError: error !== undefined, ...(error ? {} : { loadedTools: loaded }) };
  return { step, message, event: { kind: 'search', id: call.id, query, loaded, local: true } };
}
