// Provider-neutral chat shapes. Adapters translate these to each provider's official SDK.
import type { NativeMode } from '../modes';

export type ProviderId = 'openai' | 'anthropic' | 'gemini' | 'openai-compatible';

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema object for the arguments. */
  inputSchema: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** Raw JSON text as the model produced it (may be malformed: the agent reports that back). */
  argumentsJson: string;
  /** Gemini only: opaque thought signature that must be sent back with this call in the next request. */
  thoughtSignature?: string;
  /** Set when the provider's code execution made this call (a nested call): the program that called it. */
  caller?: ToolCaller;
  /** A client-side search call (OpenAI `tool_search` with execution "client"); answer it with `loadedTools`. */
  clientSearch?: boolean;
}

/** Who made a nested call: the provider's program (Anthropic `caller.tool_id`, OpenAI the program item's id). */
export interface ToolCaller {
  /** Id of the program (server tool use / program item) whose code made the call. */
  programId: string;
}

// ---- Provider-native modes (issue 30): tool search over deferred tools and programmatic tool calling. ----

/** tool-search: the provider's search; tool-search-local: our catalog ranking as a client-side search; programmatic: the provider's code calls the tools. Their ids are the modes table's. */
export type { NativeMode };

/** Anthropic's hosted search tool: `tool_search_tool_bm25_20251119` (natural language) or `..._regex_20251119`. */
export type SearchVariant = 'bm25' | 'regex';

/** Conversation state a native mode carries from one reply into the next request. */
export interface NativeState {
  /** Anthropic: the code execution container to reuse (`container` request field); pending nested calls live in it. */
  containerId?: string;
  /** Anthropic: when that container (and any nested call waiting in it) expires, ISO 8601 as the API reported. */
  containerExpiresAt?: string;
  /** OpenAI Responses: the response id to continue from (`previous_response_id`), when the adapter uses it. */
  responseId?: string;
}

/** Provider-native content of an assistant reply, sent back verbatim as that message in the next request. */
export interface NativeContent {
  /** Only this provider's adapter reads `items`; another provider falls back to text + toolCalls. */
  provider: ProviderId;
  /** The reply's content blocks / output items as JSON, in order (server tool use and results, tool_reference, code execution, tool_use with caller). */
  items: Array<Record<string, unknown>>;
  /** State that came with this reply (container id and expiry). */
  state?: NativeState;
}

/** What a native mode did inside one reply, for the trace. */
export type NativeEvent =
  /** A search: the query the model wrote and the tools it loaded; local: answered by our catalog ranking. */
  | { kind: 'search'; id: string; query: string; loaded: string[]; local: boolean }
  /** A program the provider ran: its code and, once finished, its output (stdout, then stderr) and exit code. */
  | { kind: 'program'; id: string; code: string; output?: string; returnCode?: number };

/** What a request in a native mode carries besides `tools`. */
export interface NativeRequest {
  mode: NativeMode;
  /** tool-search (Anthropic): which hosted search tool; default bm25. */
  searchVariant?: SearchVariant;
  /** Names (as in `tools`) sent with `defer_loading: true`; the search tool is never among them. */
  deferred: string[];
  /** tool-search-local: the name of our own search tool in `tools` (never deferred; its results load tools). */
  localSearchTool?: string;
  /** State from the latest reply that had some (the agent copies it from the last assistant message's native content). */
  state?: NativeState;
}

export type ChatMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls: ToolCall[]; native?: NativeContent }
  /** loadedTools: the answer to a client-side search (Anthropic `tool_reference` blocks; OpenAI `tool_search_output`). */
  | { role: 'tool'; toolCallId: string; toolName: string; content: string; isError: boolean; loadedTools?: string[]; images?: ToolImage[] };

/** An image a tool result carries (an MCP server's image content): a model that takes images in tool results sees it. */
export interface ToolImage {
  mimeType: string;
  /** Base64. */
  data: string;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  /** false when the provider reported no usage and the numbers are a tokenizer estimate. */
  reported: boolean;
}

