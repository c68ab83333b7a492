// At most one run of a task in flight and one pending: a burst of asks (300 tools/list_changed notifications) costs
// at most two runs, the last of which starts after the last ask, so it sees the latest state.

/** Returns `ask`: runs `task` (which handles its own failures) now, or once more after the run in flight when asked meanwhile. */
export function coalesced(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        await task();
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
