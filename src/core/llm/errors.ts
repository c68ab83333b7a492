// Turns provider HTTP failures into LlmError kinds with messages a user can act on. Never lets the key through.
import { LlmError } from './types';

export interface ErrorContext {
  providerLabel: string;
  model: string;
  baseUrl: string;
  apiKey: string;
  signal?: AbortSignal;
}

/** What an adapter could read from an SDK's HTTP error. */
export interface HttpErrorFacts {
  status: number;
  /** Provider's own error message (may be empty). */
  detail: string;
  /** Provider error code or type, e.g. "context_length_exceeded", "not_found_error". */
  code?: string;
  retryAfter?: number;
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
  let out = text;
  if (apiKey.length >= 4) out = out.split(apiKey).join('[redacted key]');
  return out.replace(/\b(?:sk-|sk_|gsk_|AIza)[-_A-Za-z0-9]{12,}/g, '[redacted key]');
}

/** Seconds from Retry-After (delta-seconds or HTTP date) or retry-after-ms; undefined when absent. */
export function retryAfterFromHeaders(headers: { get(name: string): string | null } | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms) / 1000);
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL)}…` : oneLine;
}

function withDetail(message: string, detail: string): string {
  return detail ? `${message} Provider said: "${clip(detail)}"` : message;
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

/** Classifies an HTTP error response. */
export function httpError(facts: HttpErrorFacts, ctx: ErrorContext): LlmError {
  const { status, detail, code = '' } = facts;
  const who = ctx.providerLabel;
  const probe = `${code} ${detail}`;
  let kind: LlmError['kind'];
  let message: string;
  // Gemini answers a bad key with 400 API_KEY_INVALID.
  if (status === 401 || status === 403 || (status === 400 && /api[ _]key[ _](not valid|invalid)|API_KEY_INVALID/i.test(probe))) {
    kind = 'auth';
    message = status !== 403
      ? `${who} rejected the API key (HTTP ${status}). Check the key in Settings.`
      : `${who} refused access (HTTP 403): the key is valid but not allowed to use this model or API.`;
  } else if (status === 429) {
    kind = 'rate-limit';
    const wait = facts.retryAfter !== undefined ? ` Retry after ${facts.retryAfter} s.` : '';
    message = `Rate limit or quota reached at ${who} (HTTP 429).${wait}`;
  } else if (status === 413 || ((status === 400 || status === 422) && CONTEXT_PATTERNS.test(probe))) {
    kind = 'context-too-long';
    message = `The conversation is longer than the context window of model "${ctx.model}". ` +
      'Start a new chat, ask for less data per step, or pick a model with a larger context.';
  } else if (status === 404 || ((status === 400 || status === 422) && MODEL_PATTERNS.test(probe))) {
    kind = 'model-not-found';
    message = `Model "${ctx.model}" was not found at ${who} (${ctx.baseUrl}, HTTP ${status}). Check the model id.`;
  } else if (status >= 500) {
    kind = 'server';
    message = `${who} had a server error (HTTP ${status}). This is usually temporary.`;
  } else if (status >= 400) {
    kind = 'bad-request';
    message = `${who} rejected the request (HTTP ${status}).`;
  } else {
    kind = 'unknown';
    message = `${who} returned an unexpected response (HTTP ${status}).`;
  }
  return new LlmError(kind, scrubSecrets(withDetail(message, detail), ctx.apiKey), {
    status,
    retryAfter: facts.retryAfter,
  });
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
