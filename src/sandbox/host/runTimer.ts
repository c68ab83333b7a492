// A run's wall-clock limit that can pause (while the user decides on a request) and resume where it left off.
export class RunTimer {
  private remaining = 0;
  private since = 0;
  private handle: ReturnType<typeof setTimeout> | undefined;
  private onExpire: () => void = () => undefined;
  private paused = 0;
  private started = false;
  private stopped = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  start(ms: number, onExpire: () => void): void {
    this.remaining = ms;
    this.onExpire = onExpire;
    this.started = true;
    if (this.paused === 0) this.arm();
  }

  /** Nested pauses (concurrent approvals) count: the clock runs again when the last one resumes. */
  pause(): void {
    if (this.paused++ > 0 || this.handle === undefined) return;
    clearTimeout(this.handle);
    this.handle = undefined;
    this.remaining -= this.now() - this.since;
  }

  resume(): void {
    if (this.paused === 0 || --this.paused > 0) return;
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.handle);
    this.handle = undefined;
  }

  private arm(): void {
    if (this.stopped || !this.started) return;
    this.since = this.now();
    this.handle = setTimeout(() => this.onExpire(), Math.max(0, this.remaining));
  }
}
