// A server's tool list as the page keeps it: every page in the server's order, and how long the server lets it be
// used (2026-07-28's `ttlMs`; older servers give none and say `tools/list_changed` instead).
import type { Client, Tool } from '@modelcontextprotocol/client';
import type { McpToolInfo } from './types';

/** Pages of tools/list followed at most (a cursor loop must end). */
export const MAX_PAGES = 20;

export interface ListedTools {
  tools: McpToolInfo[];
  /** When the server's `ttlMs` runs out (ms since the epoch); absent when it gave none. */
  staleAt?: number;
}

export function toolInfo(t: Tool): McpToolInfo {
  return {
    name: t.name, inputSchema: t.inputSchema,
    ...(t.title ? { title: t.title } : {}), ...(t.description ? { description: t.description } : {}),
    ...(t.outputSchema ? { outputSchema: t.outputSchema } : {}),
    ...(t.annotations ? { annotations: { ...t.annotations } } : {}),
    ...(t.execution?.taskSupport ? { taskSupport: t.execution.taskSupport } : {}),
  };
}

/** The whole list (the SDK walks the pages, in order, capped at MAX_PAGES); a fresh copy the SDK holds is served without a request. */
export async function listAll(client: Client, timeout: number, now = Date.now()): Promise<ListedTools> {
  const res = await client.listTools(undefined, { timeout });
  const ttl = (res as { ttlMs?: unknown }).ttlMs;
  return { tools: res.tools.map(toolInfo), ...(typeof ttl === 'number' && Number.isFinite(ttl) ? { staleAt: now + Math.max(0, ttl) } : {}) };
}