export interface CompletionRequest {
  model: string;
  system: string;
  messages: ChatMessage[];
  tools: ToolDefinition[];
  maxOutputTokens?: number;
  signal?: AbortSignal;
  /** Streaming text deltas, as they arrive. */
  onTextDelta?: (delta: string) => void;
  /** A provider-native mode; absent for classic, code and dual. */
  native?: NativeRequest;
}

/**
 * Why a turn ended. empty: the model stopped without text or calls; blocked: a safety filter, a refusal or a blocked
 * prompt; malformed-call: the model produced a tool call the provider could not parse (Gemini MALFORMED_FUNCTION_CALL);
 * pause: the provider paused a long server-side turn (Anthropic pause_turn): send the reply back as is to continue.
 */
export type StopReason = 'end' | 'tool_use' | 'max_tokens' | 'empty' | 'blocked' | 'malformed-call' | 'pause' | 'other';

/** A body as captured: its text up to a cap, its full size, and whether the text was cut. */
export interface RawBody {
  text: string;
  /** Bytes of the whole body (UTF-8), also of the part past the cap. */
  bytes: number;
  cut: boolean;
}

/** One HTTP exchange with the provider exactly as sent and received, with credentials replaced by "[redacted]". */
export interface RawExchange {
  method: string;
  url: string;
  requestHeaders: Array<[string, string]>;
  requestBody: RawBody;
  /** Absent when no response arrived (network error, or Stop before the headers). */
  status?: number;
  responseHeaders: Array<[string, string]>;
  /** For a streamed answer: the event stream as received. */
  responseBody: RawBody;
  streamed: boolean;
  /** The client stopped reading before the body ended, or the connection failed mid-body. */
  incomplete?: boolean;
}

export interface CompletionResponse {
  text: string;
  toolCalls: ToolCall[];
  usage: Usage;
  stopReason: StopReason;
  /** The provider's own finish reason when it explains an empty or cut reply, e.g. "SAFETY", "content_filter". */
  finishReason?: string;
  /** The HTTP exchange that produced this reply, redacted and capped (adapters that speak HTTP fill it). */
  raw?: RawExchange;
  /** Native modes: the reply's verbatim content (store it on the assistant message) and its trace events. */
  native?: { content: NativeContent; events: NativeEvent[] };
}

export interface ProviderSettings {
  provider: ProviderId;
  model: string;
  /** Held in memory by the UI; only ever sent to this provider's endpoint, in its auth header. */
  apiKey: string;
  /** Required for openai-compatible; optional override for the others. */
  baseUrl?: string;
  /** Stream responses (default true). */
  stream?: boolean;
}

export type LlmErrorKind =
  | 'auth' // 401/403
  | 'rate-limit' // 429
  | 'server' // 5xx
  | 'model-not-found'
  | 'context-too-long'
  | 'network'
  | 'aborted'
  | 'bad-request'
  | 'unknown';

/** message is a whole sentence for the user: provider, what happened, the provider's own words once. */
export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  /** HTTP status; absent when the failure arrived inside a stream that had answered 200. */
  readonly status?: number;
  /** Seconds the provider asked to wait: Retry-After when readable, else the wait its error body states. */
  readonly retryAfter?: number;
  /** The provider's error type or code, e.g. "overloaded_error", "rate_limit_exceeded", "UNAVAILABLE". */
  readonly code?: string;
  /** The failure arrived inside the response stream, after HTTP 200. */
  readonly inStream?: boolean;
  /** The exchange that failed, redacted (set by the adapter that made it; absent when nothing was sent). */
  raw?: RawExchange;
  constructor(kind: LlmErrorKind, message: string, extra: { status?: number; retryAfter?: number; code?: string; inStream?: boolean } = {}) {
    super(message);
    this.name = 'LlmError';
    this.kind = kind;
    this.status = extra.status;
    this.retryAfter = extra.retryAfter;
    this.code = extra.code;
    this.inStream = extra.inStream;
  }
}

export interface LlmProvider {
  readonly id: ProviderId;
  complete: (request: CompletionRequest) => Promise<CompletionResponse>;
  /** Model ids the endpoint offers (e.g. what a local Ollama has pulled). Throws LlmError like complete(). */
  listModels?: (signal?: AbortSignal) => Promise<string[]>;
}
