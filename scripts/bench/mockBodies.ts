// Mock bodies checked the way a client would check them, per spec: every operation with a JSON 2xx schema (all
// methods) is called on the mock with parameters and a body it accepts, and each 2xx JSON body is validated by an
// independent Ajv holding the whole spec (specAjv.ts). Bundled specs (public/examples) always, ../shared/specs when
// present; `perSpec` spreads at most that many operations evenly over a spec (MS Graph has 11,422).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockServer, loadFaker } from '../../src/core/mock';
import { loadSpec, mockTarget, type JsonSchema, type LoadedSpec } from '../../src/core/openapi';
import { mockRequest } from './mockRequest';
import { answerSchemaPointer, specChecker } from './specAjv';

const SHARED = fileURLToPath(new URL('../../../shared/specs', import.meta.url));
const BUNDLED = fileURLToPath(new URL('../../public/examples', import.meta.url));
const SPEC_FILE = /\.(json|ya?ml)$/;

export interface SpecBodies {
  spec: string;
  operations: number;
  tried: number;
  bodies: number;
  valid: number;
  unchecked: number;
  /** Mean ms per mock answer (the first answers compile and seed). */
  msPerAnswer: number;
  /** The invalid bodies with the most problems first: "GET /v1/charges: /data/0/billing_details must be object". */
  worst: string[];
}

const filesIn = (dir: string, label: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => SPEC_FILE.test(f)).sort().map((f) => ({ label: `${label}/${f}`, path: join(dir, f) })) : []);

export function mockCorpusSpecs(): Array<{ label: string; path: string }> {
  return [...filesIn(BUNDLED, 'bundled'), ...filesIn(SHARED, 'shared')];
}

export async function checkSpecBodies(label: string, text: string, perSpec = Infinity): Promise<SpecBodies> {
  const spec: LoadedSpec = await loadSpec({ kind: 'text', text, name: label });
  const faker = await loadFaker();
  const target = mockTarget(spec);
  const server = createMockServer(spec, [...target.allowlist, ...mockTarget({ ...spec, allowlist: [] }).allowlist], faker);
  const deref = (s: JsonSchema) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
  const checker = specChecker(spec.document);
  const ops = spec.operations.filter((o) => o.responses.some((r) => /^2/.test(r.status) && Object.entries(r.content ?? {}).some(([t, m]) => /json/i.test(t) && m.schema !== undefined)));
  const stride = Math.max(1, Math.ceil(ops.length / perSpec));
  const out: SpecBodies = { spec: label, operations: ops.length, tried: 0, bodies: 0, valid: 0, unchecked: 0, msPerAnswer: 0, worst: [] };
  const failures: Array<{ n: number; text: string }> = [];
  let ms = 0;
  for (const op of ops.filter((_, i) => i % stride === 0)) {
    out.tried++;
    const started = performance.now();
    const res = server.answer(mockRequest(spec, op, target.baseUrl, deref));
    ms += performance.now() - started;
    const type = res.headers.find(([k]) => k === 'content-type')?.[1] ?? '';
    if (res.status < 200 || res.status > 299 || res.body.length === 0 || !/json/i.test(type)) continue;
    out.bodies++;
    const pointer = answerSchemaPointer(spec.document, op, res.status, type);
    const problems = pointer === null ? null : checker.check(pointer, JSON.parse(new TextDecoder().decode(res.body)));
    if (problems === null) out.unchecked++;
    else if (problems.length === 0) out.valid++;
    else failures.push({ n: problems.length, text: `${op.method.toUpperCase()} ${op.path}: ${problems.slice(0, 2).join('; ')} [${res.note.slice(0, 80)}]` });
  }
  out.msPerAnswer = Math.round((ms / Math.max(1, out.tried)) * 10) / 10;
  out.worst = failures.sort((a, b) => b.n - a.n).slice(0, 6).map((f) => f.text);
  return out;
}

export async function runMockBodies(perSpec: number): Promise<{ rows: SpecBodies[]; note: string }> {
  const rows: SpecBodies[] = [];
  for (const { label, path } of mockCorpusSpecs()) rows.push(await checkSpecBodies(label, readFileSync(path, 'utf8'), perSpec));
  const shared = existsSync(SHARED) ? '' : ' (../shared/specs not found: bundled specs only)';
  return { rows, note: `every operation with a JSON 2xx schema, at most ${perSpec} a spec evenly spread${shared}; bodies checked by an independent Ajv over the whole spec` };
}
