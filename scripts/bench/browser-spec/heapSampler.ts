// Peak JS heap of a page AND its dedicated workers (separate V8 isolates), sampled over CDP every few ms.
// Workers are reached through non-flat auto-attach on our own CDP session (Playwright exposes no worker CDP).
import type { CDPSession, Page } from 'playwright-core';

interface HeapUsage {
  usedSize: number;
}

export interface HeapPeaks {
  pageMb: number;
  workerMb: number;
  /** Highest sum of page + all workers seen in one sampling round. */
  totalMb: number;
}

const mb = (bytes: number) => bytes / 1048576;

export class HeapSampler {
  private readonly workers = new Set<string>();
  private readonly pending = new Map<number, (u: HeapUsage | null) => void>();
  private nextId = 1;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  readonly peaks: HeapPeaks = { pageMb: 0, workerMb: 0, totalMb: 0 };

  private constructor(private readonly cdp: CDPSession) {
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type === 'worker') this.workers.add(e.sessionId);
    });
    cdp.on('Target.detachedFromTarget', (e) => {
      if (e.sessionId) this.workers.delete(e.sessionId);
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const msg = JSON.parse(e.message) as { id?: number; result?: HeapUsage };
      if (msg.id === undefined) return;
      this.pending.get(msg.id)?.(msg.result ?? null);
      this.pending.delete(msg.id);
    });
  }

  /** Attach before navigating so the app's workers are seen from their start. */
  static async attach(page: Page): Promise<HeapSampler> {
    const cdp = await page.context().newCDPSession(page);
    const sampler = new HeapSampler(cdp);
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    return sampler;
  }

  private workerHeap(sessionId: string): Promise<number> {
    const id = this.nextId++;
    // A busy worker answers between tasks; 2 s bounds a round so the page sample keeps coming.
    const reply = new Promise<HeapUsage | null>((ok) => {
      this.pending.set(id, ok);
      setTimeout(() => ok(null), 2000);
    });
    const sent = this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) });
    return sent.then(() => reply, () => null).then((u) => (u ? mb(u.usedSize) : 0));
  }

  async sample(): Promise<void> {
    const [page, ...workers] = await Promise.all([
      this.cdp.send('Runtime.getHeapUsage').then((u) => mb(u.usedSize), () => 0),
      ...[...this.workers].map((s) => this.workerHeap(s)),
    ]);
    const workerTotal = workers.reduce((a, b) => a + b, 0);
    this.peaks.pageMb = Math.max(this.peaks.pageMb, page);
    this.peaks.workerMb = Math.max(this.peaks.workerMb, ...workers, 0);
    this.peaks.totalMb = Math.max(this.peaks.totalMb, page + workerTotal);
  }

  start(intervalMs = 25): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await this.sample();
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    })();
  }

  async stop(): Promise<HeapPeaks> {
    this.running = false;
    await this.loop;
    await this.sample();
    return { pageMb: Math.round(this.peaks.pageMb), workerMb: Math.round(this.peaks.workerMb), totalMb: Math.round(this.peaks.totalMb) };
  }
}
