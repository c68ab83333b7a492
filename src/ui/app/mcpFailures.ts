// The MCP connection failures the add form shows, one per server, newest last (useMcpSources dispatches; the form
// reads). A server's failure stays until that server is tried again, connects, is dismissed or leaves the page: a link's
// servers connect one after another, and the next one's connect must not hide why the one before failed.
import type { McpFailure } from '../../core/sources';

/** A connection that failed, and why; `stepUp`: a connected server refused a call for a scope (its sign-in reconnects it). */
export interface McpFailureEntry {
  url: string;
  failure: McpFailure;
  stepUp?: boolean;
}

/** `failed`: a server's connection failed; `cleared`: servers tried again, connected, dismissed or gone from the page. */
export type McpFailureEvent = { type: 'failed'; entry: McpFailureEntry } | { type: 'cleared'; urls: readonly string[] };

export function mcpFailures(state: readonly McpFailureEntry[], event: McpFailureEvent): readonly McpFailureEntry[] {
  if (event.type === 'failed') return [...state.filter((f) => f.url !== event.entry.url), event.entry];
  const kept = state.filter((f) => !event.urls.includes(f.url));
  return kept.length === state.length ? state : kept;
}

/** A server connected: the form stays open while another server's failure is still to be read there. */
export const keepsFormOpen = (failures: readonly McpFailureEntry[], connected: string): boolean => failures.some((f) => f.url !== connected);
