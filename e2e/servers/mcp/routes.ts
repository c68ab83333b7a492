// One variant's request handler: control routes (CORS always), OAuth resource metadata, then the MCP endpoint
// behind the variant's CORS and auth.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorized, metadataPath, protectedResourceMetadata, type OAuthResource } from './auth';
import { sendJson, setCors } from './http';
import type { NotesStore } from './store';
import type { SessionEndpoint } from './streamable';
import { MCP_SERVER_INFO } from './tools';
import { VARIANT_TRAITS, type McpVariant } from './variants';

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

export function variantHandler(variant: McpVariant, endpoint: SessionEndpoint, store: NotesStore, oauth?: OAuthResource) {
  const traits = VARIANT_TRAITS[variant];
  const paths = traits.transport === 'sse' ? ['/sse', '/messages'] : ['/mcp'];
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (control(req, res, path, variant, store)) return;
    setCors(res, traits.cors);
    if (oauth && path === metadataPath(oauth)) {
      if (req.method === 'OPTIONS') res.writeHead(204).end();
      else sendJson(res, 200, protectedResourceMetadata(oauth));
      return;
    }
    if (!paths.includes(path)) return sendJson(res, 404, { message: 'Not Found' });
    if (req.method === 'OPTIONS') {
      if (traits.cors === 'none') return sendJson(res, 405, { message: 'Method Not Allowed' }, { Allow: 'GET, POST, DELETE' });
      res.writeHead(204).end();
      return;
    }
    if (!(await authorized(req, res, traits.auth, oauth))) return;
    await endpoint.handle(req, res);
  };
}
