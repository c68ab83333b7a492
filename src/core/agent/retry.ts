// Calls the provider, retrying rate limits and server errors with exponential backoff that honours Retry-After.
import { LlmError } from '../llm/types';
import type { CompletionRequest, CompletionResponse, LlmProvider } from '../llm/types';

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff; doubles each attempt. Default 1 000 ms. */
  baseDelayMs?: number;
  /** Longest single wait. A Retry-After beyond it ends the run instead of waiting. Default 60 000 ms. */
  maxDelayMs?: number;
}

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

/** Wait before retry `attempt` (1-based), or undefined when the provider asks for longer than the cap. */
export function retryDelay(error: LlmError, attempt: number, options: RetryOptions): number | undefined {
  const base = options.baseDelayMs ?? 1_000;
  const cap = options.maxDelayMs ?? 60_000;
  const backoff = Math.min(cap, base * 2 ** (attempt - 1));
  if (error.retryAfter === undefined) return backoff;
  const asked = Math.ceil(error.retryAfter * 1000);
  return asked > cap ? undefined : Math.max(asked, Math.min(backoff, cap));
}

export interface RetryHooks {
  sleep: Sleep;
  onRetry: (attempt: number, waitMs: number, reason: string) => void;
  /** Reports how many retries were spent, for the final error message. */
  onAttempts?: (retries: number) => void;
}

export async function completeWithRetry(
  provider: LlmProvider,
  request: CompletionRequest,
  options: RetryOptions,
  hooks: RetryHooks,
): Promise<CompletionResponse> {
  const maxRetries = options.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await provider.complete(request);
    } catch (error) {
      hooks.onAttempts?.(attempt);
      if (request.signal?.aborted || !isRetryable(error) || attempt >= maxRetries) throw error;
      const waitMs = retryDelay(error, attempt + 1, options);
      if (waitMs === undefined) throw error;
      const reason = `${error.kind === 'rate-limit' ? 'Rate limited' : 'Server error'}${error.status ? ` (HTTP ${error.status})` : ''}`;
      hooks.onRetry(attempt + 1, waitMs, reason);
      await hooks.sleep(waitMs, request.signal);
    }
  }
}
