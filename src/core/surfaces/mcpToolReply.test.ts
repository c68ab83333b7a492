// Classic mode's view of an MCP tool's answer: no made-up HTTP status line, images as images, errors as the tool's text.
import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { createClassicServer } from './classicServer';
import { connectInMemory } from './connect';
import type { HttpExecutor } from './types';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const tools: ClassicToolDef[] = [{ name: 'chart', description: 'A chart', inputSchema: { type: 'object' }, method: 'POST', path: '/chart', params: [], bodyKey: undefined, argsAreBody: true }];

function reply(kind: string, body: string, status = 200): HttpExecutor {
  return (req) => Promise.resolve({
    ok: true, status, statusText: status === 200 ? 'OK' : 'Tool error', url: req.url, bytes: body.length,
    headers: [['content-type', 'application/json'], ['x-mcp-result', kind]], bodyText: body,
    log: { method: 'POST', url: req.url, status, ms: 1, bytes: body.length, allowed: true, source: 'mcp', tool: 'chart' },
  });
}

async function call(http: HttpExecutor) {
  const conn = await connectInMemory(createClassicServer({ tools, http, baseUrl: 'https://mcp.invalid/charts' }));
  return conn.callTool('chart', {});
}

describe('an MCP tool\'s answer in classic mode', () => {
  it('is the tool\'s own text, with no HTTP status line', async () => {
    const out = await call(reply('text', 'The sum is 5'));
    expect(out.text).toBe('The sum is 5');
    expect(out.images).toBeUndefined();
  });

  it('hands an image to the model as an image, with a short line in its place, never its base64', async () => {
    const out = await call(reply('json', JSON.stringify(['A chart:', { type: 'image', data: PNG, mimeType: 'image/png' }])));
    expect(out.images).toEqual([{ mimeType: 'image/png', data: PNG }]);
    expect(out.text).toBe('["A chart:","[image 1: image/png, attached]"]');
    expect(out.text).not.toContain(PNG.slice(0, 20));
  });

  it('a tool error is the tool\'s text, marked as an error', async () => {
    const out = await call(reply('error', 'upstream is down', 500));
    expect(out).toMatchObject({ text: 'upstream is down', isError: true });
  });
});
