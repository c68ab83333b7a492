// Loaded only when an MCP server is added (a dynamic import): the SDK client is large, and a page that never adds
// one must not download it (e2e/link-budget.spec.ts holds the link path to its budget).
import { connectMcp, mcpSpecText, type McpAuth, type McpConnectOptions, type McpFailure } from '../../core/sources';
import type { SpecInput } from '../workers/catalogProtocol';
import { beginMcpSignIn, mcpOAuthOptions } from './mcpSignIn';
import { newEntry, type McpEntry } from './mcpSources';

export { closeEntry, McpRegistry } from './mcpSources';
export { mcpKey } from '../../core/sources';

/** Connects; the entry holds the connection (and, inside it, the credential), not yet placed in the registry. */
export async function openMcp(url: string, key: string, options: McpConnectOptions): Promise<{ ok: true; entry: McpEntry } | { ok: false; failure: McpFailure }> {
  const outcome = await connectMcp(url, options);
  return outcome.ok ? { ok: true, entry: newEntry(url, key, outcome.connection) } : outcome;
}

/** The server's tools, as listed now, as the catalog worker loads them: a synthetic OpenAPI document. */
export function mcpSpecInput(entry: McpEntry): SpecInput {
  const { server, tools } = entry.connection;
  return { kind: 'text', name: entry.url, text: mcpSpecText(server, tools(), entry.key, entry.url) };
}

/** A credential typed in the form, else OAuth (used only when the server asks for it; its tokens in sessionStorage). */
export function credentialOptions(url: string, auth: McpAuth | undefined): Pick<McpConnectOptions, 'auth' | 'oauth'> {
  if (auth) return { auth };
  try {
    return { oauth: mcpOAuthOptions(url, window.location, window.sessionStorage) };
  } catch {
    return {};
  }
}

/** Leaves for the authorization page the server named (after the user's click); false when it cannot. */
export function startSignIn(server: string, authorizationUrl: string): boolean {
  try {
    return beginMcpSignIn(server, authorizationUrl, window.location, window.sessionStorage);
  } catch {
    return false;
  }
}
