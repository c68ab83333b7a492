// Mock mode's time per answer on GitHub's largest list operation (the GET returning an array whose dereferenced
// schema is biggest), and on the largest one the mock's store serves (items shared with get-by-id): the first answer
// (links the operations, seeds the items, compiles the schemas), then the median of repeats with other query strings.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMockServer, loadFaker } from '../../src/core/mock';
import { linkOperations } from '../../src/core/mock/links';
import { loadSpec, type JsonSchema, type OperationInfo } from '../../src/core/openapi';
import { parameterValue } from '../../src/core/snippet/values';

const SHARED = fileURLToPath(new URL('../../../shared/specs/github.openapi.json', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../public/examples/petstore3.openapi.yaml', import.meta.url));
const REPEATS = 10;

function largestList(deref: (s: JsonSchema) => JsonSchema, among: OperationInfo[]): { op: OperationInfo; chars: number } | null {
  let best: { op: OperationInfo; chars: number } | null = null;
  for (const op of among.filter((o) => o.method === 'get')) {
    const raw = op.responses.find((r) => r.status === '200')?.content?.['application/json']?.schema;
    if (raw === undefined) continue;
    const s = deref(raw);
    if (typeof s !== 'object' || s.type !== 'array') continue;
    const chars = JSON.stringify(s).length;
    if (!best || chars > best.chars) best = { op, chars };
  }
  return best;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runMockBench(): Promise<Record<string, unknown>> {
  const file = existsSync(SHARED) ? SHARED : FIXTURE;
  const spec = await loadSpec({ kind: 'text', text: readFileSync(file, 'utf8'), name: file });
  const deref = (s: JsonSchema) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
  const fakerStarted = performance.now();
  const faker = await loadFaker();
  const fakerMs = Math.round(performance.now() - fakerStarted);
  const server = createMockServer(spec, spec.allowlist, faker);
  const base = spec.allowlist[0] ? `${spec.allowlist[0].origin}${spec.allowlist[0].pathPrefix}`.replace(/\/+$/, '') : 'https://mock.invalid';
  const measure = (found: { op: OperationInfo; chars: number } | null) => {
    if (!found) return null;
    let path = found.op.path;
    for (const p of found.op.parameters.filter((x) => x.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(JSON.stringify(parameterValue(p, deref)).replace(/^"|"$/g, "")));
    const time = (url: string) => {
      const t = performance.now();
      const res = server.answer({ method: 'GET', url, headers: {} });
      return { ms: performance.now() - t, res };
    };
    const first = time(`${base}${path}`);
    const repeats: number[] = [];
    for (let i = 0; i < REPEATS; i++) repeats.push(time(`${base}${path}?per_page=${5 + i}`).ms);
    const body = JSON.parse(new TextDecoder().decode(first.res.body)) as unknown;
    return {
      operation: `${found.op.method.toUpperCase()} ${found.op.path}`,
      schemaChars: found.chars,
      firstMs: Math.round(first.ms),
      medianMs: Math.round(median(repeats) * 10) / 10,
      items: Array.isArray(body) ? body.length : 0,
      bodyBytes: first.res.body.length,
      from: first.res.note.replace(/^mock: \S+ \(/, '').replace(/\)$/, '').slice(0, 60),
    };
  };
  const largest = measure(largestList(deref, spec.operations));
  const linked = linkOperations(spec, deref);
  const stored = measure(largestList(deref, [...linked].filter(([, l]) => l.role === 'list').map(([op]) => op)));
  return {
    spec: file.endsWith('github.openapi.json') ? 'github' : 'petstore3 (../shared/specs not found)',
    fakerLoadMs: fakerMs,
    answers: [largest, stored].filter((x) => x !== null),
    note: 'firstMs compiles the response schema (Ajv with formats) and, for a store list, links the operations and seeds 10 items; medianMs: later answers',
  };
}
