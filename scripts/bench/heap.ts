// Heap measurement for benchmarks: a real gc() when available (flag set at runtime), plus a peak sampler.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gcFn = runInNewContext('typeof gc === "function" ? gc : undefined') as (() => void) | undefined;

export function collectGarbage(): void {
  gcFn?.();
}

export function heapMb(): number {
  return process.memoryUsage().heapUsed / 1048576;
}

/** Tracks the highest heapUsed seen; call sample() at phase boundaries (timers cannot fire during sync work). */
export class PeakHeap {
  peak = heapMb();
  private readonly timer = setInterval(() => this.sample(), 5);
  sample(): void {
    this.peak = Math.max(this.peak, heapMb());
  }
  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}
