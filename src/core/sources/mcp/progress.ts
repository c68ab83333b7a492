// A tool call's progress as the page shows it (on the link path: nothing of the SDK at run time here; the wait is wait.ts).
import type { Progress } from '@modelcontextprotocol/client';
import type { McpProgress } from './types';

/** A server's progress as the run view shows it: its message, else the numbers. */
export function progressOf(p: Progress): McpProgress {
  return {
    progress: p.progress,
    ...(typeof p.total === 'number' ? { total: p.total } : {}),
    ...(typeof p.message === 'string' && p.message ? { message: p.message.slice(0, 200) } : {}),
  };
}

/** "slow_tool: 3 of 10 · step 3": what the run view and chat show while the call runs. */
export function toolProgressText(tool: string, p: McpProgress): string {
  const count = p.total !== undefined ? `${p.progress} of ${p.total}` : String(p.progress);
  return `${tool}: ${count}${p.message ? ` · ${p.message}` : ''}`;
}
