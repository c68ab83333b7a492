import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { TOOL_NAME_PATTERN } from './names';
import type { LoadedSpec } from './types';

const SPECS = fileURLToPath(new URL('../../../../shared/specs/', import.meta.url));
const present = existsSync(SPECS + 'github.openapi.json') && existsSync(SPECS + 'msgraph.openapi.json');
if (!present) console.warn(`large-spec tests skipped: ${SPECS} not found (GitHub / MS Graph specs live outside the repo)`);

function checkNames(spec: LoadedSpec): void {
  const names = spec.operations.map((o) => o.name);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
}

describe.skipIf(!present)('large specs from ../shared/specs', () => {
  it('GitHub: 1,223 operations, two API hosts, lazy deref of every response terminates', async () => {
    const spec = await loadSpec({ kind: 'text', text: readFileSync(SPECS + 'github.openapi.json', 'utf8'), name: 'github.openapi.json' });
    expect(spec.operations).toHaveLength(1223);
    checkNames(spec);
    expect(spec.allowlist.map((a) => a.origin)).toEqual(['https://api.github.com', 'https://uploads.github.com']);
    const pulls = spec.operations.find((o) => o.method === 'get' && o.path === '/repos/{owner}/{repo}/pulls');
    expect(pulls?.name).toBe('pulls_list');
    expect(pulls?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['owner', 'repo', 'state']));
    let chars = 0;
    for (const op of spec.operations) {
      for (const response of op.responses) {
        for (const media of Object.values(response.content ?? {})) if (media.schema !== undefined) chars += JSON.stringify(spec.resolver.deref(media.schema)).length;
      }
    }
    expect(chars).toBeGreaterThan(1_000_000);
  });

  it('MS Graph: 11,422 operations with unique valid names; deref stays bounded', async () => {
    const spec = await loadSpec({ kind: 'text', text: readFileSync(SPECS + 'msgraph.openapi.json', 'utf8'), name: 'msgraph.openapi.json' });
    expect(spec.operations).toHaveLength(11422);
    checkNames(spec);
    expect(spec.allowlist).toEqual([{ origin: 'https://graph.microsoft.com', pathPrefix: '/v1.0' }]);
    const update = spec.operations.find((o) => o.method === 'patch' && o.path === '/me');
    const body = update?.requestBody?.content['application/json']?.schema;
    const text = JSON.stringify(spec.resolver.deref(body ?? {}));
    expect(text.length).toBeLessThan(200_000);
    expect(text).toContain('x-truncated-ref');
  });
});
