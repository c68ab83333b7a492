// Loopback addresses of the test servers (reserved in the project brief; 4014/4016 are ours too).
export const BREWERY_HOST = '127.0.0.1';
/** CMP_E2E_BREWERY_PORT moves the stand-in, e.g. to run beside another checkout's servers on the same machine. */
export const BREWERY_PORT = Number(process.env.CMP_E2E_BREWERY_PORT ?? 4011);
export const BREWERY_ORIGIN = `http://${BREWERY_HOST}:${BREWERY_PORT}`;
/** The API base, as the bundled spec's `servers[0].url` says. */
export const BREWERY_BASE = `${BREWERY_ORIGIN}/v1`;
export const BREWERY_SPEC_URL = `${BREWERY_ORIGIN}/openapi.yaml`;
/** The test fixture spec: the brewery spec plus the bulk operation exportBreweries (GET /breweries/export). */
export const EXPORT_SPEC_URL = `${BREWERY_ORIGIN}/export/openapi.yaml`;

/** Nothing sandboxed may ever reach this: another loopback address and port. */
export const FORBIDDEN_HOST = '127.0.0.2';
export const FORBIDDEN_PORT = 4012;
export const FORBIDDEN_URL = `http://${FORBIDDEN_HOST}:${FORBIDDEN_PORT}`;
/** Same host as the allowed API, other port: catches "other port" escapes. Counted like FORBIDDEN_URL. */
export const FORBIDDEN_SAME_HOST_PORT = 4016;
export const FORBIDDEN_SAME_HOST_URL = `http://${BREWERY_HOST}:${FORBIDDEN_SAME_HOST_PORT}`;
/** Control listener of the forbidden server: reading the count here does not count. */
export const CONTROL_HOST = '127.0.0.1';
export const CONTROL_PORT = 4014;
export const FORBIDDEN_CONTROL_URL = `http://${CONTROL_HOST}:${CONTROL_PORT}`;
/** A second spec on the stand-in: bearer auth, a DELETE route and a "regional mirror" operation server. */
export const ITEMS_SPEC_URL = `${BREWERY_ORIGIN}/items/openapi.yaml`;
export const ITEMS_BASE = `${BREWERY_ORIGIN}/items-api`;
/** The items API on the forbidden server (nothing may reach it): mock mode answers it from the spec. */
export const ITEMS_OFFLINE_SPEC_URL = `${BREWERY_ORIGIN}/items/offline.yaml`;
/** An AWS-shaped spec on the forbidden server: a list/describe pair one path parameter apart, an X-Amz-Target operation. */
export const AWS_OFFLINE_SPEC_URL = `${BREWERY_ORIGIN}/items/aws-offline.yaml`;
/** An API without CORS headers (bearer auth) and the stand-in's CORS proxy in front of it. */
export const NOCORS_SPEC_URL = `${BREWERY_ORIGIN}/nocors/openapi.yaml`;
export const NOCORS_BASE = `${BREWERY_ORIGIN}/nocors-api`;
export const CORS_PROXY_TEMPLATE = `${BREWERY_ORIGIN}/cors-proxy?url={url}`;

/** The MCP test servers (e2e/servers/mcp.ts): one "brewery-notes" server, one variant per consecutive port. */
export const MCP_HOST = '127.0.0.1';
export const MCP_BASE_PORT = 4031;

/** Stdio bridges that e2e/mcp-bridge.spec.ts starts itself, each in front of server-memory (4041 is e2e/servers/hostile.ts). */
export const BRIDGE_PORTS = { mcpProxy: 4043, supergateway: 4044 } as const;
/**
 * MCP servers of two revisions side by side (e2e/servers/mcp-revisions.ts): the SDK's v2 server speaking only 2026-07-28,
 * and the v1 server (2025-11-25) behind CORS that predates the Mcp-Method and Mcp-Name headers.
 */
export const MCP_REVISION_PORTS = { modern: 4048, legacy: 4046 } as const;
/** The official MCP reference server (@modelcontextprotocol/server-everything), started by its own spec file. */
export const MCP_EVERYTHING_PORT = 4038;

/** The MCP server whose tools ask the user mid-call (e2e/servers/mcpQuestions.ts). */
export const MCP_QUESTIONS_PORT = 4047;
