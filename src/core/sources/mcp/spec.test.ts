import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../catalog';
import { buildRequest } from '../../surfaces/buildRequest';
import { loadSpec } from '../../openapi/load';
import { isMcpBaseUrl, mcpBaseUrl } from './names';
import { mcpKey, mcpSpecText } from './spec';
import type { McpToolInfo } from './types';

const TOOLS: McpToolInfo[] = [
  {
    name: 'list_breweries', title: 'List breweries', description: 'Lists breweries by city or state.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' }, limit: { type: 'integer' } } },
    outputSchema: { type: 'object', properties: { breweries: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } },
    annotations: { readOnlyHint: true },
  },
  { name: 'add_note', description: 'Saves a note about a brewery. Notes are kept in memory.', inputSchema: { type: 'object', properties: { brewery_id: { type: 'string' }, note: { type: 'string' } }, required: ['brewery_id', 'note'] } },
  { name: 'delete_notes', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
];
const URL_ = 'http://127.0.0.1:4031/mcp';

async function loaded() {
  const key = mcpKey(URL_);
  const text = mcpSpecText({ name: 'brewery-notes', version: '1.0.0' }, TOOLS, key, URL_);
  return { key, spec: await loadSpec({ kind: 'text', text, name: 'brewery-notes' }) };
}

describe('an MCP server\'s tools as a catalog', () => {
  it('keys a server by its host and path, under the reserved origin', () => {
    expect(mcpKey(URL_)).toBe('127-0-0-1-4031-mcp');
    expect(mcpKey('https://api.githubcopilot.com/mcp/')).toBe('api-githubcopilot-com-mcp');
    expect(isMcpBaseUrl(mcpBaseUrl('x'))).toBe(true);
    expect(isMcpBaseUrl('https://api.example.com/x')).toBe(false);
  });

  it('loads as an API whose operations are the tools, allowlisted only under the reserved origin', async () => {
    const { spec, key } = await loaded();
    expect(spec.title).toBe('brewery-notes');
    expect(spec.operations.map((o) => `${o.method} ${o.path} ${o.name}`)).toEqual(['post /list_breweries list_breweries', 'post /add_note add_note', 'post /delete_notes delete_notes']);
    expect(spec.allowlist).toEqual([{ origin: 'https://mcp.invalid', pathPrefix: `/${key}` }]);
    expect(spec.operations[1]?.summary).toBe('Saves a note about a brewery.');
  });

  it('search finds tools, get_schema shows input and output, classic offers each tool with its own input schema', async () => {
    const { spec } = await loaded();
    const catalog = await createCatalog(spec);
    expect(catalog.searchSync('breweries in a city').hits[0]?.name).toBe('list_breweries');
    const schema = catalog.getSchemaSync(['list_breweries'], 'detailed').text;
    expect(schema).toMatch(/city/);
    expect(schema).toMatch(/breweries/);
    const tools = catalog.classicToolsSync();
    const add = tools.find((t) => t.name === 'add_note');
    expect(add?.inputSchema).toMatchObject({ type: 'object', required: ['brewery_id', 'note'] });
    expect(add?.argsAreBody).toBe(true);
    const built = buildRequest(add!, { brewery_id: 'b1', note: 'great' }, spec.servers[0]!.url);
    expect(built).toMatchObject({ ok: true, request: { method: 'POST', url: `${spec.servers[0]!.url}/add_note`, body: '{"brewery_id":"b1","note":"great"}' } });
  });
});

describe('an MCP server in code-files mode', () => {
  it('its generated Python package has one function per tool, posting the arguments to <base>/<tool>', async () => {
    const { generatePackage } = await import('../../pyclient');
    const { spec } = await loaded();
    const files = Object.values(generatePackage(spec, 'brewery_notes').files).join('\n');
    expect(files).toMatch(/def list_breweries\(/);
    expect(files).toMatch(/def add_note\(/);
    expect(files).toContain('/list_breweries');
  });
});

describe('a tool that runs only as a task', () => {
  it('is not offered, and the explorer\'s warnings say why', async () => {
    const tools: McpToolInfo[] = [...TOOLS, { name: 'long_report', inputSchema: { type: 'object' }, taskSupport: 'required' }, { name: 'maybe_task', inputSchema: { type: 'object' }, taskSupport: 'optional' }];
    const text = mcpSpecText({ name: 'brewery-notes', version: '1.0.0' }, tools, mcpKey(URL_), URL_);
    const spec = await loadSpec({ kind: 'text', text, name: 'brewery-notes' });
    expect(spec.operations.map((o) => o.name)).toEqual(['list_breweries', 'add_note', 'delete_notes', 'maybe_task']);
    expect(spec.warnings).toContainEqual(expect.stringMatching(/^long_report is not offered: the server runs it only as an MCP task/));
  });
});
