// The variants of the "brewery-notes" MCP server, in port order from MCP_BASE_PORT: each fails a browser client
// in one specific way (or not at all), so the page's failure diagnosis can be tested against a real SDK server.

export const MCP_VARIANTS = ['open', 'bearer', 'nocors', 'hidden-session', 'legacy-sse'] as const;
export type McpVariant = (typeof MCP_VARIANTS)[number];

/** What every MCP request to the `bearer` variant must carry. */
export const MCP_BEARER_TOKEN = 'test-mcp-token';

export interface VariantTraits {
  /** full: preflight + exposed session headers; hidden: preflight but nothing exposed; none: no CORS headers. */
  cors: 'full' | 'hidden' | 'none';
  bearer: boolean;
  transport: 'streamable' | 'sse';
  /** The path a client is given (Streamable HTTP endpoint, or the legacy transport's GET stream). */
  path: string;
}

export const VARIANT_TRAITS: Record<McpVariant, VariantTraits> = {
  open: { cors: 'full', bearer: false, transport: 'streamable', path: '/mcp' },
  bearer: { cors: 'full', bearer: true, transport: 'streamable', path: '/mcp' },
  nocors: { cors: 'none', bearer: false, transport: 'streamable', path: '/mcp' },
  'hidden-session': { cors: 'hidden', bearer: false, transport: 'streamable', path: '/mcp' },
  'legacy-sse': { cors: 'full', bearer: false, transport: 'sse', path: '/sse' },
};

export const variantPort = (basePort: number, variant: McpVariant): number => basePort + MCP_VARIANTS.indexOf(variant);
