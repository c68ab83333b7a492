// Mock mode's time per answer on GitHub's and Stripe's largest list operations (the GET whose response is or holds
// an array, with the biggest schema once dereferenced), and on the largest one the mock's store serves (items shared
// with get-by-id): the first answer on a fresh mock (links the operations, seeds the items, compiles the schemas in
// the spec's context), then the median of repeats with other query strings. `bodies`: scripts/mock-bodies.ts's check.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMockServer, loadFaker } from '../../src/core/mock';
import type { Faker } from '@faker-js/faker';
import { linkOperations } from '../../src/core/mock/links';
import { loadSpec, type JsonSchema, type LoadedSpec, type OperationInfo } from '../../src/core/openapi';
import { parameterValue } from '../../src/core/snippet/values';
import { runMockBodies } from './mockBodies';

const SHARED = (name: string) => fileURLToPath(new URL(`../../../shared/specs/${name}.openapi.json`, import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../public/examples/petstore3.openapi.yaml', import.meta.url));
const REPEATS = 10;
// Lists measured by name too: Stripe's charges (billing_details and other objects sit deep in each item).
const NAMED: Record<string, string[]> = { stripe: ['/v1/charges'] };
// Operations spread evenly per spec for `bodies` (MS Graph has 11,422; every one of Stripe's 451).
const BODIES_PER_SPEC = 500;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isArray = (s: unknown) => isObj(s) && (s.type === 'array' || s.items !== undefined);

function largestList(deref: (s: JsonSchema) => JsonSchema, among: OperationInfo[]): { op: OperationInfo; chars: number } | null {
  let best: { op: OperationInfo; chars: number } | null = null;
  for (const op of among.filter((o) => o.method === 'get')) {
    const raw = op.responses.find((r) => r.status === '200')?.content?.['application/json']?.schema;
    if (raw === undefined) continue;
    const s = deref(raw);
    if (!isArray(s) && !(isObj(s) && isObj(s.properties) && Object.values(s.properties).some(isArray))) continue;
    const chars = JSON.stringify(s).length;
    if (!best || chars > best.chars) best = { op, chars };
  }
  return best;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function measure(spec: LoadedSpec, faker: Faker, found: { op: OperationInfo; chars: number } | null, deref: (s: JsonSchema) => JsonSchema) {
  if (!found) return null;
  const server = createMockServer(spec, spec.allowlist, faker);
  server.reset();
  const base = spec.allowlist[0] ? `${spec.allowlist[0].origin}${spec.allowlist[0].pathPrefix}`.replace(/\/+$/, '') : 'https://mock.invalid';
  let path = found.op.path;
  for (const p of found.op.parameters.filter((x) => x.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(JSON.stringify(parameterValue(p, deref)).replace(/^"|"$/g, '')));
  const time = (url: string) => {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const res = server.answer({ method: 'GET', url, headers: {} });
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000, res };
  };
  const first = time(`${base}${path}`);
  const repeats: number[] = [];
  for (let i = 0; i < REPEATS; i++) repeats.push(time(`${base}${path}?per_page=${5 + i}&limit=${5 + i}`).ms);
  const body = JSON.parse(new TextDecoder().decode(first.res.body)) as unknown;
  const list = Array.isArray(body) ? body : isObj(body) ? Object.values(body).find(Array.isArray) : undefined;
  return {
    operation: `${found.op.method.toUpperCase()} ${found.op.path}`,
    schemaChars: found.chars,
    status: first.res.status,
    firstMs: Math.round(first.ms),
    firstCpuMs: Math.round(first.cpuMs),
    medianMs: Math.round(median(repeats) * 10) / 10,
    items: Array.isArray(list) ? list.length : 0,
    bodyBytes: first.res.body.length,
    from: first.res.note.replace(/^mock: \S+ \(/, '').replace(/\)$/, '').slice(0, 60),
  };
}

// Each first answer on a spec loaded afresh: the mock's compiled checks live as long as the loaded spec.
async function answersFor(file: string, faker: Faker) {
  const load = () => loadSpec({ kind: 'text', text: readFileSync(file, 'utf8'), name: file });
  const spec = await load();
  const deref = (s: JsonSchema) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
  const largest = measure(spec, faker, largestList(deref, spec.operations), deref);
  const again = await load();
  const derefAgain = (s: JsonSchema) => again.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
  const linked = linkOperations(again, derefAgain);
  const stored = measure(again, faker, largestList(derefAgain, [...linked].filter(([, l]) => l.role === 'list').map(([op]) => op)), derefAgain);
  const named = [];
  for (const path of NAMED[file.replace(/^.*\//, '').replace(/\..*$/, '')] ?? []) {
    const fresh = await load();
    const freshDeref = (s: JsonSchema) => fresh.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
    named.push(measure(fresh, faker, largestList(freshDeref, fresh.operations.filter((o) => o.path === path)), freshDeref));
  }
  return [largest, stored, ...named].filter((x) => x !== null).map((x) => ({ spec: file.replace(/^.*\//, ''), ...x }));
}

export async function runMockBench(): Promise<Record<string, unknown>> {
  const files = ['github', 'stripe'].map(SHARED).filter((f) => existsSync(f));
  const fakerStarted = performance.now();
  const faker = await loadFaker();
  const fakerMs = Math.round(performance.now() - fakerStarted);
  const answers = [];
  for (const file of files.length > 0 ? files : [FIXTURE]) answers.push(...(await answersFor(file, faker)));
  const bodies = await runMockBodies(BODIES_PER_SPEC);
  return {
    fakerLoadMs: fakerMs,
    answers,
    bodies: bodies.rows.map(({ worst, ...row }) => ({ ...row, worst: worst[0]?.slice(0, 100) ?? '' })),
    note: `firstMs (firstCpuMs: its CPU time, the machine being shared): the first answer for a freshly loaded spec (compiles the response schema in the spec's context; for a store list also links the operations and seeds 10 items); medianMs: later answers. bodies: ${bodies.note}`,
  };
}
