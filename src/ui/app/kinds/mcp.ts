// The MCP kind in the UI: its requests are tool calls through the page's connection (the broker's tool sender), with
// no credentials, mock or proxy here; its chip has an "MCP" badge and, on hover, the revision spoken (after the first,
// the server's URL too).
import type { UiSourceKind } from './types';

export const MCP_UI: UiSourceKind = {
  id: 'mcp',
  environment: (entry) => ({
    name: entry.shortName, summary: entry.summary, targetAuth: {}, mock: null, proxy: null,
    ...(entry.mcp ? { tools: entry.mcp.tools, mcpUrl: entry.mcp.url } : {}),
  }),
  linkValue: (entry) => entry.mcp?.url,
  chip: {
    testId: 'mcp',
    badge: { text: 'MCP', title: 'An MCP server: its tools are the operations' },
    title: (entry, first) => {
      const named = entry.mcp && !first ? `${entry.summary.title} (${entry.mcp.url})` : entry.summary.title;
      return entry.mcp?.speaks ? `${named} · ${entry.mcp.speaks}` : named;
    },
  },
};
