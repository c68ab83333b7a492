import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../agent';
import { codeModeTokensFor, codeVariantTokensFor } from '../context';
import { connectInMemory, createCodeModeServer } from '../surfaces';
import { execResult, FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import { CODE_FILES, CODE_SPEC, specSearchProgram } from '.';

const python = ['python3', 'python'].find((cmd) => spawnSync(cmd, ['--version']).status === 0);

describe('discovery variants', () => {
  it('stay constant in spec size and under 800 tokens, even with a long title and base URL', () => {
    const small = codeVariantTokensFor({ title: 'Open Brewery DB', servers: [{ url: 'https://api.openbrewerydb.org/v1' }] });
    const long = codeVariantTokensFor({ title: 'x'.repeat(5000), servers: [{ url: `https://${'y'.repeat(5000)}` }] });
    for (const id of ['code-spec', 'code-files'] as const) {
      expect(small[id]).toBeGreaterThan(200);
      expect(long[id]).toBeLessThanOrEqual(800);
    }
    expect(codeModeTokensFor({ title: 'Open Brewery DB', servers: [] }).tokens).toBeGreaterThan(small['code-files'] ?? Infinity);
  });

  it('code-files offers execute and save_skill, and its prompt names the package', async () => {
    const conn = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner: new FakeRunner([]), tools: CODE_FILES.tools(1) }));
    expect((await conn.listTools()).map((t) => t.name)).toEqual(['execute', 'save_skill']);
    const search = await conn.callTool('search', { query: 'x' });
    expect(search).toMatchObject({ isError: true, text: 'Unknown tool "search". Available: execute, save_skill.' });
    expect(buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://b', mode: 'code-files' })).toContain('/apis/open_brewery_db/README.md');
    await conn.close();
  });

  it('code-spec\'s search runs the model\'s code through the spec runner, never the execute runner', async () => {
    const runner = new FakeRunner([]);
    const searchSpec = new FakeRunner([execResult({ result: [['GET', '/breweries/search', 'searchBreweries']] })]);
    const conn = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner, searchSpec, tools: CODE_SPEC.tools(1) }));
    expect((await conn.listTools()).map((t) => t.name)).toEqual(['search', 'execute', 'save_skill']);
    expect(CODE_SPEC.tools(1)[0]?.inputSchema).toMatchObject({ required: ['code'] });
    const found = await conn.callTool('search', { code: 'result = 1' });
    expect(found.isError).toBe(false);
    expect(found.text).toContain('searchBreweries');
    expect(searchSpec.calls.map((c) => c.code)).toEqual(['result = 1']);
    expect(runner.calls).toHaveLength(0);
    await conn.close();
  });

  it.skipIf(!python)('the search program binds spec, specs, resolve and operations, and keeps the model\'s line numbers', () => {
    const doc = { paths: { '/a/{id}': { $ref: '#/components/pathItems/A' } }, components: { pathItems: { A: { get: { operationId: 'getA' } } } } };
    const code = 'result = [(m, p, op["operationId"]) for m, p, op in operations()]\nprint(sorted(specs), resolve({"$ref": "#/components/pathItems/A"}) is spec["components"]["pathItems"]["A"])\nraise ValueError("x")';
    const program = specSearchProgram(code).replace(/"\/specs"/g, JSON.stringify(`${process.env.TMPDIR ?? '/tmp'}/cmp-specs-test`));
    const setup = `import os, json\nos.makedirs(${JSON.stringify(`${process.env.TMPDIR ?? '/tmp'}/cmp-specs-test`)}, exist_ok=True)\nopen(${JSON.stringify(`${process.env.TMPDIR ?? '/tmp'}/cmp-specs-test/shop.json`)}, "w").write(${JSON.stringify(JSON.stringify(doc))})\n`;
    const run = spawnSync(python!, ['-c', `${setup}${program}`], { encoding: 'utf8' });
    expect(run.stdout).toBe("['shop'] True\n");
    expect(run.stderr).toMatch(/File "<search>", line 3[\s\S]*ValueError: x/);
    const check = spawnSync(python!, ['-c', `${setup}${specSearchProgram('result = [(m, p, op["operationId"]) for m, p, op in operations()]').replace(/"\/specs"/g, JSON.stringify(`${process.env.TMPDIR ?? '/tmp'}/cmp-specs-test`))}print(result)`], { encoding: 'utf8' });
    expect(check.stdout.trim()).toBe("[('GET', '/a/{id}', 'getA')]");
  });
});
