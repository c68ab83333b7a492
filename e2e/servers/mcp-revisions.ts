// MCP servers of two revisions side by side for e2e/mcp-revisions.spec.ts: on 4048 the SDK's v2 server speaking only
// 2026-07-28 (legacy: 'reject'), on 4046 the v1 server (2025-11-25, sessions) behind CORS that predates Mcp-Method and
// Mcp-Name. Each answers GET /health and GET /__requests (what it was sent: method, Mcp-Method, Mcp-Name).
//   npx tsx e2e/servers/mcp-revisions.ts
import { startRevisionServer } from './mcp/revisions';
import { MCP_REVISION_PORTS } from './ports';

await startRevisionServer('legacy', MCP_REVISION_PORTS.legacy, { legacyCors: true });
// Last: playwright.config.ts waits for this one's /health.
await startRevisionServer('modern', MCP_REVISION_PORTS.modern);
