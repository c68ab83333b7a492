// Loaded only when an MCP server is added (a dynamic import): the SDK client is large, and a page that never adds
// one must not download it (e2e/link-budget.spec.ts holds the link path to its budget).
import { connectMcp, mcpKey, mcpSpecText, type McpConnectOptions, type McpFailure } from '../../core/sources';
import type { SpecInput } from '../workers/catalogProtocol';
import { newEntry, type McpEntry } from './mcpSources';

export { closeEntry, McpRegistry } from './mcpSources';

/** Connects; the entry holds the connection (and, inside it, the credential), not yet placed in the registry. */
export async function openMcp(url: string, options: McpConnectOptions): Promise<{ ok: true; entry: McpEntry } | { ok: false; failure: McpFailure }> {
  const outcome = await connectMcp(url, options);
  return outcome.ok ? { ok: true, entry: newEntry(url, outcome.connection) } : outcome;
}

/** The server's tools, as listed now, as the catalog worker loads them: a synthetic OpenAPI document. */
export function mcpSpecInput(entry: McpEntry): SpecInput {
  const { server, tools } = entry.connection;
  return { kind: 'text', name: entry.url, text: mcpSpecText(server, tools(), mcpKey(entry.url), entry.url) };
}
