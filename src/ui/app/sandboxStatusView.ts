// What the playground toolbar says about the sandbox. Two states were misleading: a Run pressed before Python's first
// boot waited silently, and the spare interpreter booting after every run looked like Python loading again while
// Run already worked (the run just takes the spare once it is up).
import type { SandboxStatus } from '../../sandbox';

export interface SandboxStatusView {
  /** The sandbox's own phase (tests and benches wait on it), or running / idle. */
  phase: string;
  text: string;
  /** Show a spinner. */
  busy: boolean;
  /** The sandbox cannot run here (unsupported browser, failed start). */
  failed: boolean;
  /** A run waits for Python's first boot. */
  queued: boolean;
  /** A spare interpreter is starting after a run; the sandbox itself is ready. */
  spareStarting: boolean;
}

/** Python has booted at least once on this page (the pool knows how it waits), so a loading phase is a spare's boot. */
const bootedBefore = (s: SandboxStatus): boolean => s.pythonWait !== undefined;

function idleText(status: SandboxStatus | null): string {
  if (!status) return 'Sandbox not started';
  switch (status.phase) {
    case 'loading':
      return `Loading Pyodide…${status.detail ? ` (${status.detail})` : ''}`;
    case 'ready':
      return 'Sandbox ready';
    case 'running':
      return 'Running…';
    case 'error':
      return `Sandbox failed to start${status.detail ? `: ${status.detail}` : ''}`;
    case 'unsupported':
      return status.detail ?? 'This browser cannot run the sandbox.';
  }
}

export function sandboxStatusView(status: SandboxStatus | null, running: boolean): SandboxStatusView {
  const loading = !status || status.phase === 'loading';
  const spareStarting = !!status && status.phase === 'loading' && bootedBefore(status);
  const failed = status?.phase === 'unsupported' || status?.phase === 'error';
  if (running) {
    const queued = loading && !spareStarting;
    const detail = status?.detail ? ` (${status.detail})` : '';
    const text = queued ? `Will run when Python is ready${detail}` : status?.toolProgress ? `Running… ${status.toolProgress}` : 'Running…';
    return { phase: 'running', text, busy: true, failed: false, queued, spareStarting: false };
  }
  if (spareStarting) return { phase: 'loading', text: 'Sandbox ready · a fresh interpreter for the next run is starting', busy: false, failed: false, queued: false, spareStarting };
  return { phase: status?.phase ?? 'idle', text: idleText(status), busy: loading && !!status, failed, queued: false, spareStarting: false };
}
