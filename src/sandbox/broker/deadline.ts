// A request's time limit that a question to the user can hold: the time the user takes to answer a server's question
// mid-call is not the request's (as an approval's wait is not).

export interface HeldTimeout {
  signal: AbortSignal;
  passed: () => boolean;
  /** Stops the clock until the returned release is called (holds nest). */
  hold: () => () => void;
}

export function heldTimeout(ms: number): HeldTimeout {
  const controller = new AbortController();
  let left = ms;
  let from = Date.now();
  let holds = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    from = Date.now();
    timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), left);
  };
  run();
  return {
    signal: controller.signal,
    passed: () => controller.signal.aborted,
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
  };
}
