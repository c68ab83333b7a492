// Scripting contract of the fake LLM server (server.ts). Import these in specs and unit tests.
import type { ResponsesTurn } from './responses/types';

export type { ResponsesTurn } from './responses/types';

/** Usage the fake reports for a turn. The UI must show exactly these numbers. */
export interface FakeUsage {
  /** Total prompt tokens (OpenAI prompt_tokens; Anthropic input_tokens + cache reads + cache writes; Gemini promptTokenCount). */
  input: number;
  output: number;
  /** Prompt tokens served from cache (OpenAI cached_tokens; Anthropic cache_read_input_tokens; Gemini cachedContentTokenCount). */
  cached?: number;
  /** Anthropic only: cache_creation_input_tokens. */
  cacheCreation?: number;
}

/** A turn is used only by a request that matches; unmatched turns wait for a later request. */
export interface TurnCondition {
  /** The request offers a tool with this name (e.g. "execute" for code mode). */
  toolOffered?: string;
  /** The request does not offer a tool with this name. */
  toolNotOffered?: string;
}

interface TurnBase {
  when?: TurnCondition;
  /** Wait this long before answering (headers included): lets tests press Stop mid-request. */
  delayMs?: number;
  /** Pause between streamed chunks. */
  chunkDelayMs?: number;
  /** Omitted: a deterministic estimate (chars / 4). "none": report no usage at all (OpenAI and Gemini wires). */
  usage?: FakeUsage | 'none';
}

export interface FakeToolCall {
  name: string;
  /** Object (serialised as is) or raw JSON text (sent verbatim, may be malformed on purpose). */
  arguments: Record<string, unknown> | string;
  id?: string;
}

export type StreamErrorKind = 'overloaded' | 'server' | 'rate-limit';
export type EmptyReason = 'stop' | 'safety' | 'malformed-function-call' | 'prompt-blocked';

export type FakeTurn =
  | (TurnBase & { type: 'text'; text: string })
  | (TurnBase & { type: 'tool-calls'; calls: FakeToolCall[]; text?: string })
  /**
   * Text computed from the request. Placeholders: {{lastToolResult}} (content of the newest tool result),
   * {{lastUserMessage}}, {{toolNames}} (comma-separated offered tools), {{toolCount}}.
   */
  | (TurnBase & { type: 'template'; template: string })
  /** Answers with the newest tool result verbatim, optionally after a prefix. */
  | (TurnBase & { type: 'echo-last-tool-result'; prefix?: string })
  | (TurnBase & {
      type: 'error';
      /** Defaults to the preset's status (overloaded: 529 on Anthropic, 503 elsewhere), else 500. */
      status?: number;
      message?: string;
      /** Seconds: the Retry-After header (OpenAI, Anthropic); Gemini states it as RetryInfo in the body instead. */
      retryAfter?: number;
      /** false: Retry-After is sent but not listed in Access-Control-Expose-Headers, so browsers cannot read it. */
      exposeRetryAfter?: boolean;
      /** Seconds stated only in the body, the provider's way: OpenAI "Please try again in 1.2s.", Gemini RetryInfo. */
      waitInBody?: number;
      /** Fills status/message/code the way the real provider does. */
      preset?: 'context-too-long' | 'model-not-found' | 'overloaded' | 'rate-limit';
    })
  /**
   * HTTP 200, then (after `text`, if any) the provider's error inside the stream: Anthropic `event: error`,
   * OpenAI `data: {"error": …}`, Gemini `data: {"error": …}`. A non-streaming request gets the HTTP equivalent.
   */
  | (TurnBase & { type: 'stream-error'; error: StreamErrorKind; text?: string })
  /**
   * A reply without text or calls. stop: OpenAI content "", Anthropic no blocks, Gemini STOP without parts;
   * safety: OpenAI content_filter, Anthropic refusal, Gemini SAFETY; malformed-function-call: Gemini
   * MALFORMED_FUNCTION_CALL (others: stop); prompt-blocked: Gemini promptFeedback.blockReason (others: safety).
   */
  | (TurnBase & { type: 'empty'; reason: EmptyReason })
  /** Destroys the connection without a response (a network failure for the client). */
  | (TurnBase & { type: 'disconnect' })
  /** Never answers; the client must abort (Stop). */
  | (TurnBase & { type: 'hang' })
  /**
   * Provider-native, both wires: the model searches the deferred tools, then `calls` / `text`. Anthropic: the hosted
   * search runs `query` (bm25: any word in name or description; regex: a case-insensitive pattern) and loads up to 5.
   * OpenAI Responses: `arguments` (default `{query}`) go in the `tool_search_call`; a hosted search loads `load`, a
   * client search (`execution: "client"`) ends after the call.
   */
  | (TurnBase & { type: 'tool-search'; query?: string; arguments?: Record<string, unknown>; load?: string[]; calls?: FakeToolCall[]; text?: string })
  /**
   * Provider-native, both wires: a program runs `code`, which calls `calls` (nested calls with a caller). Anthropic:
   * the container (the request's, or a new one) expires after containerTtlMs (default 270 000, 4.5 min). Responses:
   * the nested outputs must arrive before the program ends (the API documents no deadline).
   */
  | (TurnBase & { type: 'program'; code: string; calls: FakeToolCall[]; containerTtlMs?: number })
  /** Provider-native (Anthropic wire): the program of the previous reply finishes; stdout and text may use {{lastToolResult}}. */
  | (TurnBase & { type: 'program-result'; stdout: string; text: string })
  | (TurnBase & ResponsesTurn);

export interface FakeScript {
  /** Requests whose model id equals a scenario name use it; all other requests use the latest scripted scenario. */
  scenario: string;
  turns: FakeTurn[];
}

/** POST /__control/inject. */
export interface InjectRequest {
  turns: FakeTurn[];
  /** Default: the latest scripted scenario. */
  scenario?: string;
}

export type FakeWire = 'openai' | 'anthropic' | 'gemini';

export interface RecordedRequest {
  seq: number;
  scenario: string | null;
  /** 'other' for model listings (GET …/models); 'openai-responses': POST /v1/responses. */
  wire: FakeWire | 'openai-responses' | 'other';
  method: string;
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON body (null when none or not JSON). */
  body: unknown;
  rawBody: string;
  /** Tool names offered in this request. */
  tools: string[];
  /** Index of the scripted turn that answered, or null (none left / control / preflight). */
  turnIndex: number | null;
  stream: boolean;
  at: number;
  /** The wire rule this request broke (answered with the provider's own 4xx), or absent when valid. */
  violation?: { status: number; message: string };
}

export interface ScenarioStatus {
  scenario: string;
  total: number;
  consumed: number[];
}
