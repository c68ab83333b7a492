// The hints an MCP tool call is judged by: the tool list its run started with, not the server's latest. A server
// that re-lists mid-run (notifications/tools/list_changed) cannot switch a question off; any change asks and says so.
import type { McpToolAnnotations, ToolHook } from '../contract';

type Hints = McpToolAnnotations | undefined;

/** The annotations a question shows (null = no such tool), and why the hints count as changed (then it always asks). */
export interface ToolHints {
  annotations: Hints | null;
  changed?: string;
}

// Per connection (one hook each): the tools it ever listed as not read-only. One that says read-only later keeps
// asking until the server is connected again, so a flip between runs does not switch the question off either.
const seenWrites = new WeakMap<ToolHook, Set<string>>();

const readOnly = (a: Hints | null): boolean => a?.readOnlyHint === true;

const APPEARED = 'This tool was not in its server\'s tool list when the run started (it appeared during the run), so its hints count as unknown';
const TURNED_READ = 'The server changed this tool\'s hints during the run: it was not read-only when the run started (it now says readOnlyHint: true)';
const TURNED_WRITE = 'The server changed this tool\'s hints during the run: it was read-only when the run started and now is not';
const WAS_WRITE = 'Its server listed this tool as not read-only earlier (since this page connected to it) and as read-only only later, so it still asks';

/** Copies the hook's tool list now (a run's start); the returned lookup gives each call of the run its hints. */
export function startHints(hook: ToolHook): (tool: string) => ToolHints {
  const writes = seenWrites.get(hook) ?? new Set<string>();
  seenWrites.set(hook, writes);
  const earlierWrites = new Set(writes);
  const start = new Map<string, Hints>();
  for (const t of hook.list()) {
    start.set(t.name, t.annotations);
    if (!readOnly(t.annotations)) writes.add(t.name);
  }
  return (tool) => {
    const live = hook.annotations(tool);
    if (live !== null && !readOnly(live)) writes.add(tool);
    if (!start.has(tool)) return live === null ? { annotations: null } : { annotations: undefined, changed: APPEARED };
    const first = start.get(tool);
    if (!readOnly(first)) return readOnly(live) ? { annotations: first, changed: TURNED_READ } : { annotations: first };
    if (live !== null && !readOnly(live)) return { annotations: live, changed: TURNED_WRITE };
    return earlierWrites.has(tool) ? { annotations: first, changed: WAS_WRITE } : { annotations: first };
  };
}
