// A time limit that can be held: the time a user takes to answer a question mid-request is not the request's (as an
// approval's wait is not). The broker's request deadline and an MCP call's waits are built on it.

export interface HeldTimeout {
  signal: AbortSignal;
  passed: () => boolean;
  /** Starts the full time again (a server's progress: it is working). */
  restart: () => void;
  /** Stops the clock until the returned release is called (holds nest). */
  hold: () => () => void;
  /** Stops the clock for good (the request is over). */
  clear: () => void;
}

/** Aborts `signal` with `reason()` once `ms` have run, not counting the time held. */
export function heldTimeout(ms: number, reason: () => unknown = () => new DOMException('The operation timed out.', 'TimeoutError')): HeldTimeout {
  const controller = new AbortController();
  let left = ms;
  let from = Date.now();
  let holds = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    from = Date.now();
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(reason()), left);
  };
  run();
  return {
    signal: controller.signal,
    passed: () => controller.signal.aborted,
    restart() {
      left = ms;
      if (holds === 0 && !controller.signal.aborted) run();
    },
    hold() {
      if (holds++ === 0 && !controller.signal.aborted) {
        clearTimeout(timer);
        left -= Date.now() - from;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holds === 0 && !controller.signal.aborted) run();
      };
    },
    clear: () => clearTimeout(timer),
  };
}
