// The few names the page needs before any MCP server is added (the link path): the reserved origin of tool calls and
// the sign-in key. The document builder and the client stay in their own files, loaded with the first server.

/** Reserved (RFC 2606 `.invalid`): a request here is a tool call the page makes, never a network request. */
export const MCP_ORIGIN = 'https://mcp.invalid';

export const mcpBaseUrl = (key: string): string => `${MCP_ORIGIN}/${key}`;

/** Whether a base URL is an MCP server's (its operations are tools; Python calls them with call_tool). */
export const isMcpBaseUrl = (url: string | undefined): boolean => url !== undefined && url.startsWith(`${MCP_ORIGIN}/`);

/** How the broker marks a tool call's answer for Python and classic mode: json, text, error or unknown-tool. */
export const MCP_RESULT_HEADER = 'x-mcp-result';

/** Which server a sign-in that left the page was for (read once the user is back). */
export const PENDING_KEY = 'mcp-oauth:pending';
