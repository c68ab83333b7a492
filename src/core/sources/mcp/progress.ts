// A tool call's wait: a progress token on every call, each progress notification starts the wait again (the server
// is working), and a cap ends it however often the server reports progress.
import type { Progress, RequestOptions } from '@modelcontextprotocol/client';
import { LIMITS } from '../../execution/limits';
import type { McpCallLimits, McpProgress } from './types';

/** A server's progress as the run view shows it: its message, else the numbers. */
export function progressOf(p: Progress): McpProgress {
  return {
    progress: p.progress,
    ...(typeof p.total === 'number' ? { total: p.total } : {}),
    ...(typeof p.message === 'string' && p.message ? { message: p.message.slice(0, 200) } : {}),
  };
}

/** `fallbackMs`: the wait without a word from the server when the caller set none. */
export function callOptions(signal: AbortSignal, fallbackMs: number, limits: McpCallLimits): RequestOptions {
  const onProgress = limits.onProgress;
  return {
    signal,
    timeout: limits.timeoutMs ?? fallbackMs,
    resetTimeoutOnProgress: true,
    maxTotalTimeout: limits.maxTotalMs ?? LIMITS.mcpToolCapMs.value,
    // Given a handler, the SDK sends a progress token (the request's id) with the call.
    onprogress: (p) => onProgress?.(progressOf(p)),
  };
}

/** "slow_tool: 3 of 10 · step 3": what the run view and chat show while the call runs. */
export function toolProgressText(tool: string, p: McpProgress): string {
  const count = p.total !== undefined ? `${p.progress} of ${p.total}` : String(p.progress);
  return `${tool}: ${count}${p.message ? ` · ${p.message}` : ''}`;
}
