// What a connection speaks, as the page shows it: the revision agreed on, and how (statelessly, or after the
// initialize handshake over its transport).
import type { McpConnection } from './types';

export function spokenBy(c: Pick<McpConnection, 'transport' | 'era' | 'revision'>): string {
  const revision = c.revision ? `MCP ${c.revision}` : 'MCP';
  if (c.era === 'modern') return `${revision}, stateless`;
  return `${revision} over ${c.transport === 'sse' ? 'HTTP+SSE' : 'Streamable HTTP'}`;
}
