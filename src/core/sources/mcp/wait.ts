// A tool call's wait: a progress token on every call, each progress notification starts the wait again (the server
// is working), a cap ends it however often the server reports progress, and a question to the user holds both.
import { SdkError, SdkErrorCode, type RequestOptions } from '@modelcontextprotocol/client';
import { heldTimeout } from '../../execution/heldTimeout';
import { LIMITS } from '../../execution/limits';
import { progressOf } from './progress';
import type { McpCallLimits } from './types';

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
  const idle = heldTimeout(waitMs, () => new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out', { timeout: waitMs }));
  const cap = heldTimeout(capMs, () => new SdkError(SdkErrorCode.RequestTimeout, 'Maximum total timeout exceeded', { maxTotalTimeout: capMs }));
  return {
    options: {
      signal: AbortSignal.any([signal, idle.signal, cap.signal]),
      timeout: SDK_TIMEOUT_MS,
      // Given a handler, the SDK sends a progress token (the request's id) with the call.
      onprogress: (p) => {
        idle.restart();
        onProgress?.(progressOf(p));
      },
    },
    hold() {
      const released = [idle.hold(), cap.hold()];
      return () => released.forEach((release) => release());
    },
    done() {
      idle.clear();
      cap.clear();
    },
  };
}
