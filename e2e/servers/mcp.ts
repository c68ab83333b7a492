// Real MCP servers (the official SDK) for the MCP-source e2e: one "brewery-notes" server in five variants on
// consecutive loopback ports from 127.0.0.1:4031 (e2e/servers/mcp/variants.ts says what each one gets wrong).
//   npx tsx e2e/servers/mcp.ts
// Every port also answers GET /health, GET /__notes ({ notes, calls }: what add_note saved and every tools/call
// received, over all ports) and POST /__notes/reset, with CORS whatever the variant.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { mcpBreweries } from './mcp/data';
import { checkBearer, sendJson, setCors } from './mcp/http';
import { legacySseEndpoint } from './mcp/legacySse';
import { NotesStore } from './mcp/store';
import { streamableEndpoint, type SessionEndpoint } from './mcp/streamable';
import { createNotesServer, MCP_SERVER_INFO } from './mcp/tools';
import { MCP_VARIANTS, VARIANT_TRAITS, variantPort, type McpVariant } from './mcp/variants';
import { MCP_BASE_PORT, MCP_HOST } from './ports';

export interface RunningMcpServers {
  /** The URL a client is given, per variant (…/mcp, or …/sse for legacy-sse). */
  urls: Record<McpVariant, string>;
  /** http://host:port per variant, for /health and /__notes. */
  origins: Record<McpVariant, string>;
  store: NotesStore;
  close: () => Promise<void>;
}

function control(req: IncomingMessage, res: ServerResponse, path: string, variant: McpVariant, store: NotesStore): boolean {
  if (path !== '/health' && path !== '/__notes' && path !== '/__notes/reset') return false;
  setCors(res, 'control');
  if (req.method === 'OPTIONS') res.writeHead(204).end();
  else if (path === '/health') sendJson(res, 200, { ok: true, server: MCP_SERVER_INFO.name, variant });
  else if (path === '/__notes') sendJson(res, 200, { notes: store.notes, calls: store.calls });
  else if (req.method === 'POST') {
    store.reset();
    sendJson(res, 200, { ok: true });
  } else sendJson(res, 405, { message: 'POST /__notes/reset' }, { Allow: 'POST' });
  return true;
}

function handler(variant: McpVariant, endpoint: SessionEndpoint, store: NotesStore) {
  const traits = VARIANT_TRAITS[variant];
  const paths = traits.transport === 'sse' ? ['/sse', '/messages'] : ['/mcp'];
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (control(req, res, path, variant, store)) return;
    setCors(res, traits.cors);
    if (!paths.includes(path)) return sendJson(res, 404, { message: 'Not Found' });
    if (req.method === 'OPTIONS') {
      if (traits.cors === 'none') return sendJson(res, 405, { message: 'Method Not Allowed' }, { Allow: 'GET, POST, DELETE' });
      res.writeHead(204).end();
      return;
    }
    if (traits.bearer && !checkBearer(req, res)) return;
    await endpoint.handle(req, res);
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Starts every variant; basePort 0 gives each an OS-chosen port (unit tests). */
export async function startMcpServers({ basePort = MCP_BASE_PORT, host = MCP_HOST } = {}): Promise<RunningMcpServers> {
  const breweries = mcpBreweries();
  const store = new NotesStore();
  const running = await Promise.all(MCP_VARIANTS.map(async (variant) => {
    const newServer = () => createNotesServer(breweries, store, variant);
    const record = (body: unknown) => store.record(variant, body);
    const endpoint = VARIANT_TRAITS[variant].transport === 'sse' ? legacySseEndpoint(newServer, record) : streamableEndpoint(newServer, record);
    const onRequest = handler(variant, endpoint, store);
    const server = createServer((req, res) => {
      onRequest(req, res).catch((e: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: String(e) });
        else res.destroy();
      });
    });
    const port = await listen(server, basePort === 0 ? 0 : variantPort(basePort, variant), host);
    return { variant, server, endpoint, origin: `http://${host}:${port}` };
  }));
  const origins = Object.fromEntries(running.map((r) => [r.variant, r.origin])) as Record<McpVariant, string>;
  const urls = Object.fromEntries(running.map((r) => [r.variant, r.origin + VARIANT_TRAITS[r.variant].path])) as Record<McpVariant, string>;
  return {
    urls,
    origins,
    store,
    close: async () => {
      await Promise.all(running.map((r) => r.endpoint.close()));
      await Promise.all(running.map((r) => new Promise<void>((resolve) => {
        r.server.closeAllConnections();
        r.server.close(() => resolve());
      })));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s = await startMcpServers();
  for (const variant of MCP_VARIANTS) console.log(`MCP ${variant}: ${s.urls[variant]}`);
}
