// Real MCP servers (the official SDK) for the MCP-source e2e: one "brewery-notes" server in six variants on
// loopback ports from 127.0.0.1:4031 (e2e/servers/mcp/variants.ts says what each one gets wrong), and on 4036 the
// OAuth 2.1 authorization server the `oauth` variant (4037) trusts; 4037 also serves /trouble/<cause>/, a sign-in that
// cannot finish for each cause (e2e/servers/mcp/oauthTrouble.ts), and its tool notes_report needs a scope the first
// sign-in does not ask for (a step-up: e2e/servers/mcp/auth.ts, scopeRefusal).
//   npx tsx e2e/servers/mcp.ts
// Every variant's port also answers GET /health, GET /__notes ({ notes, calls }: what add_note saved and every
// tools/call received, over all ports) and POST /__notes/reset, with CORS whatever the variant.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { mcpBreweries } from './mcp/data';
import { sendJson } from './mcp/http';
import { legacySseEndpoint } from './mcp/legacySse';
import { authServerListener, DemoOAuthProvider } from './mcp/oauth';
import { troubleHandler } from './mcp/oauthTrouble';
import { variantHandler } from './mcp/routes';
import { NotesStore } from './mcp/store';
import { streamableEndpoint, type SessionEndpoint } from './mcp/streamable';
import { createNotesServer } from './mcp/tools';
import { scopeRefusal } from './mcp/auth';
import { AUTH_SERVER_OFFSET, MCP_VARIANTS, VARIANT_TRAITS, variantPort, type McpVariant } from './mcp/variants';
import { MCP_BASE_PORT, MCP_HOST } from './ports';

export interface RunningMcpServers {
  /** The URL a client is given, per variant (…/mcp, or …/sse for legacy-sse). */
  urls: Record<McpVariant, string>;
  /** http://host:port per variant, for /health and /__notes. */
  origins: Record<McpVariant, string>;
  /** The authorization server's issuer (its origin, with a trailing slash). */
  issuer: string;
  store: NotesStore;
  close: () => Promise<void>;
}

/** Listens first (port 0 is only known after), the handler comes when the address is known. */
function listen(port: number, host: string): Promise<{ server: Server; origin: string }> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, origin: `http://${host}:${typeof address === 'object' && address ? address.port : port}` });
    });
  });
}

function serve(server: Server, handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(e) });
      else res.destroy();
    });
  });
}

/** Starts every variant and the authorization server; basePort 0 gives each an OS-chosen port (unit tests). */
export async function startMcpServers({ basePort = MCP_BASE_PORT, host = MCP_HOST } = {}): Promise<RunningMcpServers> {
  const breweries = mcpBreweries();
  const store = new NotesStore();
  const provider = new DemoOAuthProvider();
  const auth = await listen(basePort === 0 ? 0 : basePort + AUTH_SERVER_OFFSET, host);
  const issuer = new URL(`${auth.origin}/`);
  auth.server.on('request', authServerListener(provider, issuer));
  const running = await Promise.all(MCP_VARIANTS.map(async (variant) => {
    const traits = VARIANT_TRAITS[variant];
    const { server, origin } = await listen(basePort === 0 ? 0 : variantPort(basePort, variant), host);
    const newServer = () => createNotesServer(breweries, store, variant);
    const record = (body: unknown) => store.record(variant, body);
    const oauth = traits.auth === 'oauth' ? { provider, issuer, resource: new URL(origin + traits.path) } : undefined;
    const refuse = oauth && ((req: IncomingMessage, res: ServerResponse, body: unknown) => scopeRefusal(req, res, body, oauth));
    const endpoint: SessionEndpoint = traits.transport === 'sse' ? legacySseEndpoint(newServer, record) : streamableEndpoint(newServer, record, refuse);
    const handle = variantHandler(variant, endpoint, store, oauth);
    // The sign-ins that cannot finish (one per cause) live beside the oauth variant, on its port.
    serve(server, oauth ? async (req, res) => void ((await troubleHandler(req, res, origin)) || (await handle(req, res))) : handle);
    return { variant, server, endpoint, origin };
  }));
  const origins = Object.fromEntries(running.map((r) => [r.variant, r.origin])) as Record<McpVariant, string>;
  const urls = Object.fromEntries(running.map((r) => [r.variant, r.origin + VARIANT_TRAITS[r.variant].path])) as Record<McpVariant, string>;
  const stop = (server: Server) => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return {
    urls,
    origins,
    issuer: issuer.href,
    store,
    close: async () => {
      await Promise.all(running.map((r) => r.endpoint.close()));
      await Promise.all([...running.map((r) => stop(r.server)), stop(auth.server)]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s = await startMcpServers();
  for (const variant of MCP_VARIANTS) console.log(`MCP ${variant}: ${s.urls[variant]}`);
  console.log(`OAuth authorization server: ${s.issuer}`);
}
