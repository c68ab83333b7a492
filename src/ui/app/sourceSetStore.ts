// The page's loaded sources, React-free: the ordered entries with their settings, the removed names, and how many
// times the whole set was replaced. Hooks subscribe (useSyncExternalStore) and call its methods; nothing else holds a
// source's state. Removing the first source is removing entry 0: the next one is then first, with its own settings.
import { addSource, removeSource, renameSource, replaceSource } from '../../core/sources';
import type { RemovedApi } from '../../sandbox';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { removedApi, withRemoved, type SourceEntry, type SourceSettings } from './apiSet';

export interface SourceSetState {
  /** In order: entry 0 gives BASE_URL and the link's `spec=`. */
  entries: readonly SourceEntry[];
  /** Sources removed from this page: refused by name to later runs. */
  removed: readonly RemovedApi[];
  /** Loads that replaced the whole set so far. */
  generation: number;
  /** Changes whenever another source becomes entry 0 (a load, or entry 0 removed). */
  firstLoad: number;
}

type Listener = () => void;

export class SourceSetStore {
  private state: SourceSetState = { entries: [], removed: [], generation: 0, firstLoad: 0 };
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SourceSetState => this.state;

  first(): SourceEntry | undefined {
    return this.state.entries[0];
  }

  find(id: string): SourceEntry | undefined {
    return this.state.entries.find((e) => e.id === id);
  }

  /** A load the usual way: `entry` replaces the whole set (the removed names stay). */
  reset(entry: SourceEntry): void {
    const { generation, firstLoad } = this.state;
    this.set({ ...this.state, entries: [entry], generation: generation + 1, firstLoad: firstLoad + 1 });
  }

  /** Appends a source loaded beside the others (one with the same id is taken out first). */
  add(entry: SourceEntry): void {
    this.set({ ...this.state, entries: addSource(removeSource(this.state.entries, entry.id), entry) });
  }

  /** Removes a source and records it as removed; the only source cannot be removed. Returns the removed entry. */
  remove(id: string): SourceEntry | null {
    const { entries, removed, firstLoad } = this.state;
    const gone = entries.find((e) => e.id === id);
    if (!gone || entries.length < 2) return null;
    const wasFirst = entries[0] === gone;
    this.set({ ...this.state, entries: removeSource(entries, id), removed: withRemoved(removed, removedApi(gone)), firstLoad: wasFirst ? firstLoad + 1 : firstLoad });
    return gone;
  }

  /** The entries with `id` renamed, or why not (the store is unchanged: the worker must accept the names first). */
  renamed(id: string, shortName: string): { ok: true; entries: SourceEntry[] } | { ok: false; error: string } {
    const outcome = renameSource(this.state.entries, id, shortName);
    return outcome.ok ? { ok: true, entries: outcome.list } : outcome;
  }

  rename(id: string, shortName: string): void {
    const outcome = this.renamed(id, shortName);
    if (outcome.ok) this.set({ ...this.state, entries: outcome.entries });
  }

  /** The source `id` loaded again (an MCP server's tools re-listed): in its place, its name and settings kept. */
  replace(id: string, next: { id: string; summary: LoadedSummary }): void {
    const old = this.find(id);
    if (old) this.set({ ...this.state, entries: replaceSource(this.state.entries, id, { ...old, id: next.id, summary: next.summary }) });
  }

  update(id: string, change: Partial<SourceSettings>): void {
    const { entries } = this.state;
    if (!entries.some((e) => e.id === id)) return;
    this.set({ ...this.state, entries: entries.map((e) => (e.id === id ? { ...e, settings: { ...e.settings, ...change } } : e)) });
  }

  private set(next: SourceSetState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
