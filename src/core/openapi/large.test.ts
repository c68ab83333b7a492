// GitHub and MS Graph: always on the trimmed copies committed in test-support/shared-trimmed (scripts/trim-shared.ts
// keeps the operations with their own servers and the schemas dereferenced here), and on the full specs (13 MB and
// 20 MB) when ../shared (or CMP_SHARED_DIR) has them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR, TRIMMED_DIR, hasShared, specPath } from '../../../test-support/sharedDir';
import { loadSpec } from './load';
import { TOOL_NAME_PATTERN } from './names';
import type { LoadedSpec } from './types';

const FULL = hasShared('specs/github.openapi.json', 'specs/msgraph.openapi.json');
if (!FULL) console.info(`Large specs: ${SHARED_DIR}/specs not found; checked the trimmed GitHub and MS Graph only.`);

const VARIANTS = [
  { label: 'trimmed', dir: TRIMMED_DIR, github: { operations: 404, responseChars: 50_000 }, graph: { operations: 321 } },
  ...(FULL ? [{ label: 'full', dir: SHARED_DIR, github: { operations: 1223, responseChars: 1_000_000 }, graph: { operations: 11422 } }] : []),
];

function load(dir: string, name: string): Promise<LoadedSpec> {
  return loadSpec({ kind: 'text', text: readFileSync(specPath(dir, name), 'utf8'), name });
}

function checkNames(spec: LoadedSpec): void {
  const names = spec.operations.map((o) => o.name);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
}

describe.each(VARIANTS)('large specs ($label)', ({ dir, github, graph }) => {
  it(`GitHub: ${github.operations} operations, two API hosts, lazy deref of every response terminates`, async () => {
    const spec = await load(dir, 'github.openapi.json');
    expect(spec.operations).toHaveLength(github.operations);
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
    expect(chars).toBeGreaterThan(github.responseChars);
  });

  it(`MS Graph: ${graph.operations} operations with unique valid names; deref stays bounded`, async () => {
    const spec = await load(dir, 'msgraph.openapi.json');
    expect(spec.operations).toHaveLength(graph.operations);
    checkNames(spec);
    expect(spec.allowlist).toEqual([{ origin: 'https://graph.microsoft.com', pathPrefix: '/v1.0' }]);
    const update = spec.operations.find((o) => o.method === 'patch' && o.path === '/me');
    const body = update?.requestBody?.content['application/json']?.schema;
    expect(body).toBeDefined();
    const text = JSON.stringify(spec.resolver.deref(body ?? {}));
    expect(text.length).toBeLessThan(200_000);
    expect(text).toContain('x-truncated-ref');
  });
});
