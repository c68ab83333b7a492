import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { createClassicServer } from './classicServer';
import { connectInMemory } from './connect';
import { fakeHttp } from '../../../test-support/mcpFakes';

const tools: ClassicToolDef[] = [
  {
    name: 'getBrewery',
    description: 'Get a brewery',
    inputSchema: { type: 'object', properties: { obdb_id: { type: 'string' }, fields: { type: 'array' } }, required: ['obdb_id'] },
    method: 'GET',
    path: '/breweries/{obdb_id}',
    params: [
      { name: 'obdb_id', in: 'path' },
      { name: 'fields', in: 'query' },
    ],
  },
  {
    name: 'addPet',
    description: 'Add a pet',
    inputSchema: { type: 'object', properties: { body: { type: 'object' }, 'X-Trace': { type: 'string' } }, required: ['body'] },
    method: 'POST',
    path: '/pet',
    params: [{ name: 'X-Trace', in: 'header' }],
    bodyKey: 'body',
    bodyMediaType: 'application/json',
  },
];

async function setup(handler: Parameters<typeof fakeHttp>[0], maxBodyChars?: number) {
  const http = fakeHttp(handler);
  const conn = await connectInMemory(createClassicServer({ tools, http, baseUrl: 'https://api.example.com/v1/', maxBodyChars }));
  return { http, conn };
}

describe('classic MCP server', () => {
  it('lists one tool per operation with its input schema', async () => {
    const { conn } = await setup(() => ({ status: 200, body: '{}' }));
    const listed = await conn.listTools();
    expect(listed.map((t) => t.name)).toEqual(['getBrewery', 'addPet']);
    expect(listed[0]?.inputSchema).toMatchObject({ type: 'object', required: ['obdb_id'] });
    await conn.close();
  });

  it('substitutes and encodes path params and repeats array query params', async () => {
    const { conn, http } = await setup(() => ({ status: 200, body: '{"id":"a b"}' }));
    const r = await conn.callTool('getBrewery', { obdb_id: 'a b/c', fields: ['name', 'city'] });
    expect(http.requests[0]?.url).toBe('https://api.example.com/v1/breweries/a%20b%2Fc?fields=name&fields=city');
    expect(http.requests[0]?.method).toBe('GET');
    expect(r).toMatchObject({ isError: false });
    expect(r.text).toContain('HTTP 200');
    expect(r.text).toContain('{"id":"a b"}');
    expect(r.requests).toHaveLength(1);
    await conn.close();
  });

  it('sends the JSON body under bodyKey and header params', async () => {
    const { conn, http } = await setup(() => ({ status: 200, body: '{}' }));
    await conn.callTool('addPet', { body: { name: 'Rex', tags: ['a'] }, 'X-Trace': 't1' });
    const req = http.requests[0];
    expect(req?.url).toBe('https://api.example.com/v1/pet');
    expect(req?.body).toBe('{"name":"Rex","tags":["a"]}');
    expect(req?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Trace': 't1' });
    await conn.close();
  });

  it('truncates big bodies with a visible marker', async () => {
    const { conn } = await setup(() => ({ status: 200, body: 'x'.repeat(5000) }), 1000);
    const r = await conn.callTool('getBrewery', { obdb_id: '1' });
    expect(r.text).toContain('[truncated: 4000 more characters]');
    expect(r.text.length).toBeLessThan(1200);
    // The trace (and the compare report) learn that the model saw a fragment.
    expect(r.truncated).toEqual({ shownChars: 1000, totalChars: 5000 });
    expect((await conn.callTool('getBrewery', { obdb_id: '2' })).truncated).toEqual({ shownChars: 1000, totalChars: 5000 });
    await conn.close();
  });

  it('reports missing required args without making a request', async () => {
    const { conn, http } = await setup(() => ({ status: 200, body: '{}' }));
    const r = await conn.callTool('getBrewery', {});
    expect(r.isError).toBe(true);
    expect(r.text).toContain('"obdb_id"');
    expect(http.requests).toHaveLength(0);
    await conn.close();
  });

  it('turns a non-2xx response into a tool error with the status and a body excerpt', async () => {
    const { conn } = await setup(() => ({ status: 404, body: '{"message":"Couldn\'t find Brewery"}' }));
    const r = await conn.callTool('getBrewery', { obdb_id: 'nope' });
    expect(r.isError).toBe(true);
    expect(r.text).toContain('HTTP 404');
    expect(r.text).toContain("Couldn't find Brewery");
    await conn.close();
  });
});
