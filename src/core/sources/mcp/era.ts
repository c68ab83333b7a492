// Which MCP revision each server speaks, remembered for this page's life: the first connection asks (server/discover,
// else the initialize handshake) and later ones (a new session, a sign-in's return, a reconnect) start from the answer.
// The SDK's rule: a remembered modern answer that went stale fails loudly (then it is forgotten and asked again); a
// legacy one keeps working, since a server that learned 2026-07-28 still answers initialize.
import type { Client, PriorDiscovery } from '@modelcontextprotocol/client';

/** The revisions the page speaks, newest first (docs/mcp-servers.md lists them too). */
export const SPOKEN_REVISIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'] as const;

const known = new Map<string, PriorDiscovery>();

/** Server URLs without their fragment: the same endpoint. */
const keyOf = (url: string): string => url.split('#')[0] ?? url;

export function rememberedEra(url: string): PriorDiscovery | undefined {
  return known.get(keyOf(url));
}

/** Notes what a connected client negotiated (a discover result for a modern server, else "legacy"). */
export function rememberEra(url: string, client: Client): void {
  const discover = client.getDiscoverResult();
  if (client.getProtocolEra() === 'modern' && discover) known.set(keyOf(url), { kind: 'modern', discover });
  else if (client.getProtocolEra() === 'legacy') known.set(keyOf(url), { kind: 'legacy' });
}

export function forgetEra(url: string): void {
  known.delete(keyOf(url));
}
