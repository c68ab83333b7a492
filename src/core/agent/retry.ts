// Calls the provider, retrying rate limits and server errors (also those inside a stream): the wait the provider
// states when it states one, else exponential backoff with jitter; a bounded number of times.
import { LlmError } from '../llm/types';
import type { CompletionRequest, CompletionResponse, LlmProvider } from '../llm/types';

export interface RetryOptions {
  /** Retries after the first attempt. Default 4. */
  maxRetries?: number;
  /** First backoff; doubles each retry (1, 2, 4, 8 s). Default 1 000 ms. */
  baseDelayMs?: number;
  /** Longest backoff. Default 8 000 ms. */
  maxBackoffMs?: number;
  /** Longest wait a provider may ask for; a longer one ends the run instead of waiting. Default 60 000 ms. */
  maxDelayMs?: number;
  /** Source of jitter in [0, 1); 0.5 gives the nominal backoff exactly. Default Math.random. */
  random?: () => number;
}

export const DEFAULT_MAX_RETRIES = 4;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('aborted', 'Stopped'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmError('aborted', 'Stopped'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function isRetryable(error: unknown): error is LlmError {
  return error instanceof LlmError && (error.kind === 'rate-limit' || error.kind === 'server');
}

export interface RetryWait {
  ms: number;
  /** The provider asked for this wait (Retry-After or its error body); false: our backoff. */
  asked: boolean;
}

/** Wait before retry `attempt` (1-based), or undefined when the provider asks for longer than maxDelayMs. */
export function retryDelay(error: LlmError, attempt: number, options: RetryOptions): RetryWait | undefined {
  if (error.retryAfter !== undefined) {
    const ms = Math.ceil(error.retryAfter * 1000);
    return ms > (options.maxDelayMs ?? 60_000) ? undefined : { ms, asked: true };
  }
  const cap = options.maxBackoffMs ?? 8_000;
  const nominal = Math.min(cap, (options.baseDelayMs ?? 1_000) * 2 ** (attempt - 1));
  // ±25 % jitter keeps many clients that hit the same limit from retrying in step.
  const jittered = Math.round(nominal * (0.75 + 0.5 * (options.random ?? Math.random)()));
  return { ms: Math.min(cap, jittered), asked: false };
}

const isOverloaded = (e: LlmError) => e.status === 529 || /overloaded/i.test(`${e.code ?? ''} ${e.message}`);

/** "Rate limited (HTTP 429)", "Overloaded (mid-answer)", "Server error (HTTP 503)". */
export function retryReason(error: LlmError): string {
  const what = error.kind === 'rate-limit' ? 'Rate limited' : isOverloaded(error) ? 'Overloaded' : 'Server error';
  const where = error.inStream ? 'mid-answer' : error.status ? `HTTP ${error.status}` : '';
  return where ? `${what} (${where})` : what;
}

export interface RetryHooks {
  sleep: Sleep;
  onRetry: (attempt: number, wait: RetryWait, reason: string, maxRetries: number) => void;
  /** Reports how many retries were spent, for the final error message. */
  onAttempts?: (retries: number) => void;
}

export async function completeWithRetry(
  provider: LlmProvider,
  request: CompletionRequest,
  options: RetryOptions,
  hooks: RetryHooks,
): Promise<CompletionResponse> {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  for (let attempt = 0; ; attempt++) {
    try {
      return await provider.complete(request);
    } catch (error) {
      hooks.onAttempts?.(attempt);
      if (request.signal?.aborted || !isRetryable(error) || attempt >= maxRetries) throw error;
      const wait = retryDelay(error, attempt + 1, options);
      if (wait === undefined) throw error;
      hooks.onRetry(attempt + 1, wait, retryReason(error), maxRetries);
      await hooks.sleep(wait.ms, request.signal);
    }
  }
}
