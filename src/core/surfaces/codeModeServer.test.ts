import { describe, expect, it } from 'vitest';
import { createCodeModeServer } from './codeModeServer';
import { connectInMemory } from './connect';
import { execResult, FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import { countTokens } from '../tokens';
import { Workspace } from '../workspace';

async function setup(runner = new FakeRunner([])) {
  const catalog = new FakeCatalog();
  const conn = await connectInMemory(createCodeModeServer({ catalog, runner, allowedBases: ['https://api.openbrewerydb.org/v1'] }));
  return { catalog, runner, conn };
}

describe('code-mode MCP server', () => {
  it('lists exactly search, get_schema, execute and save_skill over tools/list', async () => {
    const { conn } = await setup();
    const tools = await conn.listTools();
    expect(tools.map((t) => t.name)).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
    expect(tools[2]?.description).toContain('BASE_URL');
    await conn.close();
  });

  it('answers search and get_schema from the catalog', async () => {
    const { conn, catalog } = await setup();
    const s = await conn.callTool('search', { query: 'breweries by name', limit: 500, tags: ['brewery'] });
    expect(s).toMatchObject({ isError: false });
    expect(s.text).toContain('listBreweries');
    expect(catalog.searches[0]).toEqual({ query: 'breweries by name', options: { limit: 50, tags: ['brewery'], detail: undefined } });
    const g = await conn.callTool('get_schema', { names: 'listBreweries' });
    expect(g.isError).toBe(false);
    expect(catalog.schemaCalls[0]?.names).toEqual(['listBreweries']);
    const unknown = await conn.callTool('get_schema', { names: ['nope'] });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Did you mean');
    await conn.close();
  });

  it('lists matching saved skills after the operations, marked as skills with their import line', async () => {
    const code = 'def count_by_type(city):\n    """Counts breweries in a city by type."""\n    return {}\n';
    const skill = { name: 'count_by_type', signature: 'count_by_type(city)', doc: 'Counts breweries in a city by type.', code, spec: 's', source: 'playground' as const, savedAt: '' };
    const conn = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner: new FakeRunner([]), skills: () => [skill] }));
    const hit = await conn.callTool('search', { query: 'breweries by type' });
    expect(hit.text).toContain('[skill] count_by_type(city): Counts breweries in a city by type.');
    expect(hit.text).toContain('from skills import count_by_type');
    expect((await conn.callTool('search', { query: 'weather' })).text).not.toContain('[skill]');
    await conn.close();
  });

  it('save_skill saves through the page (which asks the user) and says why not when it cannot', async () => {
    const saved: string[] = [];
    const conn = await connectInMemory(createCodeModeServer({
      catalog: new FakeCatalog(), runner: new FakeRunner([]),
      saveSkill: (code) => {
        saved.push(code);
        return Promise.resolve({ ok: true, message: 'Saved skill f(x).' });
      },
    }));
    const ok = await conn.callTool('save_skill', { code: 'def f(x):\n    """Doubles."""\n    return 2 * x\n' });
    expect(ok).toMatchObject({ isError: false, text: 'Saved skill f(x).' });
    expect(saved).toHaveLength(1);
    expect((await conn.callTool('save_skill', {})).isError).toBe(true);
    await conn.close();
    const without = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner: new FakeRunner([]) }));
    expect(await without.callTool('save_skill', { code: 'def f():\n    "x"\n' })).toMatchObject({ isError: true, text: 'Skills cannot be saved here.' });
    await without.close();
  });

  it('reports missing and invalid arguments as tool errors', async () => {
    const { conn } = await setup();
    const r = await conn.callTool('search', {});
    expect(r.isError).toBe(true);
    expect(r.text).toContain('"query"');
    const d = await conn.callTool('get_schema', { names: ['x'], detail: 'verbose' });
    expect(d.text).toContain('brief, detailed, full');
    const u = await conn.callTool('frobnicate', {});
    expect(u.isError).toBe(true);
    expect(u.text).toContain('Unknown tool');
    await conn.close();
  });

  it('runs execute in the sandbox and carries the ExecutionResult in _meta', async () => {
    const requests = [{ method: 'GET', url: 'https://api.openbrewerydb.org/v1/breweries?by_name=moon', status: 200, ms: 40, bytes: 900, allowed: true }];
    const runner = new FakeRunner([execResult({ result: [{ name: 'Moonshine', city: 'Austin' }], requests })]);
    const { conn } = await setup(runner);
    const r = await conn.callTool('execute', { code: 'result = 1' });
    expect(r.isError).toBe(false);
    expect(r.text).toContain('"Moonshine"');
    expect(r.text).toContain('HTTP: 1 request');
    expect(r.execution?.result).toEqual([{ name: 'Moonshine', city: 'Austin' }]);
    expect(r.requests).toEqual(requests);
    expect(runner.calls[0]?.code).toBe('result = 1');
    expect(runner.calls[0]?.signal).toBeInstanceOf(AbortSignal);
    await conn.close();
  });

  it('turns a failed run into an isError result with a trimmed traceback and a denial hint', async () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "/lib/python313.zip/_pyodide/_base.py", line 597, in eval_code_async',
      '    await CodeRunner(',
      '  File "<exec>", line 2, in <module>',
      '  File "/shim/requests.py", line 80, in get',
      '    raise ConnectionError(msg)',
      'requests.exceptions.ConnectionError: denied: https://evil.example/x',
    ].join('\n');
    const denied = { method: 'GET', url: 'https://evil.example/x', status: null, ms: 0, bytes: 0, allowed: false, reason: 'host not allowed' };
    const runner = new FakeRunner([execResult({ ok: false, error: 'ConnectionError: denied', traceback, requests: [denied] })]);
    const { conn } = await setup(runner);
    const r = await conn.callTool('execute', { code: 'import requests\nr = requests.get("https://evil.example/x")' });
    expect(r.isError).toBe(true);
    expect(r.text).toContain('line 2: r = requests.get("https://evil.example/x")');
    expect(r.text).not.toContain('_pyodide');
    expect(r.text).toContain('Only these bases are reachable: https://api.openbrewerydb.org/v1');
    expect(r.execution?.ok).toBe(false);
    await conn.close();
  });

  it('passes Stop through to the sandbox as an aborted signal', async () => {
    let seen: AbortSignal | undefined;
    const runner = new FakeRunner([
      (signal) =>
        new Promise((resolve) => {
          seen = signal;
          signal?.addEventListener('abort', () => resolve(execResult({ ok: false, error: 'Stopped' })));
        }),
    ]);
    const { conn } = await setup(runner);
    const controller = new AbortController();
    const pending = conn.callTool('execute', { code: 'while True: pass' }, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(pending).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    expect(seen?.aborted).toBe(true);
    await conn.close();
  });

  it('off-ramps an execute result over the threshold: saved whole in the workspace, a preview for the model, a mark for the trace', async () => {
    const rows = Array.from({ length: 11_822 }, (_, i) => ({ id: `b${i}`, name: `Brewery ${i}`, brewery_type: ['micro', 'brewpub', 'nano'][i % 3] }));
    const whole = new TextEncoder().encode(JSON.stringify(rows));
    const cut = `${JSON.stringify(rows).slice(0, 100_000)}\n… [result truncated]`;
    const workspace = new Workspace();
    const runner = new FakeRunner([execResult({ result: cut, resultFile: whole, truncated: ['result'] }), execResult({ result: { count: 3 } })]);
    const conn = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner, offRamp: { thresholdTokens: 4_000, workspace } }));
    const big = await conn.callTool('execute', { code: 'result = r.json()' });
    expect(big.isError).toBe(false);
    expect(big.text).toMatch(/saved whole to \/data\/execute-1\.json and \/data\/execute-1\.csv/);
    expect(big.text).toContain('11,822 rows');
    expect(countTokens(big.text)).toBeLessThanOrEqual(800);
    expect(big.offRamp).toMatchObject({ path: '/data/execute-1.json', bytes: whole.byteLength });
    expect(big.offRamp!.tokensKeptOut).toBeGreaterThan(4_000);
    expect((JSON.parse(new TextDecoder().decode(workspace.get('execute-1.json')!.bytes)) as unknown[]).length).toBe(11_822);
    const small = await conn.callTool('execute', { code: 'result = {"count": 3}' });
    expect(small.offRamp).toBeUndefined();
    expect(small.text).toContain('"count":3');
    await conn.close();
  });
});
