// The variants of the "brewery-notes" MCP server, each on MCP_BASE_PORT + its offset: each fails a browser client
// in one specific way (or not at all), so the page's failure diagnosis can be tested against a real SDK server.

export const MCP_VARIANTS = ['open', 'bearer', 'nocors', 'hidden-session', 'legacy-sse', 'oauth'] as const;
export type McpVariant = (typeof MCP_VARIANTS)[number];

/** What every MCP request to the `bearer` variant must carry. */
export const MCP_BEARER_TOKEN = 'test-mcp-token';

export interface VariantTraits {
  offset: number;
  /** full: preflight + exposed session headers; hidden: preflight but nothing exposed; none: no CORS headers. */
  cors: 'full' | 'hidden' | 'none';
  /** static: MCP_BEARER_TOKEN; oauth: a token the authorization server (AUTH_SERVER_OFFSET) issued. */
  auth: 'none' | 'static' | 'oauth';
  transport: 'streamable' | 'sse';
  /** The path a client is given (Streamable HTTP endpoint, or the legacy transport's GET stream). */
  path: string;
}

/** The OAuth 2.1 authorization server (e2e/servers/mcp/oauth.ts) the `oauth` variant trusts. */
export const AUTH_SERVER_OFFSET = 5;

export const VARIANT_TRAITS: Record<McpVariant, VariantTraits> = {
  open: { offset: 0, cors: 'full', auth: 'none', transport: 'streamable', path: '/mcp' },
  bearer: { offset: 1, cors: 'full', auth: 'static', transport: 'streamable', path: '/mcp' },
  nocors: { offset: 2, cors: 'none', auth: 'none', transport: 'streamable', path: '/mcp' },
  'hidden-session': { offset: 3, cors: 'hidden', auth: 'none', transport: 'streamable', path: '/mcp' },
  'legacy-sse': { offset: 4, cors: 'full', auth: 'none', transport: 'sse', path: '/sse' },
  oauth: { offset: 6, cors: 'full', auth: 'oauth', transport: 'streamable', path: '/mcp' },
};

export const variantPort = (basePort: number, variant: McpVariant): number => basePort + VARIANT_TRAITS[variant].offset;
