import { describe, expect, it } from 'vitest';
import type { ClassicToolDef } from '../catalog/types';
import { countTokens } from '../tokens';
import { Workspace } from '../workspace';
import { createClassicServer } from './classicServer';
import { connectInMemory } from './connect';
import { FakeRunner, execResult, fakeHttp } from '../../../test-support/mcpFakes';

const tools: ClassicToolDef[] = [
  { name: 'listBreweries', description: 'List breweries', inputSchema: { type: 'object', properties: { per_page: { type: 'integer' } } }, method: 'GET', path: '/breweries', params: [{ name: 'per_page', in: 'query' }] },
];
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `b${i}`, name: `Brewery ${i}`, city: 'Portland', brewery_type: ['micro', 'nano'][i % 2] }));

async function setup(body: string, options: { threshold?: number; maxBodyChars?: number; dataPath?: boolean } = {}) {
  const workspace = new Workspace();
  const runner = new FakeRunner([execResult({ result: { count: 2 } })]);
  const dataPath = options.dataPath === false ? undefined : { runner, offRamp: { thresholdTokens: options.threshold ?? 4_000, workspace } };
  const server = createClassicServer({ tools, http: fakeHttp(() => ({ status: 200, body })), baseUrl: 'https://api.example.com/v1/', maxBodyChars: options.maxBodyChars, dataPath });
  return { workspace, runner, conn: await connectInMemory(server) };
}

describe('classic mode with the Context Off-Ramp', () => {
  it('saves a response over the threshold whole (JSON and CSV), gives the model a preview, then offers execute over the file', async () => {
    const body = JSON.stringify(rows(3_000));
    const { conn, workspace, runner } = await setup(body);
    expect((await conn.listTools()).map((t) => t.name)).toEqual(['listBreweries']);
    const r = await conn.callTool('listBreweries', {});
    expect(r.isError).toBe(false);
    expect(r.text).toMatch(/^HTTP 200/);
    expect(r.text).toMatch(/saved whole to \/data\/listBreweries-1\.json and \/data\/listBreweries-1\.csv/);
    expect(r.text).toContain('3,000 rows');
    expect(countTokens(r.text)).toBeLessThanOrEqual(650);
    expect(r.offRamp).toMatchObject({ path: '/data/listBreweries-1.json', bytes: body.length });
    expect(r.offRamp!.tokensKeptOut).toBeGreaterThan(4_000);
    expect(new TextDecoder().decode(workspace.get('listBreweries-1.json')!.bytes)).toBe(body);
    // The forced switch: from the next turn on, execute is a tool, and it runs over the workspace.
    expect((await conn.listTools()).map((t) => t.name)).toEqual(['listBreweries', 'execute']);
    const e = await conn.callTool('execute', { code: 'import json\nresult = {"count": len(json.load(open("/data/listBreweries-1.json")))}' });
    expect(e.text).toContain('"count":2');
    expect(runner.calls).toHaveLength(1);
    await conn.close();
  });

  it('a body cut at the cap is off-ramped whole even under the threshold; a small one is not', async () => {
    const body = JSON.stringify(rows(40));
    const cut = await setup(body, { maxBodyChars: 500 });
    const r = await cut.conn.callTool('listBreweries', {});
    expect(r.offRamp?.path).toBe('/data/listBreweries-1.json');
    expect((JSON.parse(new TextDecoder().decode(cut.workspace.get('listBreweries-1.json')!.bytes)) as unknown[]).length).toBe(40);
    const small = await setup(body);
    const s = await small.conn.callTool('listBreweries', {});
    expect(s.offRamp).toBeUndefined();
    expect(s.text).toContain('Brewery 39');
    expect((await small.conn.listTools()).map((t) => t.name)).toEqual(['listBreweries']);
    await Promise.all([cut.conn.close(), small.conn.close()]);
  });

  it('pure classic (no data path): the big body is truncated as before, no file, no execute', async () => {
    const { conn, workspace } = await setup(JSON.stringify(rows(3_000)), { dataPath: false });
    const r = await conn.callTool('listBreweries', {});
    expect(r.offRamp).toBeUndefined();
    expect(r.text).toContain('[truncated:');
    expect(workspace.list()).toHaveLength(0);
    expect((await conn.callTool('execute', { code: '1' })).isError).toBe(true);
    await conn.close();
  });
});
