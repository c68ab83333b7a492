// The MCP connection failures the add form shows, and what clears them (useMcpSources dispatches; the form reads).
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
  if (event.type === 'failed') return [event.entry];
  return state.length === 0 ? state : [];
}
