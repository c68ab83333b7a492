// A tool call's wait: a progress token on every call, each progress notification starts the wait again (the server
// is working), a cap ends it however often the server reports progress, and a question to the user holds both.
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { ErrorCode, McpError, type Progress } from '@modelcontextprotocol/sdk/types.js';
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

/** The SDK's own timer for a call, past any wait below (setTimeout's longest): the call's wait is timed here instead. */
const SDK_TIMEOUT_MS = 2_147_483_647;

export interface CallWait {
  options: RequestOptions;
  /** The server waits on the user (a question): no wait runs until the returned release is called. */
  hold: () => () => void;
  /** The call is over: its timers stop. */
  done: () => void;
}

/**
 * The wait of one call (`fallbackMs` when the caller set none), timed here rather than by the SDK, whose timers
 * cannot pause: a question the server asks the user holds both the wait and the cap until it is answered.
 */
export function callWait(signal: AbortSignal, fallbackMs: number, limits: McpCallLimits): CallWait {
  const onProgress = limits.onProgress;
  const waitMs = limits.timeoutMs ?? fallbackMs;
  const capMs = limits.maxTotalMs ?? LIMITS.mcpToolCapMs.value;
  const ended = new AbortController();
  let idle: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let capLeft = capMs;
  let capFrom = Date.now();
  let holds = 0;
  const end = (message: string, data: object) => ended.abort(new McpError(ErrorCode.RequestTimeout, message, data));
  const startIdle = () => {
    clearTimeout(idle);
    if (holds === 0) idle = setTimeout(() => end('Request timed out', { timeout: waitMs }), waitMs);
  };
  const startCap = () => {
    capFrom = Date.now();
    cap = setTimeout(() => end('Maximum total timeout exceeded', { maxTotalTimeout: capMs }), capLeft);
  };
  startIdle();
  startCap();
  return {
    options: {
      signal: AbortSignal.any([signal, ended.signal]),
      timeout: SDK_TIMEOUT_MS,
      // Given a handler, the SDK sends a progress token (the request's id) with the call.
      onprogress: (p) => {
        startIdle();
        onProgress?.(progressOf(p));
      },
    },
    hold() {
      if (holds++ === 0) {
        clearTimeout(idle);
        clearTimeout(cap);
        capLeft -= Date.now() - capFrom;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holds > 0 || ended.signal.aborted) return;
        startIdle();
        startCap();
      };
    },
    done() {
      clearTimeout(idle);
      clearTimeout(cap);
    },
  };
}

/** "slow_tool: 3 of 10 · step 3": what the run view and chat show while the call runs. */
export function toolProgressText(tool: string, p: McpProgress): string {
  const count = p.total !== undefined ? `${p.progress} of ${p.total}` : String(p.progress);
  return `${tool}: ${count}${p.message ? ` · ${p.message}` : ''}`;
}
