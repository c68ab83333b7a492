import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PETSTORE = 'src/core/openapi/__fixtures__/petstore3.openapi.yaml';

function cli(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('cli', () => {
  it('inspect prints the spec summary as JSON', () => {
    const { status, stdout } = cli(['inspect', PETSTORE]);
    expect(status).toBe(0);
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ title: 'Swagger Petstore - OpenAPI 3.0', openapi: '3.0.4', operations: 19, warnings: [] });
    expect(out.allowlist).toEqual([{ origin: 'https://petstore3.swagger.io', pathPrefix: '/api/v3' }]);
  });

  it('search --batch answers one JSON array per stdin line, loading the spec once', () => {
    const { status, stdout } = cli(['search', PETSTORE, '--batch', '--limit', '2'], 'find pets by status\n\nplace an order for a pet\n');
    expect(status).toBe(0);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as Array<Record<string, string>>);
    expect(lines).toHaveLength(3);
    expect(lines[0]?.[0]).toEqual({ name: 'findPetsByStatus', method: 'GET', path: '/pet/findByStatus', summary: 'Finds Pets by status.' });
    expect(lines[1]).toEqual([]);
    expect(lines[2]?.[0]?.name).toBe('placeOrder');
    expect(lines[2]?.length).toBe(2);
  });

  it('reports bad input on stderr with a non-zero exit', () => {
    const missing = cli(['inspect', 'does-not-exist.yaml']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/No such file: does-not-exist\.yaml/);
    expect(missing.stdout).toBe('');
    const usage = cli(['search', PETSTORE, 'x', '--limit', '99']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/--limit must be an integer from 1 to 50/);
  });
});
