// The authoritative copy of a chat's workspace: files under /data, kept by the page and handed into every run.
// A run's writes are applied all or nothing; caps are checked here too (the last of the layers that check them).
import type { WorkspaceChanges, WorkspaceFile } from '../execution/types';
import { capError, WORKSPACE_CAPS, type WorkspaceCaps } from './caps';

export interface WorkspaceEntry {
  name: string;
  bytes: Uint8Array;
  /** The step that wrote it (e.g. "t2-1 execute", "off-ramp of t1-0 listBreweries"). */
  source: string;
  updatedAt: number;
}

/** What a run (and its off-ramp) sees of the workspace: the whole of it, or a view bound to one spec and chat. */
export interface WorkspaceView {
  list: () => WorkspaceEntry[];
  get: (name: string) => WorkspaceEntry | undefined;
  handIn: () => WorkspaceFile[];
  /** Applies a run's writes, or none of them: returns why not, else null. */
  apply: (changes: WorkspaceChanges, source: string) => string | null;
  put: (name: string, bytes: Uint8Array, source: string) => string | null;
  /** False once the workspace this view was taken of was emptied (another spec loaded, New chat). */
  current: () => boolean;
}

export const SWITCHED_ERROR = 'the workspace this run started on was emptied while it ran (another spec was loaded, or a new chat started)';

export class Workspace implements WorkspaceView {
  private readonly files = new Map<string, WorkspaceEntry>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change (lets a UI re-render cheaply). */
  version = 0;
  /** Bumped by every clear(), even of an empty workspace: views taken before it are no longer current. */
  private epoch = 0;

  constructor(private readonly caps: WorkspaceCaps = WORKSPACE_CAPS, private readonly now: () => number = Date.now) {}

  list(): WorkspaceEntry[] {
    return [...this.files.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  get(name: string): WorkspaceEntry | undefined {
    return this.files.get(name);
  }

  /** Every file, for the next run (the sandbox copies them; this copy stays authoritative). */
  handIn(): WorkspaceFile[] {
    return [...this.files.values()].map((f) => ({ name: f.name, bytes: f.bytes }));
  }

  totalBytes(): number {
    let total = 0;
    for (const f of this.files.values()) total += f.bytes.byteLength;
    return total;
  }

  /** Applies a run's writes, or none of them: returns why not (a cap), else null. */
  apply(changes: WorkspaceChanges, source: string): string | null {
    if (changes.written.length === 0 && changes.deleted.length === 0) return null;
    const error = capError(new Map([...this.files].map(([name, f]) => [name, f.bytes.byteLength])), changes, this.caps);
    if (error) return error;
    for (const name of changes.deleted) this.files.delete(name);
    const at = this.now();
    for (const f of changes.written) this.files.set(f.name, { name: f.name, bytes: f.bytes, source, updatedAt: at });
    this.changed();
    return null;
  }

  put(name: string, bytes: Uint8Array, source: string): string | null {
    return this.apply({ written: [{ name, bytes }], deleted: [] }, source);
  }

  current(): boolean {
    return true;
  }

  /**
   * A view bound to the workspace as it is now (one run, one chat turn): once clear() has run, it reads as empty
   * and refuses writes, so a run that ends after a spec switch never writes into the next spec's workspace.
   */
  bind(): WorkspaceView {
    const epoch = this.epoch;
    const current = () => this.epoch === epoch;
    return {
      list: () => (current() ? this.list() : []),
      get: (name) => (current() ? this.get(name) : undefined),
      handIn: () => (current() ? this.handIn() : []),
      apply: (changes, source) => (current() ? this.apply(changes, source) : SWITCHED_ERROR),
      put: (name, bytes, source) => (current() ? this.put(name, bytes, source) : SWITCHED_ERROR),
      current,
    };
  }

  clear(): void {
    this.epoch++;
    if (this.files.size === 0) return;
    this.files.clear();
    this.changed();
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    this.version++;
    for (const fn of this.listeners) fn();
  }
}
