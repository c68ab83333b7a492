// Turns provider failures (HTTP errors and errors inside a stream) into LlmError kinds with one sentence a user can
// act on: the provider's own words appear once. Never lets the key through.
import { LlmError, type RawExchange } from './types';
import { maskSecrets } from '../privacy/maskSecrets';
import { waitFromText } from './waits';

export { retryAfterFromHeaders } from './waits';

export interface ErrorContext {
  providerLabel: string;
  model: string;
  baseUrl: string;
  apiKey: string;
  signal?: AbortSignal;
}

/** What an adapter could read from an SDK's error. */
export interface HttpErrorFacts {
  /** HTTP status; for an error inside a stream, the status its type stands for (see statusForErrorType). */
  status: number;
  /** Provider's own error message (may be empty). */
  detail: string;
  /** Provider error code or type, e.g. "context_length_exceeded", "not_found_error". */
  code?: string;
  /** Seconds from a readable Retry-After or a structured field; the detail's "try again in 1.2s" is read here. */
  retryAfter?: number;
  /** The error arrived inside a stream after HTTP 200: the LlmError then carries no status. */
  inStream?: boolean;
}

const MAX_DETAIL = 300;
/** listModels stops after this many ids. */
export const MAX_LISTED_MODELS = 500;
const CONTEXT_PATTERNS =
  /context_length_exceeded|context length|context window|prompt is too long|too many tokens|maximum context|input token count.*exceeds|input is too long|reduce the length/i;
const MODEL_PATTERNS =
  /model_not_found|model .*(does not exist|not found|is not supported)|not a valid model|unknown model|invalid model|no such model|models\/\S+ is not found|try pulling it/i;

/** Removes the key (and anything shaped like a secret key) from text that may be shown or logged. */
export function scrubSecrets(text: string, apiKey: string): string {
  return maskSecrets(text, [apiKey], '[redacted key]').replace(/\b(?:sk-|sk_|gsk_|AIza)[-_A-Za-z0-9]{12,}/g, '[redacted key]');
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL)}…` : oneLine;
}

function withDetail(message: string, detail: string): string {
  return detail ? `${message} Provider said: "${clip(detail)}"` : message;
}

/** The error with the exchange that failed attached (for the trace). */
export function withRaw(error: LlmError, raw: RawExchange | undefined): LlmError {
  if (raw) error.raw = raw;
  return error;
}

export function abortedError(): LlmError {
  return new LlmError('aborted', 'Stopped: the request to the model was cancelled.');
}

export function networkError(ctx: ErrorContext, cause: string): LlmError {
  const message = withDetail(
    `Could not reach ${ctx.providerLabel} (${ctx.baseUrl}). Check the base URL and your connection; ` +
      'a local or custom server must also allow browser (CORS) requests.',
    cause,
  );
  return new LlmError('network', scrubSecrets(message, ctx.apiKey));
}

const ERROR_TYPE_STATUS: Record<string, number> = {
  invalid_request_error: 400, INVALID_ARGUMENT: 400, authentication_error: 401, UNAUTHENTICATED: 401,
  permission_error: 403, PERMISSION_DENIED: 403, not_found_error: 404, NOT_FOUND: 404, request_too_large: 413,
  rate_limit_error: 429, rate_limit_exceeded: 429, RESOURCE_EXHAUSTED: 429, api_error: 500, server_error: 500,
  INTERNAL: 500, UNAVAILABLE: 503, timeout_error: 504, DEADLINE_EXCEEDED: 504, overloaded_error: 529,
};

/** The HTTP status an error type stands for when it arrives inside a stream; unknown types count as server errors. */
export function statusForErrorType(code: string | undefined): number {
  return (code === undefined ? undefined : ERROR_TYPE_STATUS[code]) ?? 500;
}

const OVERLOADED = /overloaded|UNAVAILABLE/i;

/** Where the failure showed: "HTTP 503" or, inside a stream, "mid-answer". */
const where = (f: HttpErrorFacts) => (f.inStream ? 'mid-answer' : `HTTP ${f.status}`);

function classify(f: HttpErrorFacts, ctx: ErrorContext): { kind: LlmError['kind']; message: string } {
  const { status } = f;
  const who = ctx.providerLabel;
  const probe = `${f.code ?? ''} ${f.detail}`;
  // Gemini answers a bad key with 400 API_KEY_INVALID.
  if (status === 401 || status === 403 || (status === 400 && /api[ _]key[ _](not valid|invalid)|API_KEY_INVALID/i.test(probe))) {
    return {
      kind: 'auth',
      message: status !== 403
        ? `${who} rejected the API key (${where(f)}). Check the key in Settings.`
        : `${who} refused access (${where(f)}): the key is valid but not allowed to use this model or API.`,
    };
  }
  if (status === 429) return { kind: 'rate-limit', message: `Rate limit or quota reached at ${who} (${where(f)}).` };
  if (status === 413 || ((status === 400 || status === 422) && CONTEXT_PATTERNS.test(probe))) {
    return {
      kind: 'context-too-long',
      message: `The conversation is longer than the context window of model "${ctx.model}". Start a new chat, ask for less data per step, or pick a model with a larger context.`,
    };
  }
  if (status === 404 || ((status === 400 || status === 422) && MODEL_PATTERNS.test(probe))) {
    return { kind: 'model-not-found', message: `Model "${ctx.model}" was not found at ${who} (${ctx.baseUrl}, ${where(f)}). Check the model id.` };
  }
  if (status >= 500) {
    const what = status === 529 || OVERLOADED.test(probe) ? 'is overloaded' : 'had a server error';
    return { kind: 'server', message: `${who} ${what} (${where(f)}). This is usually temporary.` };
  }
  if (status >= 400) return { kind: 'bad-request', message: `${who} rejected the request (${where(f)}).` };
  return { kind: 'unknown', message: `${who} returned an unexpected response (${where(f)}).` };
}

/** Classifies an error response, or an error the provider sent inside a stream (facts.inStream). */
export function httpError(facts: HttpErrorFacts, ctx: ErrorContext): LlmError {
  const { kind, message } = classify(facts, ctx);
  // OpenAI and Groq state the wait only in the message ("Please try again in 1.2s.").
  const retryAfter = facts.retryAfter ?? (kind === 'rate-limit' || kind === 'server' ? waitFromText(facts.detail) : undefined);
  return new LlmError(kind, scrubSecrets(withDetail(message, facts.detail), ctx.apiKey), {
    status: facts.inStream ? undefined : facts.status,
    retryAfter,
    code: facts.code,
    inStream: facts.inStream,
  });
}

/** An error event inside a stream that had answered HTTP 200 (Anthropic `event: error`, OpenAI/Gemini error frames). */
export function streamError(facts: { code?: string; detail: string; retryAfter?: number }, ctx: ErrorContext): LlmError {
  return httpError({ ...facts, status: statusForErrorType(facts.code), inStream: true }, ctx);
}

/** Last resort for errors no adapter recognised. */
export function unknownError(err: unknown, ctx: ErrorContext): LlmError {
  if (ctx.signal?.aborted) return abortedError();
  if (err instanceof LlmError) return err;
  if (err instanceof DOMException && err.name === 'AbortError') return abortedError();
  const text = err instanceof Error ? err.message : String(err);
  if (err instanceof TypeError && /fetch|network|load failed|ECONNREFUSED/i.test(text)) return networkError(ctx, text);
  return new LlmError('unknown', scrubSecrets(withDetail(`${ctx.providerLabel} request failed.`, text), ctx.apiKey));
}
