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

export class Workspace {
  private readonly files = new Map<string, WorkspaceEntry>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change (lets a UI re-render cheaply). */
  version = 0;

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

  clear(): void {
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
