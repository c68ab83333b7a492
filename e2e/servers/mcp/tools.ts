// The "brewery-notes" MCP server's tools (one McpServer per session; the SDK binds a server to one transport).
// Annotations are chosen so the page's approval rules have one of each: reads, a write, a destructive write.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Brewery } from '../brewery/data';
import { filterBreweries } from './data';
import type { NotesStore } from './store';

export const MCP_SERVER_INFO = { name: 'brewery-notes', title: 'Brewery notes', version: '1.0.0' };
/** The oauth variant's tool that a token has to carry ADMIN_SCOPE for; the first sign-in asks only for "notes". */
export const ADMIN_TOOL = 'notes_report';
export const ADMIN_SCOPE = 'notes:admin';

const text = (t: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

const breweryRow = z.object({
  id: z.string().describe('Open Brewery DB id'),
  name: z.string(),
  city: z.string(),
  state: z.string().describe('State or province'),
  brewery_type: z.string().describe('micro, brewpub, regional, large, planning, …'),
});

export function createNotesServer(breweries: Brewery[], store: NotesStore, variant: string): McpServer {
  const server = new McpServer(MCP_SERVER_INFO);
  const byId = new Map(breweries.map((b) => [b.id, b]));

  server.registerTool('list_breweries', {
    title: 'List breweries',
    description: 'Breweries in Portland (Oregon), Denver (Colorado) and San Diego (California), filtered by city and state (case-insensitive).',
    inputSchema: {
      city: z.string().optional().describe('Exact city name, e.g. "Denver"'),
      state: z.string().optional().describe('Exact state name, e.g. "Oregon"'),
      limit: z.number().int().min(1).max(30).optional().describe('At most this many rows (default: all)'),
    },
    outputSchema: { breweries: z.array(breweryRow) },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ city, state, limit }) => {
    const structuredContent = { breweries: filterBreweries(breweries, city, state, limit) };
    return { structuredContent, content: [{ type: 'text', text: JSON.stringify(structuredContent) }] };
  });

  server.registerTool('get_brewery', {
    title: 'Get a brewery',
    description: 'One brewery with its address, phone, website and coordinates, as JSON text.',
    inputSchema: { id: z.string().describe('The id list_breweries returned') },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ id }) => {
    const found = byId.get(id);
    return found ? text(JSON.stringify(found)) : text(`No brewery with id ${id}`, true);
  });

  server.registerTool('add_note', {
    title: 'Add a note',
    description: 'Saves a tasting note about one brewery.',
    inputSchema: { brewery_id: z.string().describe('The brewery the note is about'), note: z.string().min(1) },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, ({ brewery_id, note }) => {
    if (!byId.has(brewery_id)) return text(`No brewery with id ${brewery_id}`, true);
    return text(`Saved note ${store.add(variant, brewery_id, note).n}`);
  });

  server.registerTool('delete_notes', {
    title: 'Delete all notes',
    description: 'Deletes every saved note.',
    inputSchema: {},
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  }, () => text(`Deleted ${store.clearNotes()} notes`));

  // The oauth variant's one tool that needs more than its first sign-in grants (a step-up: auth.ts, scopeRefusal).
  if (variant === 'oauth') {
    server.registerTool(ADMIN_TOOL, {
      title: 'Notes report',
      description: `How many notes are saved (needs the scope "${ADMIN_SCOPE}").`,
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    }, () => text(`${store.notes.length} notes saved`));
  }

  server.registerTool('fail_always', {
    title: 'Check the upstream service',
    description: 'Asks the upstream brewery service for its status; it is always down.',
    inputSchema: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, () => text('The upstream brewery service is down', true));

  return server;
}
