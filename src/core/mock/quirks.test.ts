// The mock on shapes from real specs: it never answers for another operation, and every body it serves is checked
// against its schema (the spec's invalid examples and the sampler's gaps are labelled or repaired).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../openapi';
import { loadFaker } from './fakerLoader';
import { createMockServer } from './mockServer';
import { planResponse } from './respond';
import { schemaProblems } from './validate';

const FIXTURE = new URL('./__fixtures__/real-world-quirks.yaml', import.meta.url);
const BASE = 'https://quirks.example.com';
const text = (b: Uint8Array) => new TextDecoder().decode(b);

async function setup() {
  const spec = await loadSpec({ kind: 'text', text: readFileSync(FIXTURE, 'utf8'), name: 'quirks.yaml' });
  return { spec, server: createMockServer(spec, spec.allowlist, await loadFaker()) };
}

function plan(spec: LoadedSpec, name: string) {
  const op = spec.operations.find((o) => o.name === name);
  if (!op) throw new Error(`no ${name}`);
  return planResponse(spec, op, (s) => spec.resolver.deref(s, { maxDepth: 12 }));
}

describe('mock on real-world spec shapes', () => {
  it('an empty trailing path parameter is a 400 naming it, not the list operation', async () => {
    const { server } = await setup();
    const r = server.answer({ method: 'GET', url: `${BASE}/virtualclusters/`, headers: {} });
    expect(r.status).toBe(400);
    expect(JSON.parse(text(r.body))).toMatchObject({ operation: 'DescribeVirtualCluster', problems: [expect.stringContaining('path parameter virtualClusterId is empty')] });
    expect(server.answer({ method: 'GET', url: `${BASE}/virtualclusters`, headers: {} }).note).toContain('ListVirtualClusters');
  });

  it('a segment of two parameters splits by the enum, not greedily', async () => {
    const { server } = await setup();
    const r = server.answer({ method: 'GET', url: `${BASE}/question/string.json`, headers: {} });
    expect(r.status, text(r.body)).toBe(200);
    expect(r.note).toContain('getQuestion');
  });

  it('answers an AWS JSON-protocol operation chosen by its X-Amz-Target header', async () => {
    const { server } = await setup();
    const body = new TextEncoder().encode('{"VpcConnectorArn":"arn:aws:apprunner:us-east-1:123456789012:vpcconnector/x"}');
    const r = server.answer({ method: 'POST', url: `${BASE}/`, headers: { 'X-Amz-Target': 'AppRunner.DescribeVpcConnector', 'content-type': 'application/x-amz-json-1.1' }, body });
    expect(r.status, text(r.body)).toBe(200);
    expect(r.note).toContain('DescribeVpcConnector');
    const list = server.answer({ method: 'POST', url: `${BASE}/`, headers: { 'x-amz-target': 'AppRunner.ListServices' }, body: new TextEncoder().encode('{}') });
    expect(list.note).toContain('ListServices');
    const none = server.answer({ method: 'POST', url: `${BASE}/`, headers: {}, body: new TextEncoder().encode('{}') });
    expect(none.status).toBe(404);
    expect(text(none.body)).toContain('X-Amz-Target');
    const bad = server.answer({ method: 'POST', url: `${BASE}/`, headers: { 'X-Amz-Target': 'AppRunner.DescribeVpcConnector', 'content-type': 'application/x-amz-json-1.1' }, body: new TextEncoder().encode('{}') });
    expect(bad.status).toBe(400);
  });

  it('serves a PDF operation with its content type', async () => {
    const { server } = await setup();
    const r = server.answer({ method: 'GET', url: `${BASE}/reports/42`, headers: {} });
    expect(r.status).toBe(200);
    expect(r.headers).toContainEqual(['content-type', 'application/pdf']);
  });

  it('labels the spec\'s own invalid example and serves a valid sample instead', async () => {
    const { spec, server } = await setup();
    const p = plan(spec, 'getCounts');
    expect(p.from).toBe('example-replaced');
    expect(schemaProblems(p.schema ?? true, p.body)).toEqual([]);
    expect(server.answer({ method: 'GET', url: `${BASE}/counts`, headers: {} }).note).toMatch(/spec's own example breaks its schema/);
  });

  it('repairs the sampler\'s gaps: schema-level invalid examples, patterns, lengths, depth-cut values', async () => {
    const { spec } = await setup();
    const p = plan(spec, 'getStats');
    expect(schemaProblems(p.schema ?? true, p.body)).toEqual([]);
    expect(p.from).toBe('sample-repaired');
    expect(p.body).toMatchObject({ total: expect.any(Number) as number, code: expect.stringMatching(/^[A-Z]{3}-\d{4}$/) as string });
  });

  it('checks a regex that only compiles without the unicode flag, and says so', async () => {
    const { spec, server } = await setup();
    const p = plan(spec, 'getTag');
    expect(schemaProblems(p.schema ?? true, p.body)).toEqual([]);
    expect(p.schemaNotes?.join(' ')).toMatch(/unicode flag/);
    expect(server.answer({ method: 'GET', url: `${BASE}/tags/%23abc`, headers: {} }).status).toBe(200);
    const refused = server.answer({ method: 'GET', url: `${BASE}/tags/ABC`, headers: {} });
    expect(refused.status).toBe(400);
    expect(text(refused.body)).toContain('pattern');
  });
});
