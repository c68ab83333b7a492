// The MCP kind: a remote MCP server whose tools the page lists as a synthetic spec on the reserved origin (names.ts).
// Its requests are tool calls the page makes (the broker's tool sender), each tool takes its arguments whole, Python
// reaches it with call_tool, and a link carries its URL as `mcp=`.
import type { SourceKindDef } from '../kind';
import { isMcpBaseUrl } from './names';

/** An MCP server URL a link may carry: http(s) without user name, password, query or fragment (where keys hide), else undefined. */
export function linkableMcpUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^?#]+$/i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.username || url.password ? undefined : trimmed;
  } catch {
    return undefined;
  }
}

function promptLine(names: readonly string[]): string {
  return `${names.join(', ')} ${names.length === 1 ? 'is an MCP server' : 'are MCP servers'}: its operations are tools (POST /<tool>, the body is the arguments). ` +
    `In Python call them with call_tool("${names[0] ?? ''}.<tool>", {...}): it returns the tool's structured result (else its text, as JSON when it parses) and raises ToolError when the tool fails.`;
}

export const MCP_KIND: SourceKindDef = {
  id: 'mcp',
  owns: isMcpBaseUrl,
  toolArguments: true,
  promptLine,
  link: { key: 'mcp', read: linkableMcpUrl },
  settings: [],
};
