// Pre-booted sandboxes, each used for exactly one run. The first boots cold and hands the page a memory snapshot of
// an interpreter that has run no user code; every later one restores it (fast), so every run gets a fresh
// interpreter and the next one boots while the model thinks. A run already waiting for the page's first boot (a
// link's Run pressed early) gets it without the snapshot, and the boot that makes it starts once that run has ended.
// That snapshot is kept for the next visit (`store`); one that fails to restore is forgotten and a cold boot makes a
// new one.
import type { PythonWait, SandboxAssets } from '../contract';
import { SandboxInstance, type PageBootMode, type SnapshotReport } from './instance';
import { MISMATCH_NOTE, noSnapshotStore, type SnapshotStore } from './snapshotStore';

const RESTORE_FAILED_NOTE = 'The Python snapshot kept from an earlier visit did not restore: it was dropped, Python started cold and made a new one.';

export interface PoolStatus {
  /** A booted spare is waiting. */
  ready: boolean;
  /** Every spare the pool keeps has booted (steady state). */
  full: boolean;
  /** Failure of the spare that would run next, when it could not start. */
  failure?: { state: 'unsupported' | 'error'; detail: string };
  detail: string;
  snapshotBytes: number;
  /** WebAssembly memory of one booted spare (bytes), 0 until one has booted. */
  spareHeapBytes: number;
  /** Why the snapshot kept from an earlier visit was dropped (Python then started cold), if it was. */
  notice?: string;
  /** How the booted spares' interpreters wait for requests (the same for every spare of one page). */
  wait?: PythonWait;
}

export class SandboxPool {
  private spares: SandboxInstance[] = [];
  private snapshot: Blob | null = null;
  /** Whether the kept snapshot's bytes match their digest (checked while the first spare starts); no restore waits for it otherwise. */
  private matched: Promise<boolean> | undefined;
  /** That check said no: the spare that waited for it failed, and the note says why. */
  private mismatch = false;
  /** Pending boots waiting for the first snapshot; settled when it arrives or fails. */
  private waiting: Array<(mode: PageBootMode) => void> = [];
  private snapshotMaker: SandboxInstance | null = null;
  private heapBytes = 0;
  private wait: PythonWait | undefined;
  private disposed = false;
  /** Spares restoring the snapshot of an earlier visit (until it has restored once). */
  private fromStore = new WeakSet<SandboxInstance>();
  private storedSnapshot = false;
  private notice: string | undefined;
  /** The page's first boot may hand its interpreter to a waiting run unsnapshotted, once (later makers always save). */
  private skipUsed = false;
  /** That run's sandbox: the cold boot that makes the snapshot instead waits for it to end rather than slow it. */
  private skipper: SandboxInstance | null = null;
  private afterSkipper: Array<() => void> = [];
  private readonly loaded: Promise<void>;

  constructor(
    private readonly assets: Promise<SandboxAssets>,
    private readonly size: number,
    private readonly onChange: () => void,
    private readonly store: SnapshotStore = noSnapshotStore,
  ) {
    this.loaded = store.load().then((kept) => {
      if (kept.snapshot) {
        this.snapshot = kept.snapshot;
        this.matched = kept.matched;
        void kept.matched.then((ok) => (this.mismatch = !ok));
        this.storedSnapshot = true;
      } else if (kept.note) this.notice = kept.note;
    }, () => undefined);
    this.fill();
  }

  /** Keeps `size` live spares (booting or ready). */
  fill(): void {
    if (this.disposed) return;
    this.spares = this.spares.filter((s) => s.state === 'booting' || s.state === 'ready');
    while (this.spares.length < this.size) this.spares.push(this.spawn());
  }

  /** The iframe and worker start at once; how the interpreter boots is decided once the kept snapshot is looked up. */
  private spawn(): SandboxInstance {
    const spare: SandboxInstance = new SandboxInstance(this.assets, this.loaded.then(() => this.bootMode(spare)), () => this.changed(), (r) => this.onSnapshot(spare, r));
    return spare;
  }

