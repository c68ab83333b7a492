// MCP servers of each revision the page speaks, side by side: the SDK's v2 server (2026-07-28) modern-only
// (`legacy: 'reject'`) or also serving 2025-era clients (`legacy: 'stateless'`), and the v1 SDK's stateful server
// (2025-11-25). Each records the requests it got (method, the Mcp-Method and Mcp-Name headers) for the tests.
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer as LegacyServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createMcpHandler, inputRequired, inputResponse, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { authorized, metadataPath, protectedResourceMetadata, type OAuthResource } from './auth';
import { readBody, sendJson } from './http';
import type { DemoOAuthProvider } from './oauth';
import { streamableEndpoint } from './streamable';

export interface SeenRequest {
  method: string;
  mcpMethod?: string;
  mcpName?: string;
}

/** CORS as a 2026-07-28 server must answer it (docs/mcp-servers.md); `legacyCors`: the list that predates it. */
const ALLOW = 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID';
const LEGACY_ALLOW = 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

/** The v2 server: a read with structured output, a write that deletes (approval by annotation), one that reports progress. */
function modernServer(ttlMs: number | undefined): McpServer {
  const server = new McpServer({ name: 'ledger', version: '2.0.0' }, ttlMs === undefined ? {} : { cacheHints: { 'tools/list': { ttlMs } } });
  server.registerTool('balance', {
    description: 'The balance of one account.',
    inputSchema: z.object({ account: z.string() }),
    outputSchema: z.object({ account: z.string(), cents: z.number() }),
    annotations: { readOnlyHint: true },
  }, ({ account }) => {
    const structuredContent = { account, cents: account.length * 1000 };
    return { structuredContent, content: [{ type: 'text', text: JSON.stringify(structuredContent) }] };
  });
  server.registerTool('close_account', {
    description: 'Closes an account for good.',
    inputSchema: z.object({ account: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: true },
  }, ({ account }) => text(`closed ${account}`));
  server.registerTool('count', {
    description: 'Counts to n, reporting each step.',
    inputSchema: z.object({ n: z.number(), everyMs: z.number() }),
    annotations: { readOnlyHint: true },
  }, async ({ n, everyMs }, ctx) => {
    const token = ctx.mcpReq._meta?.progressToken;
    for (let i = 1; i <= n; i++) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: i, total: n, message: `step ${i}` } });
    }
    return text(`counted to ${n}`);
  });
  server.registerTool('fail', { description: 'Always fails.', inputSchema: z.object({}) }, () => {
    throw new Error('the ledger is closed');
  });
  // Questions the 2026-07-28 way: the call answers input_required, the client asks the user and calls again.
  server.registerTool('quote', {
    description: 'A quote for a transfer: asks how much first.',
    inputSchema: z.object({ to: z.string() }),
    annotations: { readOnlyHint: true },
  }, ({ to }, ctx) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'amount');
    if (answer.kind === 'missing') {
      return inputRequired({ inputRequests: { amount: inputRequired.elicit({
        message: `How much to ${to}?`,
        requestedSchema: { type: 'object', properties: { cents: { type: 'integer', minimum: 1, title: 'Amount in cents' } }, required: ['cents'] },
      }) } });
    }
    return text(JSON.stringify(answer));
  });
  server.registerTool('verify', { description: 'Asks the user to verify on a page of ours.', inputSchema: z.object({}), annotations: { readOnlyHint: true } }, (_args, ctx) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'page');
    if (answer.kind === 'missing') return inputRequired({ inputRequests: { page: inputRequired.elicitUrl({ message: 'Verify it is you', url: 'https://id.example.com/verify?case=7' }) } });
    return text(JSON.stringify(answer));
  });
  return server;
}

/** The v1 server (2025-11-25), one per session. */
function legacyServer(): LegacyServer {
  const server = new LegacyServer({ name: 'notes-2025', version: '1.0.0' });
  server.registerTool('note_count', { description: 'How many notes there are.', inputSchema: {}, outputSchema: { count: z.number() }, annotations: { readOnlyHint: true } },
    () => ({ structuredContent: { count: 3 }, content: [{ type: 'text', text: '{"count":3}' }] }));
  return server;
}

function cors(res: ServerResponse, allow: string): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
  res.setHeader('Access-Control-Allow-Headers', allow);
  res.setHeader('Access-Control-Expose-Headers', 'Mcp-Session-Id, WWW-Authenticate');
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

function seen(req: IncomingMessage, raw: string): SeenRequest {
  let method = req.method ?? '';
  try {
    method = (JSON.parse(raw) as { method?: string }).method ?? method;
  } catch { /* not JSON: the HTTP method stands */ }
  const mcpMethod = header(req, 'mcp-method');
  const mcpName = header(req, 'mcp-name');
  return { method, ...(mcpMethod ? { mcpMethod } : {}), ...(mcpName ? { mcpName } : {}) };
}

export type RevisionKind = 'modern' | 'dual' | 'legacy';

export interface RevisionServer {
  url: string;
  requests: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * `kind`: modern = v2 with legacy: 'reject'; dual = v2 with legacy: 'stateless'; legacy = v1 (2025-11-25, sessions).
 * `legacyCors`: allow only the headers that predate 2026-07-28. `ttlMs`: the v2 server's tools/list cache hint.
 * `signIn`: the endpoint takes only tokens from this demo authorization server (RFC 9728 metadata, a 401 challenge).
 */
export async function startRevisionServer(
  kind: RevisionKind, port = 0, options: { legacyCors?: boolean; ttlMs?: number; signIn?: { provider: DemoOAuthProvider; issuer: URL } } = {},
): Promise<RevisionServer> {
  const requests: SeenRequest[] = [];
  const allow = options.legacyCors ? LEGACY_ALLOW : ALLOW;
  const v2 = kind === 'legacy' ? undefined : createMcpHandler(() => modernServer(options.ttlMs), { legacy: kind === 'modern' ? 'reject' : 'stateless' });
  const v1 = kind === 'legacy' ? streamableEndpoint(legacyServer, () => undefined) : undefined;
  const http: HttpServer = createServer((req, res) => {
    void (async () => {
      cors(res, allow);
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (req.url === '/health') return void res.writeHead(200).end('ok');
      if (req.url === '/__requests') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
      if (oauth && req.url === metadataPath(oauth)) return sendJson(res, 200, protectedResourceMetadata(oauth));
      if (oauth && !(await authorized(req, res, 'oauth', oauth))) return;
      if (v1) {
        const mcpMethod = header(req, 'mcp-method');
        requests.push({ method: req.method ?? '', ...(mcpMethod ? { mcpMethod } : {}) });
        return v1.handle(req, res);
      }
      const raw = req.method === 'POST' ? await readBody(req) : '';
      if (raw) requests.push(seen(req, raw));
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : []));
      const answer = await v2!.fetch(new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
        method: req.method ?? 'GET', headers, signal: abort.signal, ...(raw ? { body: raw } : {}),
      }));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      if (!answer.body) return void res.end();
      for await (const chunk of answer.body) res.write(chunk);
      res.end();
    })().catch(() => res.destroy());
  });
  let oauth: OAuthResource | undefined;
  await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  if (options.signIn) oauth = { ...options.signIn, resource: new URL(url) };
  return {
    url, requests,
    close: async () => {
      await v1?.close();
      await v2?.close();
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    },
  };
}