  private bootMode(spare: SandboxInstance): PageBootMode | Promise<PageBootMode> {
    if (this.skipper && !this.snapshot) return new Promise<void>((resolve) => this.afterSkipper.push(resolve)).then(() => this.bootMode(spare));
    if (this.snapshot) {
      if (this.storedSnapshot) this.fromStore.add(spare);
      return { kind: 'snapshot', snapshot: this.snapshot, ...(this.matched ? { matched: this.matched } : {}) };
    }
    // A spare destroyed before the lookup just waits: it never starts.
    if (!spare.isDead() && (!this.snapshotMaker || this.snapshotMaker.isDead())) {
      this.snapshotMaker = spare;
      return { kind: 'make-snapshot' };
    }
    return new Promise<PageBootMode>((resolve) => this.waiting.push(resolve));
  }

  private onSnapshot(maker: SandboxInstance, report: SnapshotReport): void {
    if (maker !== this.snapshotMaker) return;
    this.snapshotMaker = null;
    if ('snapshot' in report) {
      this.snapshot = report.snapshot;
      this.matched = undefined;
      void this.store.save(report.snapshot);
    }
    // Without a snapshot each waiting spare boots cold and tries to make one itself.
    const mode: PageBootMode = 'snapshot' in report ? { kind: 'snapshot', snapshot: report.snapshot } : { kind: 'make-snapshot' };
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(mode);
  }

  private changed(): void {
    if (this.skipper?.isDead()) {
      this.skipper = null;
      const after = this.afterSkipper;
      this.afterSkipper = [];
      for (const resolve of after) resolve();
    }
    for (const s of this.spares) if (s.state === 'ready' && s.heapBytes) this.heapBytes = s.heapBytes;
    for (const s of this.spares) if (s.state === 'ready' && s.wait) this.wait = s.wait;
    for (const s of this.spares) {
      if (!this.fromStore.has(s) || s.state === 'booting') continue;
      this.fromStore.delete(s);
      if (s.state === 'ready') this.storedSnapshot = false;
      // The kept snapshot did not restore (e.g. a browser update): forget it; the next spare boots cold and makes one.
      else if (s.state === 'error' && this.storedSnapshot) {
        this.storedSnapshot = false;
        this.notice = this.mismatch ? MISMATCH_NOTE : RESTORE_FAILED_NOTE;
        this.snapshot = null;
        this.matched = undefined;
        void this.store.clear();
        s.destroy();
        this.fill();
        return;
      }
    }
    // A maker that died before its snapshot lets the next spare become the maker.
    if (this.snapshotMaker && this.snapshotMaker.state !== 'booting') this.onSnapshot(this.snapshotMaker, { error: this.snapshotMaker.detail || 'stopped' });
    this.onChange();
  }

  /** The next spare: removed from the pool (a replacement starts booting at once). Waits while it boots. */
  async take(): Promise<SandboxInstance> {
    await this.loaded;
    for (let attempt = 0; ; attempt++) {
      this.fill();
      const ready = this.spares.find((s) => s.state === 'ready');
      const next = ready ?? this.spares[0];
      if (!next) throw new Error('The sandbox was disposed');
      if (next.state === 'booting') {
        // The first boot's snapshot only speeds up later starts: the run that waits now gets the interpreter first.
        if (next === this.snapshotMaker && !this.skipUsed) {
          this.skipUsed = true;
          this.skipper = next;
          next.skipSnapshot();
        }
        await next.ready;
      }
      if (next.state === 'ready' || attempt >= 1) {
        this.spares = this.spares.filter((s) => s !== next);
        this.fill();
        return next;
      }
      next.destroy();
    }
  }

  status(): PoolStatus {
    const live = this.spares.filter((s) => !s.isDead());
    const first = live[0];
    const failure = first && (first.state === 'unsupported' || first.state === 'error') ? { state: first.state, detail: first.detail } : undefined;
    return {
      ready: live.some((s) => s.state === 'ready'),
      full: live.length >= this.size && live.every((s) => s.state === 'ready'),
      ...(failure ? { failure } : {}),
      detail: first?.detail ?? '',
      snapshotBytes: this.snapshot?.size ?? 0,
      spareHeapBytes: this.heapBytes,
      ...(this.notice ? { notice: this.notice } : {}),
      ...(this.wait ? { wait: this.wait } : {}),
    };
  }

  dispose(): void {
    this.disposed = true;
    for (const s of this.spares) s.destroy();
    this.spares = [];
  }
}
